// The play streak (server/loyalty/streaks): consecutive GMT+8 days with at
// least one finished play; one missed day a week forgiven by the shield,
// which a festival day of the operator's calendar refills.
import Type from 'typebox';

export const Streak = Type.Object({
  /** days played in the current streak (0 when none runs) */
  days: Type.Integer(),
  /** the shield is there to forgive the next missed day */
  shield: Type.Boolean(),
  /** GMT+8 days (YYYY-MM-DD) the shield forgave in the current streak */
  shielded: Type.Array(Type.String()),
  /** played today already */
  playedToday: Type.Boolean(),
  /** the next milestone: days to reach and its coins; null past the last */
  next: Type.Union([Type.Object({ days: Type.Integer(), coins: Type.Integer() }), Type.Null()]),
  /** the last streak that ended since the last play: its length and the GMT+8 day it was lost */
  lost: Type.Union([Type.Object({ days: Type.Integer(), on: Type.String() }), Type.Null()]),
});
export type Streak = Type.Static<typeof Streak>;

export const FestivalDay = Type.Object({
  /** a GMT+8 day, YYYY-MM-DD */
  day: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 }),
  name: Type.Object({ en: Type.String({ maxLength: 100 }), zh: Type.String({ maxLength: 100 }), ms: Type.String({ maxLength: 100 }) }),
});
export type FestivalDay = Type.Static<typeof FestivalDay>;
export const FestivalList = Type.Object({ days: Type.Array(FestivalDay) });
export type FestivalList = Type.Static<typeof FestivalList>;
