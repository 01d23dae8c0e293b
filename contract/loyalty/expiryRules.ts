// Reminders before coins expire (issue 28 items 6-7): plain values the
// player's screens import without the schema library
// (contract/loyalty/expiry.ts holds the schemas).

export const EXPIRY_REMINDERS = {
  /** a reminder goes this many GMT+8 days before the day a batch expires, once each */
  daysBefore: [14, 3, 1],
  /** home's "expiring soon" covers the batches due within this many days */
  soonDays: 14,
  /** a day's reminders go out from this GMT+8 hour, not at midnight */
  fromHour: 10,
} as const;

export type ReminderStage = (typeof EXPIRY_REMINDERS.daysBefore)[number];

export const EXPIRY_API = {
  /** GET: the player's coins still to expire, one row per GMT+8 day */
  upcoming: 'transactions/expiring',
  /** PUT: the reminders switch */
  reminders: 'player/expiry-reminders',
} as const;
