import { msg } from './en/msg';
import { ui } from './en/ui';
import { screens } from './en/screens';
import { chrome } from './en/chrome';
import { telegram } from './en/telegram';
import { wallet } from './en/wallet';
import { quiz } from './en/quiz';
import { limits } from './en/limits';
import { missions } from './en/missions';
import { vip } from './en/vip';
import { event } from './en/event';
import { a11y } from './en/a11y';

/** A dictionary: nested sections whose leaves are rosetta templates. */
export interface DictTree {
  readonly [key: string]: string | DictTree;
}

// English is the source of truth: its shape is the type every other language
// must match, so a missing or extra key is a compile error, not a blank label.
// The games' own texts (`games.*`) are a section apart, loaded by the screens
// that show them (src/game/gamesDictionary.ts).
export const en = { msg, ...ui, screens, chrome, telegram, wallet, quiz, limits, missions, vip, event, a11y } satisfies DictTree;

export type Dict = typeof en;
