// Shapes of the coin expiry calls (issue 28 items 6-7); the paths and rules are in expiryRules.ts.
import Type from 'typebox';

/** Coins of one batch day: every batch expiring on the same GMT+8 day is one row. */
export const ExpiringDay = Type.Object({
  /** YYYY-MM-DD, Malaysia time */
  day: Type.String(),
  /** the first instant of that day a batch expires at */
  firstAt: Type.String(),
  coins: Type.Number(),
});
export type ExpiringDay = Type.Static<typeof ExpiringDay>;

/** GET transactions/expiring: soonest first. */
export const UpcomingExpiries = Type.Object({ rows: Type.Array(ExpiringDay) });
export type UpcomingExpiries = Type.Static<typeof UpcomingExpiries>;

/** PUT player/expiry-reminders (and its answer). */
export const ExpiryRemindersBody = Type.Object({ enabled: Type.Boolean() });
export type ExpiryRemindersBody = Type.Static<typeof ExpiryRemindersBody>;
