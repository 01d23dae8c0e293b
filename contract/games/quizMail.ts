// Mailing physical quiz prizes within 14 working days (SPEC 9, issue 26
// item 3): the public holidays the working-day count skips (kept by the
// operator in the console) and the late prizes' summary. The count itself is
// contract/workingDays.ts; each prize's mailBy and late ride on
// AdminQuizAward (./quizConsole.ts). Server: server/holidays and
// server/games/quiz/mailBy.ts.
import Type from 'typebox';
import { AdminQuizAward } from './quizConsole';

export const HOLIDAYS_API = { admin: 'admin/holidays', adminOne: (day: string) => `admin/holidays/${day}` } as const;
export const QUIZ_MAIL_API = { late: 'admin/quiz/awards/late' } as const;

export const HOLIDAY_NAME_LENGTH = 100;
/** How many overdue prizes the summary lists (a week gives away 15 ticket sets: far more means the list is not the tool). */
export const LATE_LIST_LIMIT = 100;

// The day and each name are loose strings here, checked by the server, so a
// bad date or a blank language comes back as its own catalogue key
// (msg.holidayDateInvalid, msg.holidayNameMissing), not a schema error.
const Name = Type.Optional(Type.String({ maxLength: HOLIDAY_NAME_LENGTH }));
export const HolidayDayParam = Type.String({ maxLength: 10 });

export const PublicHolidayInput = Type.Object({
  /** a GMT+8 day, YYYY-MM-DD */
  day: HolidayDayParam,
  name: Type.Object({ en: Name, zh: Name, ms: Name }),
});
export type PublicHolidayInput = Type.Static<typeof PublicHolidayInput>;

const Filled = Type.String({ maxLength: HOLIDAY_NAME_LENGTH });
export const PublicHoliday = Type.Object({
  day: Type.String({ maxLength: 10 }),
  name: Type.Object({ en: Filled, zh: Filled, ms: Filled }),
});
export type PublicHoliday = Type.Static<typeof PublicHoliday>;

/** Every holiday, earliest first. */
export const PublicHolidayList = Type.Object({ days: Type.Array(PublicHoliday) });
export type PublicHolidayList = Type.Static<typeof PublicHolidayList>;

/**
 * Physical prizes past their mail-by day: overdue (not marked mailed yet:
 * the work to do, listed oldest mail-by first, at most LATE_LIST_LIMIT) and
 * how many were mailed after their day (the promise already broken).
 */
export const QuizMailLate = Type.Object({
  overdue: Type.Integer(),
  mailedLate: Type.Integer(),
  rows: Type.Array(AdminQuizAward),
});
export type QuizMailLate = Type.Static<typeof QuizMailLate>;
