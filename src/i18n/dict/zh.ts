import type { Dict } from './en';
import { msg } from './zh/msg';
import { ui } from './zh/ui';
import { screens } from './zh/screens';
import { chrome } from './zh/chrome';
import { telegram } from './zh/telegram';
import { wallet } from './zh/wallet';
import { quiz } from './zh/quiz';
import { limits } from './zh/limits';
import { missions } from './zh/missions';
import { vip } from './zh/vip';
import { event } from './zh/event';
import { a11y } from './zh/a11y';

export const zh: Dict = { msg, ...ui, screens, chrome, telegram, wallet, quiz, limits, missions, vip, event, a11y };
