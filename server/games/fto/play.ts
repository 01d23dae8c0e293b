// Find The Odd's service: start (or resume) today's play, deal a round,
// answer it, and the player's standing. Every write runs in one transaction
// under the player's rounds lock (platform/rounds.ts), so "one free play a
// day", "one open play" and "each round answered once" hold under any
// concurrency and on any process. The draws are made from the player's
// fairness seed when the play starts and stay on the server until it ends.
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { GAME_RULES } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import type { FtoAnswer, FtoAnswerBody, FtoDeal, FtoPlay, FtoStatus, FtoTable } from '../../../contract/games/fto';
import { FTO_FLOATS_PER_PLAY, FTO_ROUNDS, ftoDraw, ftoLevel } from '../../../contract/games/ftoRules';
import type { Coin } from '../../../contract/schemas/refresh';
import type { Database } from '../../db/schema';
import { drawOutcome } from '../../fairness/outcome';
import { AppError } from '../../http/errors';
import { getCoinSummary, postEntry } from '../../ledger';
import { awardPoints } from '../../loyalty/points/award';
import { pointsForEarnedCoins } from '../../../contract/loyalty/tiersRules';
import { startOfBusinessDay } from '../../lib/businessDay';
import {
  countStartedSince,
  findByKey,
  findOpen,
  findRound,
  insertRound,
  lockPlayerRounds,
  saveProgress,
  type RoundRow,
} from '../platform/rounds';
import { differencesOf } from './differences';
import { loadPictureSets, type PictureSet } from './pictures';
import * as progressOf from './progress';
import type { Dealt, FtoProgress, FtoSecret } from './progress';
import { renderBoard } from './render';
import { ledgerNote } from '../../../contract/ledgerNotes';
import { unwrap } from '../platform/step';
import { earnedCoinsExpireAt } from '../../loyalty/tiers/benefits';

const GAME = 'FTO' as const;
const DAY_MS = 86_400_000;

export interface FtoPlayer {
  id: number;
}

const progressIn = (row: RoundRow): FtoProgress => row.detail as FtoProgress;
const secretIn = (row: RoundRow): FtoSecret => row.outcome as FtoSecret;
const tableIn = (row: RoundRow): FtoTable => row.params as FtoTable;

/** The picture sets a new play is drawn on, in the order the floats index them. */
export function tableOf(sets: readonly PictureSet[]): FtoTable {
  return { sets: sets.map((s) => s.id), differences: sets.map((s) => differencesOf(s).length) };
}

/** The board of a dealt round, rendered from what the play recorded (the same bytes every time). */
function boardOf(row: RoundRow, dealt: Dealt): string {
  const table = tableIn(row);
  const draw = secretIn(row).draws[dealt.round - 1];
  const setId = draw && table.sets[draw.set];
  const set = setId === undefined ? undefined : loadPictureSets().find((s) => s.id === setId);
  // The art of a play in progress was removed from the manifest: the play cannot go on until it is back.
  if (!draw || !set) throw new AppError(409, MSG.gameInPreparation);
  const difference = differencesOf(set)[draw.difference];
  if (!difference) throw new AppError(409, MSG.gameInPreparation);
  const level = ftoLevel(dealt.round);
  return renderBoard({
    set,
    count: level.cards,
    cols: level.cols,
    odd: draw.odd,
    difference,
    subtlety: level.subtlety,
    noiseSeed: Buffer.from(dealt.noise, 'hex'),
  });
}

function dealView(row: RoundRow, dealt: Dealt, now: Date): FtoDeal {
  const level = ftoLevel(dealt.round);
  const renderStarted = performance.now();
  const board = boardOf(row, dealt);
  return {
    round: dealt.round,
    rounds: FTO_ROUNDS,
    board,
    count: level.cards,
    cols: level.cols,
    limitMs: level.ms,
    // After rendering, so the time left the client shows is what is really left.
    deadline: dealt.deadline,
    serverNow: new Date(now.getTime() + (performance.now() - renderStarted)).toISOString(),
  };
}

/** The play as the player may see it: results so far and the open round, never the draws of rounds to come. */
export function playView(row: RoundRow, now: Date): FtoPlay {
  const progress = progressIn(row);
  const proof = row.proof;
  if (!proof) throw new Error(`FTO round ${row.id} has no proof`);
  return {
    id: row.id,
    startedAt: row.created_at.toISOString(),
    results: progress.results,
    deal: progress.dealt ? dealView(row, progress.dealt, now) : null,
    nextRound: progressOf.nextRound(progress),
    coins: progressOf.coinsOf(progress),
    finished: row.state === 'settled',
    proof,
  };
}

/** Free plays left today (GMT+8 business day). */
async function playsLeft(db: Kysely<Database>, playerId: number, now: Date): Promise<number> {
  const started = await countStartedSince(db, playerId, GAME, startOfBusinessDay(now));
  return Math.max(0, GAME_RULES.FTO.freePlaysPerDay - started);
}

/** A round left past its deadline is closed as wrong before anything else looks at the play. */
async function expired(trx: Transaction<Database>, row: RoundRow, now: Date): Promise<RoundRow> {
  const before = progressIn(row);
  const after = progressOf.expireDue(before, secretIn(row), now);
  return after === before ? row : saveProgress(trx, row.id, after, now);
}

export async function ftoStatus(db: Kysely<Database>, player: FtoPlayer, now: Date, maintenance: boolean): Promise<FtoStatus> {
  const open = await db.transaction().execute(async (trx) => {
    await lockPlayerRounds(trx, player.id);
    const row = await findOpen(trx, player.id, GAME);
    return row && expired(trx, row, now);
  });
  return {
    rm: await playsLeft(db, player.id, now),
    playsPerDay: GAME_RULES.FTO.freePlaysPerDay,
    nextPlayAt: new Date(startOfBusinessDay(now).getTime() + DAY_MS).toISOString(),
    maintenance,
    play: open ? playView(open, now) : null,
  };
}

/**
 * Today's play: the unfinished one if there is one (never a second), else a
 * new one while a free play is left. A retry with the same key answers the
 * same play.
 */
export async function startPlay(db: Kysely<Database>, player: FtoPlayer, idempotencyKey: string, now: Date): Promise<FtoPlay> {
  const table = tableOf(loadPictureSets());
  const row = await db.transaction().execute(async (trx) => {
    await lockPlayerRounds(trx, player.id);
    const seen = await findByKey(trx, player.id, idempotencyKey);
    if (seen) {
      if (seen.game !== GAME) throw new AppError(400, MSG.invalidRequest);
      return seen;
    }
    const open = await findOpen(trx, player.id, GAME);
    if (open) return expired(trx, open, now);
    if ((await playsLeft(trx, player.id, now)) <= 0) throw new AppError(409, MSG.noMorePlaysToday);
    const { floats, proof } = await drawOutcome(trx, player.id, FTO_FLOATS_PER_PLAY);
    const draws = Array.from({ length: FTO_ROUNDS }, (_, i) => ftoDraw(floats, i + 1, table));
    return insertRound(trx, {
      playerId: player.id,
      game: GAME,
      idempotencyKey,
      stake: 0,
      proof,
      params: table,
      outcome: { draws } satisfies FtoSecret,
      detail: progressOf.emptyProgress(),
      now,
    });
  });
  return playView(row, now);
}

async function openPlay(trx: Transaction<Database>, player: FtoPlayer, playId: number): Promise<RoundRow> {
  const row = await findRound(trx, player.id, playId);
  if (!row || row.game !== GAME) throw new AppError(404, MSG.invalidGame);
  if (row.state !== 'open') throw new AppError(409, MSG.roundAnswered);
  return row;
}

/** Deal a round: the next one (its clock starts now) or the open one again. */
export async function dealRound(
  db: Kysely<Database>,
  player: FtoPlayer,
  body: { playId: number; round: number },
  now: Date,
): Promise<FtoDeal> {
  const noise = randomBytes(16).toString('hex');
  const { row, dealt } = await db.transaction().execute(async (trx) => {
    await lockPlayerRounds(trx, player.id);
    const play = await expired(trx, await openPlay(trx, player, body.playId), now);
    const step = unwrap(progressOf.deal(progressIn(play), body.round, now, noise));
    return { row: step.fresh ? await saveProgress(trx, play.id, step.progress, now) : play, dealt: step.dealt };
  });
  return dealView(row, dealt, now);
}

export interface AnswerOutcome {
  answer: FtoAnswer;
  /** the play ended and paid coins: the player's other devices should refresh their wallet */
  credited: boolean;
}

/** Answer the open round; the last answer settles the play and credits its coins through the ledger, once. */
export async function answerRound(db: Kysely<Database>, player: FtoPlayer, body: FtoAnswerBody, now: Date): Promise<AnswerOutcome> {
  const { row, result, coin } = await db.transaction().execute(async (trx) => {
    await lockPlayerRounds(trx, player.id);
    // Not expired first: a tap past the deadline is told so (msg.roundTimeUp) and changes nothing.
    const play = await openPlay(trx, player, body.playId);
    const step = unwrap(progressOf.answer(progressIn(play), secretIn(play), body.round, body.card ?? null, now));
    if (!progressOf.isFinished(step.progress)) {
      return { row: await saveProgress(trx, play.id, step.progress, now), result: step.result, coin: undefined };
    }
    const coins = progressOf.coinsOf(step.progress);
    const settled = await saveProgress(trx, play.id, step.progress, now, { payout: coins });
    let summary: Coin | undefined;
    if (coins > 0) {
      await postEntry(trx, {
        playerId: player.id,
        type: 'FINDTHEODD',
        amount: coins,
        idempotencyKey: `fto:${play.id}`,
        ref: `round:${play.id}`,
        note: ledgerNote('ftoReward'),
        expiresAt: await earnedCoinsExpireAt(trx, player.id, now),
      });
      await awardPoints(trx, { playerId: player.id, source: 'fto', sourceId: String(play.id), points: pointsForEarnedCoins(coins), now });
      summary = await getCoinSummary(trx, player.id, now);
    }
    return { row: settled, result: step.result, coin: summary };
  });
  const play = playView(row, now);
  return { answer: { result, play, ...(coin ? { coin } : {}) }, credited: coin !== undefined };
}
