import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floatsWith, webHmacSha256 } from '../../../contract/fairness';
import type { RevealedSeed } from '../../../contract/schemas/fairness';
import type { PrizeOdds } from '../../../contract/schemas/games';
import type { SpinHistoryRow } from '../../../contract/games/wheel';
import { verifySeed } from '../verifySeed';
import { landing, landingOnRound, landingText, weightsOf, wheelRoundsToVerify } from './verify';

const verifyWheel = (s: RevealedSeed, table: PrizeOdds[], rows: SpinHistoryRow[]) =>
  verifySeed(s, wheelRoundsToVerify('spin-wheel', table, rows), webHmacSha256);

const label = (s: string) => ({ en: s, zh: s, ms: s });
const TABLE: PrizeOdds[] = [
  { index: 1, label: label('RM 10'), creditRm: 10, multiplier: 0.3333, probability: 0.3, weight: 300 },
  { index: 0, label: label('RM 5'), creditRm: 5, multiplier: 0.1667, probability: 0.6, weight: 600 },
  { index: 2, label: label('RM 50'), creditRm: 50, multiplier: 1.6667, probability: 0.1, weight: 100 },
];
const SERVER_SEED = 'a'.repeat(64);
const HASH = createHash('sha256').update(SERVER_SEED).digest('hex');
const seed: RevealedSeed = {
  serverSeed: SERVER_SEED,
  serverSeedHash: HASH,
  clientSeed: 'lucky',
  nonce: 3,
  createdAt: '2026-01-01T00:00:00Z',
  revealedAt: '2026-01-02T00:00:00Z',
};

async function row(nonce: number, clientSeed: string, tamper = false): Promise<SpinHistoryRow> {
  const [f] = await floatsWith(webHmacSha256, SERVER_SEED, clientSeed, nonce, 1);
  const hit = landing(f ?? 0, TABLE);
  return {
    id: 100 + nonce,
    date: '2026-01-01T10:00:00Z',
    status: 'SUCCESS',
    spin: nonce + 1,
    credit: tamper ? hit.credit + 5 : hit.credit,
    match: hit.slot,
    reward: 'x',
    name: 'Spin Wheel',
    multiplier: 0,
    amount: 30,
    coinOut: 0,
    clock: null,
    proof: { serverSeedHash: HASH, clientSeed, nonce },
  };
}

describe('fairness verifier', () => {
  it('maps floats on the integer weights in wheel order', () => {
    expect(weightsOf(TABLE).weights).toEqual([600, 300, 100]);
    expect(landing(0, TABLE)).toEqual({ slot: 0, credit: 5 });
    expect(landing(0.6, TABLE)).toEqual({ slot: 1, credit: 10 });
    expect(landing(0.95, TABLE)).toEqual({ slot: 2, credit: 50 });
  });

  it('falls back to probabilities when a table has no weights', () => {
    const bare = TABLE.map(({ weight: _w, ...o }) => o);
    expect(weightsOf(bare).weights).toEqual([0.6, 0.3, 0.1]);
  });

  it('confirms honest rows (a client seed changed mid-pair included) and flags a tampered one', async () => {
    const rows = [await row(0, 'lucky'), await row(1, 'lucky'), await row(2, 'changed', true)];
    const other = { ...(await row(5, 'lucky')), proof: { serverSeedHash: 'b'.repeat(64), clientSeed: 'lucky', nonce: 5 } };
    const check = await verifyWheel(seed, TABLE, [...rows, other]);
    expect(check.hashOk).toBe(true);
    expect(check.rounds.map((r) => [r.nonce, r.ok])).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ]);
  });

  it('fails every row when the seed does not match its fingerprint', async () => {
    const check = await verifyWheel({ ...seed, serverSeedHash: 'c'.repeat(64) }, TABLE, []);
    expect(check.hashOk).toBe(false);
  });

  it("maps each round on its own table, not today's, so an edited table does not break old rounds", async () => {
    // The round was drawn on TABLE; since then the operator made slot 2 the only live one and cut its credit.
    const today: PrizeOdds[] = [
      { index: 0, label: label('RM 5'), creditRm: 5, multiplier: 0.1667, probability: 0, weight: 0 },
      { index: 1, label: label('RM 10'), creditRm: 10, multiplier: 0.3333, probability: 0, weight: 0 },
      { index: 2, label: label('RM 20'), creditRm: 20, multiplier: 0.6667, probability: 1, weight: 1000 },
    ];
    const asDrawn = { slots: [0, 1, 2], weights: [600, 300, 100], credits: [5, 10, 50] };
    const rows = await Promise.all([0, 1, 2].map(async (n) => ({ ...(await row(n, 'lucky')), table: asDrawn })));
    expect(rows.some((r) => r.match !== 2)).toBe(true);

    const check = await verifyWheel(seed, today, rows);
    expect(check.rounds.map((r) => r.ok)).toEqual([true, true, true]);
    expect(check.rounds.map((r) => r.expected)).toEqual(rows.map((r) => landingText({ slot: r.match, credit: r.credit })));

    // Without its own table (an older server) the same rows are checked on today's table, and fail.
    const bare = rows.map(({ table: _t, ...r }) => r);
    const stale = await verifyWheel(seed, today, bare);
    expect(stale.rounds.some((r) => !r.ok)).toBe(true);

    // A tampered round still fails on its own table.
    const [first] = rows;
    if (!first) throw new Error('no rows');
    const forged = { ...first, match: (first.match + 1) % 3 };
    const bad = await verifyWheel(seed, today, [forged]);
    expect(bad.rounds.map((r) => r.ok)).toEqual([false]);
  });

  it('reads a round table without credits: the recorded credit when the slot matches', () => {
    const table = { slots: [3, 7], weights: [1, 1] };
    expect(landingOnRound(0.2, table, { match: 3, credit: 12.5 }, [])).toEqual({ slot: 3, credit: 12.5 });
    expect(
      landingOnRound(0.7, table, { match: 3, credit: 12.5 }, [
        { index: 7, label: label('x'), creditRm: 8, multiplier: 0, probability: 0.5 },
      ]),
    ).toEqual({ slot: 7, credit: 8 });
    expect(landingOnRound(0.7, table, { match: 3, credit: 12.5 }, []).credit).toBeNaN();
    expect(() => landingOnRound(0.5, { slots: [1], weights: [1, 2] }, { match: 1, credit: 0 }, [])).toThrow(RangeError);
  });

  it('shows a landing as the slot the player sees and its credit', () => {
    expect(landingText({ slot: 2, credit: 50 })).toBe('#3 · RM50.00');
    expect(landingText({ slot: 0, credit: Number.NaN })).toBe('#1');
  });
});
