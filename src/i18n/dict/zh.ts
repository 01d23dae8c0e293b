import type { Dict } from './en';
import { msg } from './zh/msg';
import { ui } from './zh/ui';
import { screens } from './zh/screens';
import { chrome } from './zh/chrome';
import { quizEntry } from './zh/quizEntry';
import { missions } from './zh/missions';
import { vipTeaser } from './zh/vipTeaser';
import { a11y } from './zh/a11y';

export const zh: Dict = { msg, ...ui, screens, chrome, quizEntry, missions, vipTeaser, a11y };
