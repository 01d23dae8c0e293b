// Rock scissor paper's service: searching, matching (with a player of the
// same bet, or the house once the wait is over), moves, quitting, the
// clock's deadlines and settlement. Every write is one transaction on shared
// rows (store.ts), so any process may take any call or deadline; the match
// row's lock decides each step once, and settlement happens in the step
// that ends the match, so it is paid once. What changed is pushed to each
// human side after the commit, through the socket.io adapter to whichever
// process holds their sockets.
import type { Kysely, Transaction } from 'kysely';
import { MSG } from '../../../contract/errors';
import type { RspMatchView, RspPush, RspReply, RspSearch } from '../../../contract/games/rsp';
import { RSP_FLOATS, rspHouseHands, type Hand } from '../../../contract/games/rspRules';
import type { BetBounds } from '../../../contract/games/wager';
import type { OutcomeProof } from '../../../contract/schemas/fairness';
import type { Database } from '../../db/schema';
import { drawOutcome } from '../../fairness/outcome';
import { AppError } from '../../http/errors';
import { lockBalance, shortOfCoins } from '../../ledger';
import type { PlayFeed } from '../../lib/plays';
import type { Realtime } from '../../realtime/hub';
import { postTextMessage } from '../../notify/inbox';
import { insertRound, lockPlayerRounds, saveProgress } from '../platform/rounds';
import { checkStake, creditPayout, debitStake } from '../wager/stake';
import { absentMessage } from './absentMessage';
import * as rules from './match';
import type { RspMatch, Side } from './match';
import {
  lockQueue,
  matchIn,
  opponentFor,
  playersOf,
  runningMatch,
  searchOf,
  sideOf,
  writeMatch,
  type MatchRow,
  type SearchRow,
} from './store';

const GAME = 'ROCKSCISSORPAPER' as const;
/** How long a search waits for a player before the house plays, unless an operator set options.rsp.houseWaitSeconds. */
export const HOUSE_WAIT_DEFAULT_S = 10;
export const HOUSE_WAIT_OPTION = 'rsp.houseWaitSeconds';

export interface RspDeps {
  db: Kysely<Database>;
  realtime: Realtime;
  /** read as an answer or a push leaves, for the serverNow the phone sets its countdown by */
  clock: () => Date;
  /** told of each human side's ended match, after the commit (lib/plays.ts) */
  plays?: PlayFeed | undefined;
}

export interface Push {
  playerId: number;
  /** a game event, or null: the player's inbox changed (a message about a match they were not there for) */
  event: RspPush | null;
}

/** What a human side's round keeps: the match it staked on. */
interface SideDetail {
  matchId: number;
  side: Side;
}

/**
 * An answer's or a push's server time, set as it leaves (after the commit)
 * rather than when its step was received: the phone counts the round down
 * by it, and a step answered seconds late must not hand it seconds already
 * gone.
 */
const stampedView = (view: RspMatchView, at: string): RspMatchView => ({ ...view, serverNow: at });
function stamped(event: RspPush, at: string): RspPush {
  switch (event.type) {
    case 'roundStarted':
      return { ...event, serverNow: at };
    case 'matched':
    case 'matchEnded':
      return { ...event, match: stampedView(event.match, at) };
    default:
      return event;
  }
}

export function send(deps: RspDeps, pushes: readonly Push[]): void {
  const at = deps.clock().toISOString();
  for (const { playerId, event } of pushes) {
    deps.realtime.toPlayer(
      playerId,
      event ? { type: 'game', slug: 'rock-scissor-paper', event: stamped(event, at) } : { type: 'stale', reason: 'inbox' },
    );
    if (event?.type === 'matchEnded') deps.plays?.finished({ playerId, game: 'ROCKSCISSORPAPER' });
  }
}

const searchView = (row: SearchRow): RspSearch => ({ bet: row.bet, since: row.since.toISOString(), houseAt: row.house_at.toISOString() });

export async function houseWaitMs(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('options').select('value').where('name', '=', HOUSE_WAIT_OPTION).executeTakeFirst();
  const seconds = Number(row?.value);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : HOUSE_WAIT_DEFAULT_S) * 1000;
}

/** What changed between two states of a match, as each human side is told it. */
export function pushesFor(row: Pick<MatchRow, 'player_a' | 'player_b'>, before: RspMatch | null, after: RspMatch, now: Date): Push[] {
  const pushes: Push[] = [];
  playersOf(row).forEach((playerId, i) => {
    if (playerId === null) return;
    const side = i as Side;
    const view = rules.viewOf(after, side, now);
    const tell = (event: RspPush) => pushes.push({ playerId, event });
    if (!before) {
      tell({ type: 'matched', match: view });
      return;
    }
    for (const round of view.rounds.slice(before.rounds.length)) tell({ type: 'roundResult', matchId: after.id, round, score: view.score });
    if (after.ended) {
      if (!before.ended) tell({ type: 'matchEnded', match: view });
      return;
    }
    if (view.current && before.current?.round !== view.current.round) {
      tell({ type: 'roundStarted', matchId: after.id, round: view.current, serverNow: view.serverNow });
      return;
    }
    const them: Side = side === 0 ? 1 : 0;
    if (after.current && before.current && after.current.hands[them] !== null && before.current.hands[them] === null) {
      tell({ type: 'opponentReady', matchId: after.id, round: after.current.round });
    }
  });
  return pushes;
}

/** Stores a step of a match; the step that ends it settles both sides' rounds and pays them, once. */
async function storeStep(trx: Transaction<Database>, row: MatchRow, before: RspMatch, after: RspMatch, now: Date): Promise<Push[]> {
  if (after === before) return [];
  await writeMatch(trx, row.id, after, now);
  const told: Push[] = [];
  const paid = !before.ended ? rules.settlement(after) : null;
  if (paid) {
    const rounds = [row.round_a, row.round_b];
    for (const [i, playerId] of playersOf(row).entries()) {
      const roundId = rounds[i];
      const payout = paid.payouts[i] ?? 0;
      if (playerId === null || roundId === null || roundId === undefined) continue;
      await saveProgress(trx, roundId, { matchId: row.id, side: i as Side } satisfies SideDetail, now, { payout });
      await creditPayout(trx, { playerId, historyType: 'ROCKPAPERSCISSORS', roundId, payout, now });
      const absent = absentMessage(after, i as Side);
      if (absent) {
        await postTextMessage(trx, { playerId, ...absent, img: 'inbox/notice.svg', at: now });
        told.push({ playerId, event: null });
      }
    }
  }
  return [...pushesFor(row, before, after, now), ...told];
}

/** Against the house: its hands for every round, drawn from side a's seed, and the proof they were drawn on. */
interface HouseDraw {
  hands: Hand[];
  proof: OutcomeProof;
}

/** A new match row, its human sides' rounds and stakes, the match in its countdown. */
async function openMatch(
  trx: Transaction<Database>,
  a: SearchRow,
  b: SearchRow | null,
  house: HouseDraw | null,
  now: Date,
): Promise<Push[]> {
  const humans = b ? [a, b] : [a];
  const rounds = [];
  for (const [i, s] of humans.entries()) {
    rounds.push(
      await insertRound(trx, {
        playerId: s.player_id,
        game: GAME,
        idempotencyKey: s.idempotency_key,
        stake: s.bet,
        proof: i === 0 && house ? house.proof : null,
        params: { opponent: b ? 'player' : 'house' },
        outcome: house ? { house: house.hands } : {},
        detail: {},
        now,
      }),
    );
  }
  const [roundA, roundB] = rounds;
  if (!roundA) throw new Error('a match needs a player');
  const row = await trx
    .insertInto('rsp_matches')
    .values({
      player_a: a.player_id,
      round_a: roundA.id,
      player_b: b?.player_id ?? null,
      round_b: roundB?.id ?? null,
      state: '{}',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const [i, s] of humans.entries()) {
    const round = rounds[i];
    if (!round) continue;
    await debitStake(trx, { playerId: s.player_id, historyType: 'ROCKPAPERSCISSORS', roundId: round.id, bet: s.bet, now });
    await saveProgress(trx, round.id, { matchId: row.id, side: i as Side } satisfies SideDetail, now);
  }
  await trx
    .deleteFrom('rsp_searches')
    .where(
      'player_id',
      'in',
      humans.map((s) => s.player_id),
    )
    .execute();
  const match = rules.createMatch({ id: row.id, bet: a.bet, house: house?.hands ?? null, now });
  const stored = await writeMatch(trx, row.id, match, now);
  return pushesFor(stored, null, match, now);
}

/** Whether the player can cover `coins` now; their balance row stays locked, so no other move spends it before the stake. */
async function hasCoins(trx: Transaction<Database>, playerId: number, coins: number): Promise<boolean> {
  return (await lockBalance(trx, playerId)).available >= coins;
}

/** Where the player stands now: the running match (brought to now) or the search, with the search's row for the caller that decides on it. */
async function standing(
  trx: Transaction<Database>,
  playerId: number,
  now: Date,
): Promise<{ reply: RspReply; pushes: Push[]; waiting: SearchRow | null }> {
  const row = await runningMatch(trx, playerId, { lock: true });
  if (row) {
    const before = matchIn(row);
    const after = rules.expireDue(before, now);
    const pushes = await storeStep(trx, row, before, after, now);
    return { reply: { search: null, match: rules.viewOf(after, sideOf(row, playerId), now) }, pushes, waiting: null };
  }
  const search = await searchOf(trx, playerId);
  return { reply: { search: search ? searchView(search) : null, match: null }, pushes: [], waiting: search ?? null };
}

interface Outcome {
  reply: RspReply;
  pushes: Push[];
  /** a refusal to answer after the commit (the match may have moved on its clock first) */
  refusal?: AppError;
}

async function run(deps: RspDeps, fn: (trx: Transaction<Database>) => Promise<Outcome>): Promise<RspReply> {
  const out = await deps.db.transaction().execute(fn);
  send(deps, out.pushes);
  if (out.refusal) throw out.refusal;
  const { match } = out.reply;
  return match ? { ...out.reply, match: stampedView(match, deps.clock().toISOString()) } : out.reply;
}

/**
 * Stake `bet` and look for an opponent: the longest-waiting player with the
 * same bet is matched at once; otherwise the search waits (the house plays
 * it at houseAt). A retry with the same key, or a search while a match runs,
 * answers where the player stands.
 */
export async function search(
  deps: RspDeps,
  playerId: number,
  body: { bet: number; idempotencyKey: string },
  bounds: BetBounds,
  now: Date,
): Promise<RspReply> {
  const wait = await houseWaitMs(deps.db);
  return run(deps, async (trx) => {
    await lockQueue(trx, body.bet);
    await lockPlayerRounds(trx, playerId);
    const here = await standing(trx, playerId, now);
    if (here.reply.match) return here;
    const { waiting } = here;
    if (waiting)
      return waiting.idempotency_key === body.idempotencyKey ? here : { ...here, refusal: new AppError(409, MSG.finishPlayFirst) };
    await checkStake(trx, { playerId, bet: body.bet, bounds, now });
    const balance = await lockBalance(trx, playerId);
    if (balance.available < body.bet) throw new AppError(400, shortOfCoins(balance, body.bet, MSG.insufficientCoins));
    const mine: SearchRow = {
      player_id: playerId,
      bet: body.bet,
      idempotency_key: body.idempotencyKey,
      since: now,
      house_at: new Date(now.getTime() + wait),
    };
    const pushes: Push[] = [];
    for (;;) {
      const them = await opponentFor(trx, playerId, body.bet);
      if (!them) break;
      await lockPlayerRounds(trx, them.player_id);
      if (await hasCoins(trx, them.player_id, them.bet)) {
        // The one who waited longer is side a.
        pushes.push(...(await openMatch(trx, them, mine, null, now)));
        const after = await standing(trx, playerId, now);
        return { reply: after.reply, pushes: [...pushes, ...after.pushes] };
      }
      // Their coins went elsewhere while they waited: their search ends, the next one is tried.
      await trx.deleteFrom('rsp_searches').where('player_id', '=', them.player_id).execute();
      pushes.push({ playerId: them.player_id, event: { type: 'searchEnded', reason: MSG.insufficientCoins } });
    }
    await trx.insertInto('rsp_searches').values(mine).execute();
    return { reply: { search: searchView(mine), match: null }, pushes };
  });
}

/** Stop searching; a match already made goes on (the answer says so). */
export function cancel(deps: RspDeps, playerId: number, now: Date): Promise<RspReply> {
  return run(deps, async (trx) => {
    await lockPlayerRounds(trx, playerId);
    await trx.deleteFrom('rsp_searches').where('player_id', '=', playerId).execute();
    return standing(trx, playerId, now);
  });
}

export const resume = (deps: RspDeps, playerId: number, now: Date): Promise<RspReply> => run(deps, (trx) => standing(trx, playerId, now));

/** A step of the player's running match: `step` gets the match brought to now and the player's side. */
function stepMatch(
  deps: RspDeps,
  playerId: number,
  matchId: number,
  now: Date,
  step: (match: RspMatch, side: Side) => rules.Step<rules.Moved>,
): Promise<RspReply> {
  return run(deps, async (trx) => {
    const row = await runningMatch(trx, playerId, { lock: true });
    if (!row || row.id !== matchId) {
      const ended = await trx
        .selectFrom('rsp_matches')
        .selectAll()
        .where('id', '=', matchId)
        .where((eb) => eb.or([eb('player_a', '=', playerId), eb('player_b', '=', playerId)]))
        .executeTakeFirst();
      // A move or quit that reaches a match already over answers it as it ended.
      if (ended) return { reply: { search: null, match: rules.viewOf(matchIn(ended), sideOf(ended, playerId), now) }, pushes: [] };
      throw new AppError(404, MSG.invalidGame);
    }
    const side = sideOf(row, playerId);
    const before = matchIn(row);
    const due = rules.expireDue(before, now);
    const moved = step(due, side);
    const after = moved.ok ? moved.value.match : due;
    const pushes = await storeStep(trx, row, before, after, now);
    const reply = { search: null, match: rules.viewOf(after, side, now) };
    return moved.ok ? { reply, pushes } : { reply, pushes, refusal: new AppError(moved.refusal.status, moved.refusal.key) };
  });
}

export const move = (deps: RspDeps, playerId: number, body: { matchId: number; round: number; hand: Hand }, now: Date): Promise<RspReply> =>
  stepMatch(deps, playerId, body.matchId, now, (m, side) => rules.move(m, side, body.round, body.hand, now));

export const quit = (deps: RspDeps, playerId: number, matchId: number, now: Date): Promise<RspReply> =>
  stepMatch(deps, playerId, matchId, now, (m, side) => rules.quit(m, side, now));

/** The deadline job's step for one match: rounds past their time are closed; a match another process holds is left to it. */
export async function expireMatch(deps: RspDeps, matchId: number, now: Date): Promise<boolean> {
  const pushes = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('rsp_matches')
      .selectAll()
      .where('id', '=', matchId)
      .where('ended', '=', false)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return null;
    const before = matchIn(row);
    return storeStep(trx, row, before, rules.expireDue(before, now), now);
  });
  if (pushes) send(deps, pushes);
  return pushes !== null && pushes.length > 0;
}

/** The house plays a search whose wait is over (drawn from the player's seed now, before any move); false when it was gone. */
export async function playHouse(deps: RspDeps, wanted: SearchRow, now: Date): Promise<boolean> {
  const pushes = await deps.db.transaction().execute(async (trx) => {
    await lockQueue(trx, wanted.bet);
    await lockPlayerRounds(trx, wanted.player_id);
    const row = await trx.selectFrom('rsp_searches').selectAll().where('player_id', '=', wanted.player_id).executeTakeFirst();
    if (!row || row.house_at.getTime() > now.getTime()) return null;
    if (!(await hasCoins(trx, row.player_id, row.bet))) {
      await trx.deleteFrom('rsp_searches').where('player_id', '=', row.player_id).execute();
      return [{ playerId: row.player_id, event: { type: 'searchEnded', reason: MSG.insufficientCoins } } satisfies Push];
    }
    const { floats, proof } = await drawOutcome(trx, row.player_id, RSP_FLOATS);
    return openMatch(trx, row, null, { hands: rspHouseHands(floats), proof }, now);
  });
  if (pushes) send(deps, pushes);
  return pushes !== null;
}

/** The player's match as they see it now, for the status call (read only: the job and the next call store the clock's steps). */
export async function matchView(
  db: Kysely<Database>,
  playerId: number,
  now: Date,
): Promise<{ search: RspSearch | null; match: RspMatchView | null }> {
  const row = await runningMatch(db, playerId);
  if (row) return { search: null, match: rules.viewOf(rules.expireDue(matchIn(row), now), sideOf(row, playerId), now) };
  const s = await searchOf(db, playerId);
  return { search: s ? searchView(s) : null, match: null };
}
