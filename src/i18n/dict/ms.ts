import type { Dict } from './en';
import { msg } from './ms/msg';
import { ui } from './ms/ui';
import { screens } from './ms/screens';
import { chrome } from './ms/chrome';
import { quizEntry } from './ms/quizEntry';
import { missions } from './ms/missions';
import { vipTeaser } from './ms/vipTeaser';
import { a11y } from './ms/a11y';

export const ms: Dict = { msg, ...ui, screens, chrome, quizEntry, missions, vipTeaser, a11y };
