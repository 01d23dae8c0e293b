import { describe, expect, it } from 'vitest';
import type { RspMatchView, RspOpenRound } from '../../../contract/games/rsp';
import { RSP_ROUND_MS } from '../../../contract/games/rspRules';
import { coinText, fill, lookOf, roundOutcome } from './frame';

const T0 = Date.parse('2026-11-25T04:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function open(round: number, startsAt: number, extra: Partial<RspOpenRound> = {}): RspOpenRound {
  return {
    round,
    startsAt: iso(startsAt),
    deadline: iso(startsAt + RSP_ROUND_MS),
    final: false,
    yourHand: null,
    opponentReady: false,
    ...extra,
  };
}

function match(extra: Partial<RspMatchView>): RspMatchView {
  return {
    id: 7,
    bet: 10,
    prize: 19.4,
    opponent: 'house',
    phase: 'round',
    serverNow: iso(T0),
    current: null,
    score: { you: 0, opponent: 0 },
    rounds: [],
    misses: 0,
    result: null,
    houseHands: null,
    ...extra,
  };
}

describe('lookOf', () => {
  it('counts down to the house on the server clock while searching', () => {
    const search = { bet: 10, since: iso(T0), houseAt: iso(T0 + 10_000) };
    expect(lookOf({ kind: 'searching', search, serverNow: iso(T0) }, T0 + 2_500)).toMatchObject({
      state: 'searching',
      seconds: 8,
      ring: 0.75,
    });
    expect(lookOf({ kind: 'searching', search, serverNow: iso(T0) }, T0 + 12_000)).toMatchObject({ seconds: 0, ring: 0 });
  });

  it('shows the countdown before round 1, then the round with its time left', () => {
    const m = match({ current: open(1, T0 + 3_000), phase: 'countdown' });
    const push = { kind: 'match', match: m, serverNow: iso(T0) } as const;
    expect(lookOf(push, T0 + 200)).toMatchObject({ state: 'countdown', seconds: 3, round: 1 });
    expect(lookOf(push, T0 + 3_000)).toMatchObject({ state: 'choosing', seconds: 10, ring: 1 });
    expect(lookOf(push, T0 + 10_500)).toMatchObject({ state: 'choosing', seconds: 3, ring: 0.25 });
  });

  it('waits once the player moved or the time is up, and says when the opponent is ready', () => {
    const moved = match({ current: open(1, T0, { yourHand: 'paper', opponentReady: true }) });
    expect(lookOf({ kind: 'match', match: moved, serverNow: iso(T0) }, T0 + 4_000)).toMatchObject({
      state: 'waiting',
      yourHand: 'paper',
      opponentReady: true,
    });
    const late = match({ current: open(1, T0) });
    expect(lookOf({ kind: 'match', match: late, serverNow: iso(T0) }, T0 + RSP_ROUND_MS + 100)).toMatchObject({
      state: 'waiting',
      seconds: 0,
    });
  });

  it('keeps the revealed hands on the table through the break and marks the final round', () => {
    const r1 = { round: 1, you: 'rock', opponent: 'scissor', winner: 'you' } as const;
    const m = match({ rounds: [r1], score: { you: 1, opponent: 0 }, current: open(2, T0 + 3_000, { final: false }) });
    expect(lookOf({ kind: 'match', match: m, serverNow: iso(T0) }, T0 + 1_000)).toMatchObject({ state: 'reveal', round: 2, revealed: r1 });
    const between = match({ rounds: [r1], current: null });
    expect(lookOf({ kind: 'match', match: between, serverNow: iso(T0) }, T0)).toMatchObject({ state: 'reveal', round: 1, revealed: r1 });
    const final = match({
      rounds: [r1, { round: 2, you: 'rock', opponent: 'paper', winner: 'opponent' }],
      current: open(3, T0, { final: true }),
    });
    expect(lookOf({ kind: 'match', match: final, serverNow: iso(T0) }, T0 + 1)).toMatchObject({ state: 'choosing', final: true, round: 3 });
  });

  it('ends won, lost or void with the last round on the table', () => {
    const r = { round: 3, you: null, opponent: 'rock', winner: 'opponent' } as const;
    for (const outcome of ['won', 'lost', 'void'] as const) {
      const m = match({ rounds: [r], result: { outcome, reason: 'rounds', payout: 0 }, phase: 'ended' });
      expect(lookOf({ kind: 'match', match: m, serverNow: iso(T0) }, T0)).toMatchObject({ state: outcome, revealed: r, seconds: null });
    }
  });

  it('is idle with nothing running', () => {
    expect(lookOf({ kind: 'idle' }, T0).state).toBe('idle');
  });
});

describe('texts', () => {
  it('reads a round from the player side', () => {
    expect(roundOutcome({ round: 1, you: 'rock', opponent: 'scissor', winner: 'you' })).toBe('won');
    expect(roundOutcome({ round: 1, you: null, opponent: 'rock', winner: 'opponent' })).toBe('lost');
    expect(roundOutcome({ round: 1, you: 'rock', opponent: 'rock', winner: null })).toBe('draw');
  });
  it('fills placeholders and writes coins', () => {
    expect(fill('Round {{0}} of {{1}}', 2, 3)).toBe('Round 2 of 3');
    expect(coinText(19.4)).toBe('19.40');
    expect(coinText(20)).toBe('20');
  });
});
