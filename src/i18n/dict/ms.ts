import type { Dict } from './en';
import { msg } from './ms/msg';
import { ui } from './ms/ui';
import { screens } from './ms/screens';
import { chrome } from './ms/chrome';
import { telegram } from './ms/telegram';
import { wallet } from './ms/wallet';
import { quiz } from './ms/quiz';
import { limits } from './ms/limits';
import { missions } from './ms/missions';
import { vip } from './ms/vip';
import { event } from './ms/event';
import { a11y } from './ms/a11y';

export const ms: Dict = { msg, ...ui, screens, chrome, telegram, wallet, quiz, limits, missions, vip, event, a11y };
