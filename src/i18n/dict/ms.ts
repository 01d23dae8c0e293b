import type { Dict } from './en';
import { msg } from './ms/msg';
import { ui } from './ms/ui';
import { screens } from './ms/screens';
import { chrome } from './ms/chrome';

export const ms: Dict = { msg, ...ui, screens, chrome };
