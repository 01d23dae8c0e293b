// GET games/:slug/history: the player's spins on one wheel, newest first, in
// pages, with the columns of SPEC section 3. How each column reads for a
// spin (the columns are shared with the other games' histories):
//   date       when the spin was taken
//   status     the H5 credit: SUCCESS (paid), PENDING (being paid), REJECTED
//   spin       the player's n-th spin on this wheel
//   credit     the prize in RM free credit (0 for a no-win slot)
//   match      the wheel slot the pointer stopped on
//   reward     the slot's label, name the game's title (player's language)
//   multiplier credit over the stake; amount the stake (the RM30 deposit)
//   coinOut    coins paid: always 0, spins pay free credit, not coins
//   clock      (added) the prize's 15-minute promise: due by, credited at (server/lib/spinClock.ts)
// and, for the fairness verifier, `table`: the prize table the round was
// drawn on (./roundTable.ts), so it verifies after the table is edited.
import type { Kysely } from 'kysely';
import type { Lang } from '../../../contract/constants';
import type { SpinHistoryPage, SpinHistoryRow } from '../../../contract/games/wheel';
import type { Database, SpinGameKey } from '../../db/schema';
import { spinClock } from '../../lib/spinClock';
import { multiplierOf } from './prizeTable';
import { roundTableOf } from './roundTable';

export const HISTORY_PAGE_SIZE = 20;

/**
 * One page after `cursor` (the id of the last row the client has). Ordered by
 * id, which only grows, so a spin taken while paging neither repeats nor
 * hides a row.
 */
export async function spinHistory(
  db: Kysely<Database>,
  playerId: number,
  game: SpinGameKey,
  opts: { cursor?: number | undefined; lang: Lang; pageSize?: number },
): Promise<SpinHistoryPage> {
  const size = opts.pageSize ?? HISTORY_PAGE_SIZE;
  let query = db
    .selectFrom('spin_rounds')
    .select([
      'id',
      'created_at',
      'status',
      'spin_no',
      'slot',
      'label',
      'credit_rm',
      'stake_rm',
      'proof',
      'outcome',
      'credited_at',
      'credit_error',
    ])
    .where('player_id', '=', playerId)
    .where('game', '=', game);
  if (opts.cursor !== undefined) query = query.where('id', '<', opts.cursor);
  const [rows, title] = await Promise.all([
    query
      .orderBy('id', 'desc')
      .limit(size + 1)
      .execute(),
    db.selectFrom('games').select('content').where('key', '=', game).executeTakeFirst(),
  ]);
  const page = rows.slice(0, size);
  const name = title?.content[opts.lang].title ?? game;
  return {
    rows: page.map((r): SpinHistoryRow => {
      const table = roundTableOf(r.outcome);
      return {
        id: r.id,
        date: r.created_at.toISOString(),
        status: r.status,
        spin: r.spin_no,
        credit: r.credit_rm,
        match: r.slot,
        reward: r.label[opts.lang],
        name,
        multiplier: multiplierOf(r.credit_rm, r.stake_rm),
        amount: r.stake_rm,
        coinOut: 0,
        clock: spinClock(r),
        proof: r.proof,
        ...(table ? { table } : {}),
      };
    }),
    nextCursor: rows.length > size ? (page[page.length - 1]?.id ?? null) : null,
  };
}
