import type { Dict } from './en';
import { msg } from './zh/msg';
import { ui } from './zh/ui';
import { screens } from './zh/screens';
import { chrome } from './zh/chrome';

export const zh: Dict = { msg, ...ui, screens, chrome };
