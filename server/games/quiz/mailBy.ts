// A physical prize's mail-by day (SPEC 9: mailed within 14 working days) and
// its late flag, computed on read: the day won (GMT+8) plus 14 Malaysian
// working days, skipping the public holidays as the operator keeps them now
// (contract/workingDays.ts holds the count). A holiday added after the win
// moves the date of a prize still to mail, which is what the operator means
// by adding it.
import type { Kysely } from 'kysely';
import type { AdminQuizAward } from '../../../contract/games/quizConsole';
import { addWorkingDays, businessDay, MAIL_BY_WORKING_DAYS, mailedLate } from '../../../contract/workingDays';
import type { Database } from '../../db/schema';

/** The holidays on or after a day: a prize's count never looks back before its win. */
export async function holidaysFrom(db: Kysely<Database>, fromDay: string): Promise<Set<string>> {
  const rows = await db.selectFrom('public_holidays').select('day').where('day', '>=', fromDay).execute();
  return new Set(rows.map((r) => r.day));
}

/** A forfeited prize is mailed to nobody: it has no date to miss. */
const mailable = (award: AdminQuizAward): boolean => award.kind === 'physical' && award.state !== 'forfeited';

/**
 * The mail-by day of each of these wins, read with one query of the
 * holidays for the lot: the console's awards and the player's own ask the
 * same sum.
 */
export async function mailByOfWins(db: Kysely<Database>, wonAts: readonly Date[]): Promise<(wonAt: Date) => string> {
  const first = wonAts.map(businessDay).sort()[0];
  const holidays = first === undefined ? new Set<string>() : await holidaysFrom(db, first);
  return (wonAt) => addWorkingDays(businessDay(wonAt), MAIL_BY_WORKING_DAYS, holidays);
}

/** The awards with mailBy and late filled in. */
export async function withMailBy(db: Kysely<Database>, awards: AdminQuizAward[], now: Date): Promise<AdminQuizAward[]> {
  const physical = awards.filter((a) => a.kind === 'physical');
  if (physical.length === 0) return awards;
  const mailByOf = await mailByOfWins(
    db,
    physical.map((a) => new Date(a.wonAt)),
  );
  return awards.map((award) => {
    if (award.kind !== 'physical') return award;
    const mailBy = mailByOf(new Date(award.wonAt));
    const late = mailable(award) && mailedLate(mailBy, award.mailedAt ? new Date(award.mailedAt) : null, now);
    return { ...award, mailBy, late };
  });
}
