import type { Dict } from './en';
import { msg } from './ms/msg';
import { ui } from './ms/ui';

export const ms: Dict = { msg, ...ui };
