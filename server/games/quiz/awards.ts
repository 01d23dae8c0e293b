// What the lucky roulette gave (quiz_awards): a coins prize is credited at
// the spin; a physical prize waits for the club to reach its winner within
// the contact days, then ships, or is forfeited (by the console or the
// forfeit job) and goes to nobody. Every change of state the player should
// hear of writes its inbox message in the same transaction; the caller
// pushes it after the commit.
import { Transaction, type Kysely } from 'kysely';
import { MSG } from '../../../contract/errors';
import type { QuizAward } from '../../../contract/games/quiz';
import type { Localized } from '../../../contract/schemas/common';
import type { Database, QuizAwardState } from '../../db/schema';
import { QUIZ_AWARD_MOVES } from '../../../contract/games/quizConsole';
import { AppError } from '../../http/errors';
import { postTextMessage } from '../../notify/inbox';
import { prizeForfeitedMessage, prizeShippedMessage, type InboxText } from './awardMessages';
import { mailByOfWins } from './mailBy';

type Db = Kysely<Database>;

/** The console's moves of an award (the contract's table, which the console also reads); any other is refused. */
export const canMoveAward = (from: QuizAwardState, to: QuizAwardState): boolean =>
  (QUIZ_AWARD_MOVES[from] as readonly QuizAwardState[]).includes(to);

function awardRows(db: Db) {
  return db
    .selectFrom('quiz_awards')
    .innerJoin('quiz_weeks', 'quiz_weeks.id', 'quiz_awards.week_id')
    .select([
      'quiz_awards.id',
      'quiz_awards.player_id',
      'quiz_awards.round_id',
      'quiz_awards.week_id',
      'quiz_weeks.number as week_number',
      'quiz_awards.label',
      'quiz_awards.kind',
      'quiz_awards.coins',
      'quiz_awards.state',
      'quiz_awards.contact_by',
      'quiz_awards.updated_at',
      'quiz_awards.created_at',
      'quiz_awards.shipped_at',
    ]);
}
type AwardRow = Awaited<ReturnType<ReturnType<typeof awardRows>['executeTakeFirstOrThrow']>>;

/** A forfeited prize goes to nobody: it has no mail-by day to show. */
const mailable = (row: AwardRow): boolean => row.kind === 'physical' && row.state !== 'forfeited';

/** The rows as the player sees them, each physical prize with its mail-by day (one read of the holidays). */
async function toQuizAwards(db: Db, rows: readonly AwardRow[]): Promise<QuizAward[]> {
  const mailByOf = await mailByOfWins(
    db,
    rows.filter(mailable).map((r) => r.created_at),
  );
  return rows.map((row) => ({
    id: row.id,
    weekId: row.week_id,
    weekNumber: row.week_number,
    label: row.label,
    kind: row.kind,
    coins: row.coins,
    state: row.state,
    contactBy: row.contact_by?.toISOString() ?? null,
    mailBy: mailable(row) ? mailByOf(row.created_at) : null,
    mailedAt: row.shipped_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
  }));
}

async function oneAward(db: Db, id: number): Promise<QuizAward> {
  const [award] = await toQuizAwards(db, [await awardRows(db).where('quiz_awards.id', '=', id).executeTakeFirstOrThrow()]);
  if (!award) throw new Error(`award ${id} vanished`);
  return award;
}

/** A player's awards of one campaign, newest first. */
export async function awardsOfPlayer(db: Db, playerId: number, campaignId: number): Promise<QuizAward[]> {
  const rows = await awardRows(db)
    .where('quiz_awards.player_id', '=', playerId)
    .where('quiz_weeks.campaign_id', '=', campaignId)
    .orderBy('quiz_awards.created_at', 'desc')
    .orderBy('quiz_awards.id', 'desc')
    .execute();
  return toQuizAwards(db, rows);
}

async function awardsBy(db: Db, key: 'id' | 'round_id', values: readonly number[]): Promise<Map<number, QuizAward>> {
  if (values.length === 0) return new Map();
  const rows = await awardRows(db).where(`quiz_awards.${key}`, 'in', values).execute();
  const awards = await toQuizAwards(db, rows);
  return new Map(
    rows.flatMap((row, i) => {
      const award = awards[i];
      return award ? [[row[key], award] as const] : [];
    }),
  );
}

/** The awards of these spins, by round id (a spin that landed on no prize has none). */
export const awardsOfRounds = (db: Db, roundIds: readonly number[]) => awardsBy(db, 'round_id', roundIds);

/** These awards, by id. */
export const awardsOfIds = (db: Db, ids: readonly number[]) => awardsBy(db, 'id', ids);

/** How many of each prize a week has given, forfeited ones included (a lapsed prize returns to nobody). */
export async function wonPerPrize(db: Db, weekId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('quiz_awards')
    .select((eb) => ['prize_id', eb.fn.countAll<number>().as('n')])
    .where('week_id', '=', weekId)
    .where('prize_id', 'is not', null)
    .groupBy('prize_id')
    .execute();
  return new Map(rows.flatMap((r) => (r.prize_id === null ? [] : [[r.prize_id, Number(r.n)] as const])));
}

export interface NewAward {
  entryId: number;
  playerId: number;
  weekId: number;
  roundId: number;
  prizeId: number;
  label: Localized;
  kind: 'physical' | 'coins';
  coins: number;
  /** a physical prize's deadline to reach its winner; null for coins (credited at once) */
  contactBy: Date | null;
  now: Date;
}

export async function insertAward(trx: Transaction<Database>, a: NewAward): Promise<QuizAward> {
  const { id } = await trx
    .insertInto('quiz_awards')
    .values({
      entry_id: a.entryId,
      player_id: a.playerId,
      week_id: a.weekId,
      round_id: a.roundId,
      prize_id: a.prizeId,
      label: JSON.stringify(a.label),
      kind: a.kind,
      coins: a.coins,
      state: a.kind === 'coins' ? 'credited' : 'awaitingContact',
      contact_by: a.contactBy,
      created_at: a.now,
      updated_at: a.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return oneAward(trx, id);
}

/** What the player is told when an award reaches a state (shipping and forfeit; contact is made in person). */
function noteFor(state: QuizAwardState, award: Pick<QuizAward, 'label' | 'weekNumber'>): InboxText | null {
  if (state === 'forfeited') return prizeForfeitedMessage(award.label, award.weekNumber);
  if (state === 'shipped') return prizeShippedMessage(award.label, award.weekNumber);
  return null;
}

/** Writes the note of an award's new state into the winner's inbox; the message id to push, or null. */
export async function postAwardNote(trx: Transaction<Database>, playerId: number, award: QuizAward, now: Date): Promise<number | null> {
  const text = noteFor(award.state, award);
  return text ? postTextMessage(trx, { playerId, ...text, img: 'inbox/notice.svg', at: now }) : null;
}

export interface AwardChange {
  award: QuizAward;
  playerId: number;
  /** the inbox note written for the change, to push after the commit (and tell the player's devices) */
  messageId: number | null;
}

/**
 * The console's move of an award: awaitingContact -> contacted -> shipped,
 * or awaitingContact -> forfeited. Asking for the state it is already in
 * changes nothing (a double click); any other move is 409, an unknown award
 * 404. Runs in the caller's transaction when given one (to audit alongside).
 */
export async function setAwardState(db: Db, id: number, state: QuizAwardState, now: Date): Promise<AwardChange> {
  const move = async (trx: Transaction<Database>): Promise<AwardChange> => {
    const current = await trx.selectFrom('quiz_awards').select(['player_id', 'state']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw new AppError(404, MSG.invalidRequest);
    const read = () => oneAward(trx, id);
    if (current.state === state) return { award: await read(), playerId: current.player_id, messageId: null };
    if (!canMoveAward(current.state, state)) throw new AppError(409, MSG.invalidRequest);
    // shipped_at is the mailed mark the mail-by promise is checked against.
    await trx
      .updateTable('quiz_awards')
      .set({ state, updated_at: now, ...(state === 'shipped' ? { shipped_at: now } : {}) })
      .where('id', '=', id)
      .execute();
    const award = await read();
    return { award, playerId: current.player_id, messageId: await postAwardNote(trx, current.player_id, award, now) };
  };
  return db instanceof Transaction ? move(db) : db.transaction().execute(move);
}
