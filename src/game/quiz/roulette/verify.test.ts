import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floatsWith, webHmacSha256 } from '../../../../contract/fairness';
import type { RoulettePrize, RouletteSpin } from '../../../../contract/games/quiz';
import { rouletteSlot } from '../../../../contract/games/rouletteRules';
import type { RevealedSeed } from '../../../../contract/schemas/fairness';
import { verifySeed } from '../../verifySeed';
import { rouletteRoundsToVerify } from './verify';

const SERVER_SEED = 'c'.repeat(64);
const HASH = createHash('sha256').update(SERVER_SEED).digest('hex');
const seed: RevealedSeed = {
  serverSeed: SERVER_SEED,
  serverSeedHash: HASH,
  clientSeed: 'lucky',
  nonce: 4,
  createdAt: '2026-01-01T00:00:00Z',
  revealedAt: '2026-01-02T00:00:00Z',
};
const label = (s: string) => ({ en: s, zh: s, ms: s });
/** Prize ids in wheel order: tickets, 50 coins, nothing, 10 coins. */
const TABLE = { prizes: [11, 12, 13, 14], weights: [5, 20, 50, 25], coins: [0, 50, 0, 10] };

function prize(id: number, index: number): RoulettePrize {
  return { id, index, label: label(`#${id}`), kind: 'coins', coins: 0, weight: 1, probability: 0.25, weeklyStock: null, left: null };
}

/** The spin the server drew at a nonce: its slot from the revealed seed's float, on TABLE. */
async function honestSpin(nonce: number): Promise<RouletteSpin> {
  const [float] = await floatsWith(webHmacSha256, SERVER_SEED, 'lucky', nonce, 1);
  const slot = rouletteSlot(float ?? 0, TABLE.weights);
  return {
    roundId: 500 + nonce,
    weekId: 2,
    slot,
    prize: prize(TABLE.prizes[slot] ?? 0, slot),
    award: null,
    proof: { serverSeedHash: HASH, clientSeed: 'lucky', nonce },
    table: TABLE,
    date: '2026-01-01T10:00:00Z',
  };
}

const verify = (spins: RouletteSpin[]) => verifySeed(seed, rouletteRoundsToVerify(spins), webHmacSha256);

describe('the roulette on the fairness verifier', () => {
  it('confirms honest spins, recomputed from the revealed seed on the table each was drawn on', async () => {
    const spins = await Promise.all([0, 1, 2, 3].map(honestSpin));
    const check = await verify(spins);
    expect(check.hashOk).toBe(true);
    expect(check.rounds.map((r) => [r.game, r.nonce, r.ok])).toEqual([0, 1, 2, 3].map((n) => ['quiz-roulette', n, true]));
    expect(check.rounds.map((r) => r.expected)).toEqual(spins.map((s) => `#${s.slot + 1}`));
  });

  it('flags a spin whose slot was moved, with the prize of the slot it claims', async () => {
    const spin = await honestSpin(0);
    const moved = (spin.slot + 1) % TABLE.prizes.length;
    const forged = { ...spin, slot: moved, prize: prize(TABLE.prizes[moved] ?? 0, moved) };
    const check = await verify([forged]);
    expect(check.rounds.map((r) => [r.ok, r.expected, r.recorded])).toEqual([[false, `#${spin.slot + 1}`, `#${moved + 1}`]]);
  });

  it('flags a spin whose table weights were edited after the draw', async () => {
    const spin = await honestSpin(1);
    // All the weight on another slot: the recorded float cannot land on the recorded slot any more.
    const other = (spin.slot + 2) % TABLE.prizes.length;
    const weights = TABLE.weights.map((_, i) => (i === other ? 100 : 0));
    const check = await verify([{ ...spin, table: { ...TABLE, weights } }]);
    expect(check.rounds.map((r) => [r.ok, r.expected])).toEqual([[false, `#${other + 1}`]]);
  });

  it('flags a spin that paid another prize than its slot holds, and a table that cannot draw', async () => {
    const spin = await honestSpin(2);
    const otherPrize = { ...spin, prize: prize(999, spin.slot) };
    const broken = { ...spin, table: { ...TABLE, weights: [1, 2] } };
    const check = await verify([otherPrize, broken]);
    expect(check.rounds.map((r) => r.ok)).toEqual([false, false]);
  });

  it('fails every spin when the seed does not match its fingerprint', async () => {
    const spin = await honestSpin(0);
    const check = await verifySeed(
      { ...seed, serverSeedHash: 'd'.repeat(64) },
      rouletteRoundsToVerify([{ ...spin, proof: { ...spin.proof, serverSeedHash: 'd'.repeat(64) } }]),
      webHmacSha256,
    );
    expect(check.hashOk).toBe(false);
    expect(check.rounds.map((r) => r.ok)).toEqual([false]);
  });
});
