// The quiz's lucky roulette: the one spin a week that a player in one of the
// week's places takes, drawn from their fairness seed on the week's table
// (a prize whose weekly stock is gone weighs 0), kept as a settled round of
// the rounds store (game QUIZROULETTE) with the table it was drawn on, and
// what it won as a quiz_awards row: coins credited at once through the
// ledger, a physical prize awaiting contact. One transaction under the
// player's rounds lock (one spin per entry, idempotent by key) and the
// week's row lock (the weekly stock is counted on committed data, so it
// never goes below zero however many spin at once, on any process).
import type { Kysely } from 'kysely';
import { QUIZ_CAMPAIGN } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import type {
  QuizAward,
  RouletteAnswer,
  RouletteBody,
  RouletteHistoryPage,
  RoulettePrize,
  RouletteSpin,
} from '../../../contract/games/quiz';
import { rouletteSlot } from '../../../contract/games/rouletteRules';
import type { Coin } from '../../../contract/schemas/refresh';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { drawOutcome } from '../../fairness/outcome';
import { AppError } from '../../http/errors';
import { getCoinSummary, postEntry } from '../../ledger';
import { awardPoints } from '../../loyalty/points/award';
import { pointsForEarnedCoins } from '../../../contract/loyalty/tiersRules';
import { DEFAULT_PAGE, takePage } from '../../lib/keysetPage';
import { postTextMessage } from '../../notify/inbox';
import { inboxPusher } from '../../notify/push';
import { findByKey, insertRound, lockPlayerRounds, saveProgress, settledPage, type RoundRow } from '../platform/rounds';
import { coinsWonMessage, prizeWonMessage } from './awardMessages';
import { awardsOfPlayer, awardsOfRounds, insertAward, wonPerPrize } from './awards';
import { isDrawable, publishTable, tableOf, type PrizeRow } from './rouletteTable';
import { ledgerNote } from '../../../contract/ledgerNotes';
import { earnedCoinsExpireAt } from '../../loyalty/tiers/benefits';

const GAME = 'QUIZROULETTE' as const;
const DAY_MS = 86_400_000;

export interface RoulettePlayer {
  id: number;
}

/** What a spin's round keeps in params: its week and entry, and the table as published when it was drawn. */
interface RouletteParams {
  weekId: number;
  entryId: number;
  prizes: RoulettePrize[];
}

/** What it drew (revealed at once: the round settles in the transaction that draws it). */
interface RouletteOutcome {
  float: number;
  slot: number;
}

async function campaignPrizes(db: Kysely<Database>, campaignId: number): Promise<PrizeRow[]> {
  const rows = await db
    .selectFrom('quiz_prizes')
    .select(['id', 'label', 'kind', 'coins', 'weight', 'weekly_stock'])
    .where('campaign_id', '=', campaignId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ id: r.id, label: r.label, kind: r.kind, coins: r.coins, weight: r.weight, weeklyStock: r.weekly_stock }));
}

/** The campaign's table as published; with a week, each prize's stock left that week and the weights it is drawn with now. */
export async function publishedPrizes(db: Kysely<Database>, campaignId: number, weekId: number | null): Promise<RoulettePrize[]> {
  return publishTable(await campaignPrizes(db, campaignId), weekId === null ? new Map() : await wonPerPrize(db, weekId));
}

/** What the player won in the campaign, newest first. */
export async function playerAwards(db: Kysely<Database>, playerId: number, campaignId: number): Promise<QuizAward[]> {
  return awardsOfPlayer(db, playerId, campaignId);
}

function spinView(row: RoundRow, award: QuizAward | null): RouletteSpin {
  const params = row.params as RouletteParams;
  const { slot } = row.outcome as RouletteOutcome;
  const prize = params.prizes[slot];
  if (!prize || !row.proof) throw new Error(`roulette round ${row.id} has no prize at slot ${slot} or no proof`);
  return {
    roundId: row.id,
    weekId: params.weekId,
    slot,
    prize,
    award,
    proof: row.proof,
    table: tableOf(params.prizes),
    date: (row.settled_at ?? row.created_at).toISOString(),
  };
}

/** The spin of a game_rounds id (quiz_entries.spin_round_id), as the play shows it. */
export async function spinOfRound(db: Kysely<Database>, roundId: number): Promise<RouletteSpin | null> {
  const row = await db
    .selectFrom('game_rounds')
    .selectAll()
    .where('id', '=', roundId)
    .where('game', '=', GAME)
    .where('state', '=', 'settled')
    .executeTakeFirst();
  if (!row) return null;
  return spinView(row, (await awardsOfRounds(db, [row.id])).get(row.id) ?? null);
}

/** The player's spins, newest first, with proof and table (the verifier's input). */
export async function rouletteHistory(db: Kysely<Database>, playerId: number, cursor: number | undefined): Promise<RouletteHistoryPage> {
  const page = takePage(await settledPage(db, playerId, GAME, { cursor, limit: DEFAULT_PAGE + 1 }), DEFAULT_PAGE);
  const awards = await awardsOfRounds(
    db,
    page.rows.map((r) => r.id),
  );
  return {
    rows: page.rows.map((row) => spinView(row, awards.get(row.id) ?? null)),
    nextCursor: page.nextCursor === null ? null : Number(page.nextCursor),
  };
}

/** What a prize gives: a physical prize to ship, coins to credit, or nothing (a "try again" slot, or 0 coins). */
const awardKindOf = (prize: RoulettePrize): 'physical' | 'coins' | null =>
  prize.kind === 'physical' ? 'physical' : prize.kind === 'coins' && prize.coins > 0 ? 'coins' : null;

interface Spun {
  row: RoundRow;
  award: QuizAward | null;
  /** coins credited by this call (not by the first call of a retried key) */
  credited: boolean;
  /** the winner's inbox message, to push after the commit */
  messageId: number | null;
}

/**
 * The week's one spin for a player in one of its places; idempotent by key.
 * Refusals (409): no place because the places were full (msg.participantsFull),
 * no place otherwise (msg.noMoreChancesToSpin), the week already spun with
 * another key (msg.alreadySpin), a table the week has given away
 * (msg.noMoreRewards: every prize with a chance is out of stock) or with
 * nothing to draw at all (msg.gameInPreparation). credited: coins moved, tell the other devices.
 * `log` hears of a push that failed after the commit.
 */
export async function spinRoulette(
  deps: AppDeps,
  player: RoulettePlayer,
  body: RouletteBody,
  now: Date,
  log: (line: string) => void = (line) => console.warn(line),
): Promise<{ answer: RouletteAnswer; credited: boolean }> {
  const spun = await deps.db.transaction().execute(async (trx): Promise<Spun> => {
    await lockPlayerRounds(trx, player.id);
    const seen = await findByKey(trx, player.id, body.idempotencyKey);
    if (seen) {
      if (seen.game !== GAME) throw new AppError(400, MSG.invalidRequest);
      return { row: seen, award: (await awardsOfRounds(trx, [seen.id])).get(seen.id) ?? null, credited: false, messageId: null };
    }
    const entry = await trx
      .selectFrom('quiz_entries')
      .select(['id', 'place', 'places_full', 'spin_round_id'])
      .where('week_id', '=', body.weekId)
      .where('player_id', '=', player.id)
      .executeTakeFirst();
    if (!entry || entry.place === null) throw new AppError(409, entry?.places_full ? MSG.participantsFull : MSG.noMoreChancesToSpin);
    if (entry.spin_round_id !== null) throw new AppError(409, MSG.alreadySpin);

    // One spin of the week at a time from here: the stock is counted after the last one committed.
    const week = await trx
      .selectFrom('quiz_weeks')
      .select(['id', 'campaign_id', 'number'])
      .where('id', '=', body.weekId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const prizes = publishTable(await campaignPrizes(trx, week.campaign_id), await wonPerPrize(trx, week.id));
    const table = tableOf(prizes);
    // Nothing to draw: the week gave away every prize it had (No more rewards), or the table has none to give.
    if (!isDrawable(table)) throw new AppError(409, prizes.some((p) => p.left === 0) ? MSG.noMoreRewards : MSG.gameInPreparation);
    const { floats, proof } = await drawOutcome(trx, player.id, 1);
    const float = floats[0] ?? 0;
    const slot = rouletteSlot(float, table.weights);
    const prize = prizes[slot];
    if (!prize) throw new Error(`roulette slot ${slot} outside a table of ${prizes.length}`);
    const kind = awardKindOf(prize);
    const coins = kind === 'coins' ? prize.coins : 0;

    const opened = await insertRound(trx, {
      playerId: player.id,
      game: GAME,
      idempotencyKey: body.idempotencyKey,
      stake: 0,
      proof,
      params: { weekId: week.id, entryId: entry.id, prizes } satisfies RouletteParams,
      outcome: { float, slot } satisfies RouletteOutcome,
      detail: {},
      now,
    });
    const row = await saveProgress(trx, opened.id, {}, now, { payout: coins });
    await trx.updateTable('quiz_entries').set({ spin_round_id: row.id }).where('id', '=', entry.id).execute();
    if (kind === null) return { row, award: null, credited: false, messageId: null };

    const award = await insertAward(trx, {
      entryId: entry.id,
      playerId: player.id,
      weekId: week.id,
      roundId: row.id,
      prizeId: prize.id,
      label: prize.label,
      kind,
      coins,
      contactBy: kind === 'physical' ? new Date(now.getTime() + QUIZ_CAMPAIGN.contactDays * DAY_MS) : null,
      now,
    });
    if (kind === 'coins') {
      await postEntry(trx, {
        playerId: player.id,
        type: 'QUIZ',
        amount: coins,
        idempotencyKey: `quizroulette:${row.id}`,
        ref: `round:${row.id}`,
        note: ledgerNote('rouletteReward'),
        expiresAt: await earnedCoinsExpireAt(trx, player.id, now),
      });
      await awardPoints(trx, {
        playerId: player.id,
        source: 'quiz',
        sourceId: `roulette:${row.id}`,
        points: pointsForEarnedCoins(coins),
        now,
      });
    }
    const text =
      kind === 'physical' ? prizeWonMessage(prize.label, week.number, QUIZ_CAMPAIGN.contactDays) : coinsWonMessage(coins, week.number);
    const messageId = await postTextMessage(trx, {
      playerId: player.id,
      ...text,
      img: kind === 'physical' ? 'inbox/notice.svg' : 'inbox/coins.svg',
      at: now,
    });
    return { row, award, credited: kind === 'coins', messageId };
  });

  if (spun.messageId !== null) {
    deps.realtime.toPlayer(player.id, { type: 'stale', reason: 'inbox' });
    inboxPusher(deps, log)(spun.messageId);
  }
  // A retried coins spin answers the wallet as it is now, as the first answer did then.
  const coin: Coin | undefined = spun.award?.kind === 'coins' ? await getCoinSummary(deps.db, player.id, now) : undefined;
  return { answer: { spin: spinView(spun.row, spun.award), ...(coin ? { coin } : {}) }, credited: spun.credited };
}
