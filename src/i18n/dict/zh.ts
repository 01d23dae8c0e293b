import type { Dict } from './en';
import { msg } from './zh/msg';
import { ui } from './zh/ui';

export const zh: Dict = { msg, ...ui };
