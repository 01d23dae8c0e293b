import { describe, expect, it } from 'vitest';
import type { RspHistoryRow, RspMatchView } from '../../../contract/games/rsp';
import { RSP_FLOATS, rspHouseHands } from '../../../contract/games/rspRules';
import { rspRoundsToVerify } from './verify';

const floats = Array.from({ length: RSP_FLOATS }, (_, i) => ((i * 7919) % 1000) / 1000);
const house = rspHouseHands(floats);
const proof = { serverSeedHash: 'h'.repeat(64), clientSeed: 'c', nonce: 3 };
const match = (extra: Partial<RspMatchView>): RspMatchView => ({
  id: 11,
  bet: 10,
  prize: 19.4,
  opponent: 'house',
  phase: 'ended',
  serverNow: '2026-11-25T04:00:00.000Z',
  current: null,
  score: { you: 0, opponent: 2 },
  misses: 0,
  result: { outcome: 'lost', reason: 'rounds', payout: 0 },
  rounds: [
    { round: 1, you: null, opponent: house[0] ?? null, winner: 'opponent' },
    { round: 2, you: null, opponent: house[1] ?? null, winner: 'opponent' },
  ],
  houseHands: house.slice(0, 2),
  ...extra,
});
const row = (m: RspMatchView, withProof = true): RspHistoryRow => ({
  status: 'SUCCESS',
  date: '2026-11-25T04:00:00.000Z',
  match: m,
  proof: withProof ? proof : null,
});

describe('rspRoundsToVerify', () => {
  it('recomputes the house hands of a match against the house and finds them equal', () => {
    const [round] = rspRoundsToVerify([row(match({}))]);
    expect(round?.floats).toBe(RSP_FLOATS);
    expect(round?.rowId).toBe(11);
    expect(round?.check(floats)).toMatchObject({ ok: true });
  });

  it('fails when a recorded hand or a played round differs from the draw', () => {
    const other = house[0] === 'rock' ? 'paper' : 'rock';
    const [forged] = rspRoundsToVerify([row(match({ houseHands: [other, ...house.slice(1, 2)] }))]);
    expect(forged?.check(floats).ok).toBe(false);
    const [played] = rspRoundsToVerify([row(match({ rounds: [{ round: 1, you: null, opponent: other, winner: 'opponent' }] }))]);
    expect(played?.check(floats).ok).toBe(false);
  });

  it('has nothing to verify between two players or without a proof', () => {
    expect(rspRoundsToVerify([row(match({ opponent: 'player', houseHands: null }), false), row(match({}), false)])).toEqual([]);
  });
});
