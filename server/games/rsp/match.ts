// A rock scissor paper match as a pure state machine: no clock (every call
// takes `now`), no database, no socket. The service keeps the RspMatch as
// JSON wherever every process sees it, brings it to `now` with expireDue
// before anything else, runs one of these under its lock and persists what
// they return; every rule of contract/games/rspRules.ts is a unit test here.
// Side 0 is a player; side 1 is the second player or the house. Instants
// are epoch milliseconds: plain arithmetic, and the state stays plain JSON.
import { MSG } from '../../../contract/errors';
import type { RspMatchView, RspRoundView } from '../../../contract/games/rsp';
import {
  beats,
  RSP_BREAK_MS,
  RSP_CLOSE_MARGIN_MS,
  RSP_COUNTDOWN_MS,
  RSP_GRACE_MS,
  RSP_MAX_MISSES,
  RSP_MAX_ROUNDS,
  RSP_ROUND_MS,
  RSP_WINS_NEEDED,
  rspPayout,
  type Hand,
  type RspEndReason,
  type RspPhase,
} from '../../../contract/games/rspRules';
import { refuse, type Step } from '../platform/step';

export type Side = 0 | 1;
export type Pair<T> = [T, T];
const SIDES = [0, 1] as const;
const other = (side: Side): Side => (side === 0 ? 1 : 0);
const pairOf = <T>(f: (side: Side) => T): Pair<T> => [f(0), f(1)];

export interface OpenRound {
  round: number;
  startsAt: number;
  deadline: number;
  /** each side's move so far: secret from the other side until the reveal */
  hands: Pair<Hand | null>;
}

export interface PlayedRound {
  round: number;
  /** null: that side did not move in time */
  hands: Pair<Hand | null>;
  /** null: a drawn round (same hands, or neither moved), replayed */
  winner: Side | null;
  revealedAt: number;
}

export type Ending =
  | { winner: Side; reason: Exclude<RspEndReason, 'exhausted'>; at: number }
  /** void: both stakes are returned */
  | { winner: null; reason: Extract<RspEndReason, 'exhausted' | 'abandoned'>; at: number };

export interface RspMatch {
  id: number;
  bet: number;
  /** against the house: its hand for each round (rspHouseHands), secret until the match ends; null between two players */
  house: Hand[] | null;
  createdAt: number;
  rounds: PlayedRound[];
  /** the round being played, or the next one during the countdown and the break; null once ended */
  current: OpenRound | null;
  /** rounds each side missed in a row */
  misses: Pair<number>;
  ended: Ending | null;
}

export type { Refusal, Step } from '../platform/step';

export interface Moved {
  match: RspMatch;
  /** false: a repeat, or nothing left to change; the match is as it was */
  changed: boolean;
}
const unchanged = (match: RspMatch): Step<Moved> => ({ ok: true, value: { match, changed: false } });

const isHouse = (m: RspMatch, side: Side): boolean => m.house !== null && side === 1;

function openRound(round: number, startsAt: number): OpenRound {
  return { round, startsAt, deadline: startsAt + RSP_ROUND_MS, hands: [null, null] };
}

/** A match just made: its countdown runs until round 1 starts. */
export function createMatch(opts: { id: number; bet: number; house: Hand[] | null; now: Date }): RspMatch {
  if (!Number.isInteger(opts.bet) || opts.bet < 1) throw new RangeError(`a bet is whole coins, got ${opts.bet}`);
  if (opts.house && opts.house.length < RSP_MAX_ROUNDS)
    throw new RangeError(`the house needs ${RSP_MAX_ROUNDS} hands, got ${opts.house.length}`);
  return {
    id: opts.id,
    bet: opts.bet,
    house: opts.house,
    createdAt: opts.now.getTime(),
    rounds: [],
    current: openRound(1, opts.now.getTime() + RSP_COUNTDOWN_MS),
    misses: [0, 0],
    ended: null,
  };
}

/** Rounds won by each side. */
export const winsOf = (m: RspMatch): Pair<number> => pairOf((side) => m.rounds.filter((r) => r.winner === side).length);

function roundWinner([a, b]: Pair<Hand | null>): Side | null {
  if (a && b) return beats(a, b) ? 0 : beats(b, a) ? 1 : null;
  return a ? 0 : b ? 1 : null;
}

/** How the match ends after its latest round, if it does: two wins, then abandonment, then the round budget. */
function endingAfter(m: RspMatch, at: number): Ending | null {
  const wins = winsOf(m);
  const champion = SIDES.find((side) => wins[side] >= RSP_WINS_NEEDED);
  if (champion !== undefined) return { winner: champion, reason: 'rounds', at };
  const gone = SIDES.filter((side) => m.misses[side] >= RSP_MAX_MISSES);
  if (gone.length === 2) return { winner: null, reason: 'abandoned', at };
  if (gone[0] !== undefined) return { winner: other(gone[0]), reason: 'abandoned', at };
  if (m.rounds.length >= RSP_MAX_ROUNDS) return { winner: null, reason: 'exhausted', at };
  return null;
}

/** Close the current round at `at`: the house's hand joins, the winner is decided, the next round is set or the match ends. */
function reveal(m: RspMatch, current: OpenRound, at: number): RspMatch {
  const { round } = current;
  const hands = pairOf((side) => (isHouse(m, side) ? (m.house?.[round - 1] ?? null) : current.hands[side]));
  const played: RspMatch = {
    ...m,
    rounds: [...m.rounds, { round, hands, winner: roundWinner(hands), revealedAt: at }],
    misses: pairOf((side) => (hands[side] === null ? m.misses[side] + 1 : 0)),
  };
  const ended = endingAfter(played, at);
  return { ...played, ended, current: ended ? null : openRound(round + 1, at + RSP_BREAK_MS) };
}

/**
 * The instant after which expireDue changes the match (its timer), or null
 * once ended: the margin after the last instant a move counts, so a move
 * received by then and still waiting for the match's lock finds it open.
 */
export const dueAt = (m: RspMatch): number | null => (m.current ? m.current.deadline + RSP_GRACE_MS + RSP_CLOSE_MARGIN_MS : null);

/**
 * Close every round due by `now` (its deadline, grace and margin passed): a
 * side with no move loses it, neither moving draws it. Each closes at its
 * own due instant, so a match left alone for minutes reads the same
 * whenever a process gets to it (it ends within RSP_MAX_MISSES rounds).
 * Every step calls this with its own receipt time, so a step received later
 * than a move may run first without closing the round under it, as long as
 * the move waits less than RSP_CLOSE_MARGIN_MS for the lock.
 */
export function expireDue(m: RspMatch, now: Date): RspMatch {
  let match = m;
  for (let due = dueAt(match); match.current && due !== null && now.getTime() > due; due = dueAt(match)) {
    match = reveal(match, match.current, due);
  }
  return match;
}

/**
 * `side` plays `hand` in `round`, received at `now`. Refused: the house's
 * side (400), a round that is not the open one (409 roundNotOpen), a move
 * before the round's start less the grace (roundNotOpen) or after its
 * deadline plus the grace, still open in its margin or closed without this
 * side's move (409 roundTimeUp). A repeat
 * changes nothing, whatever its hand. When every side that moves is in, the
 * round is revealed at once.
 */
export function move(m: RspMatch, side: Side, round: number, hand: Hand, now: Date): Step<Moved> {
  if (isHouse(m, side)) return refuse(400, MSG.invalidRequest);
  const played = m.rounds.find((r) => r.round === round);
  if (played) return played.hands[side] !== null ? unchanged(m) : refuse(409, MSG.roundTimeUp);
  const { current } = m;
  const t = now.getTime();
  if (!current || current.round !== round || t < current.startsAt - RSP_GRACE_MS) return refuse(409, MSG.roundNotOpen);
  if (t > current.deadline + RSP_GRACE_MS) return refuse(409, MSG.roundTimeUp);
  if (current.hands[side] !== null) return unchanged(m);
  const hands = pairOf((s) => (s === side ? hand : current.hands[s]));
  const moved = { ...current, hands };
  const allIn = SIDES.every((s) => isHouse(m, s) || hands[s] !== null);
  return { ok: true, value: { match: allIn ? reveal(m, moved, t) : { ...m, current: moved }, changed: true } };
}

/**
 * `side` leaves the match on purpose: it is lost, the other side wins it
 * (the house keeps the stake). Rounds already due are closed first, so a
 * match that had ended by then keeps its result; quitting an ended match
 * changes nothing.
 */
export function quit(m: RspMatch, side: Side, now: Date): Step<Moved> {
  if (isHouse(m, side)) return refuse(400, MSG.invalidRequest);
  const match = expireDue(m, now);
  if (match.ended) return { ok: true, value: { match, changed: match !== m } };
  const ended: Ending = { winner: other(side), reason: 'quit', at: now.getTime() };
  return { ok: true, value: { match: { ...match, current: null, ended }, changed: true } };
}

export interface Settlement {
  ending: Ending;
  /** coins paid to each side: rspPayout to the winner, 0 to the loser, the bet back to both when void; null for the house, which stakes no coins */
  payouts: Pair<number | null>;
}

/** What an ended match pays; null while it runs. */
export function settlement(m: RspMatch): Settlement | null {
  const { ended } = m;
  if (!ended) return null;
  const paid = (side: Side): number => (ended.winner === null ? m.bet : ended.winner === side ? rspPayout(m.bet) : 0);
  return { ending: ended, payouts: pairOf((side) => (isHouse(m, side) ? null : paid(side))) };
}

function phaseOf(m: RspMatch, now: Date): RspPhase {
  if (!m.current) return 'ended';
  if (now.getTime() >= m.current.startsAt) return 'round';
  return m.rounds.length === 0 ? 'countdown' : 'reveal';
}

/**
 * What `side` may see of a match already brought to `now` (expireDue): its
 * own move, whether the opponent has moved, revealed rounds, and the house's
 * hands only once the match has ended.
 */
export function viewOf(m: RspMatch, side: Side, now: Date): RspMatchView {
  const them = other(side);
  const wins = winsOf(m);
  const final = wins[0] === RSP_WINS_NEEDED - 1 && wins[1] === RSP_WINS_NEEDED - 1;
  const { current } = m;
  const rounds = m.rounds.map(
    (r): RspRoundView => ({
      round: r.round,
      you: r.hands[side],
      opponent: r.hands[them],
      winner: r.winner === null ? null : r.winner === side ? 'you' : 'opponent',
    }),
  );
  const paid = settlement(m);
  return {
    id: m.id,
    bet: m.bet,
    prize: rspPayout(m.bet),
    opponent: isHouse(m, them) ? 'house' : 'player',
    phase: phaseOf(m, now),
    serverNow: now.toISOString(),
    current: current && {
      round: current.round,
      startsAt: new Date(current.startsAt).toISOString(),
      deadline: new Date(current.deadline).toISOString(),
      final,
      yourHand: current.hands[side],
      opponentReady: isHouse(m, them) || current.hands[them] !== null,
    },
    score: { you: wins[side], opponent: wins[them] },
    rounds,
    misses: m.misses[side],
    result: paid && {
      outcome: paid.ending.winner === null ? 'void' : paid.ending.winner === side ? 'won' : 'lost',
      reason: paid.ending.reason,
      payout: paid.payouts[side] ?? 0,
    },
    houseHands: m.ended && m.house ? m.house.slice(0, RSP_MAX_ROUNDS) : null,
  };
}
