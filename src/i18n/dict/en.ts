import { msg } from './en/msg';
import { ui } from './en/ui';
import { screens } from './en/screens';
import { chrome } from './en/chrome';
import { quizEntry } from './en/quizEntry';
import { missions } from './en/missions';
import { vipTeaser } from './en/vipTeaser';
import { a11y } from './en/a11y';

/** A dictionary: nested sections whose leaves are rosetta templates. */
export interface DictTree {
  readonly [key: string]: string | DictTree;
}

// English is the source of truth: its shape is the type every other language
// must match, so a missing or extra key is a compile error, not a blank label.
// The games' own texts (`games.*`) are a section apart, loaded by the screens
// that show them (src/game/gamesDictionary.ts); so are the account's screens'
// (`wallet.*`, `limits.*`, `telegram.*`, `event.*`: dict/en/account.ts).
export const en = { msg, ...ui, screens, chrome, quizEntry, missions, vipTeaser, a11y } satisfies DictTree;

export type Dict = typeof en;
