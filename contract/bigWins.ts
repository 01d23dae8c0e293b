// The live feed of big wins (issue 11): a wager won high is stored, pushed to
// every connected app ({ type: 'bigWin' } in ./realtime.ts) and listed by a
// public call so a screen shows the latest on load. The player's name is
// masked by the server (./names.ts): the full name never leaves it. Rules and
// paths without the schema library (the chrome imports them): ./bigWinsRules.ts.
import Type from 'typebox';
import { GAME_KEYS } from './constants';

/** One big win as every player sees it. */
export const BigWin = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** masked in the middle (SPEC 5); '' when the player has no name */
  name: Type.String({ maxLength: 200 }),
  game: Type.Enum(GAME_KEYS),
  payout: Type.Number({ minimum: 0 }),
  multiplier: Type.Number({ minimum: 0 }),
  at: Type.String({ format: 'date-time' }),
});
export type BigWin = Type.Static<typeof BigWin>;

export const BigWinList = Type.Object({ wins: Type.Array(BigWin) });
export type BigWinList = Type.Static<typeof BigWinList>;
