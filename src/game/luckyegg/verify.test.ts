import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floatsWith, webHmacSha256 } from '../../../contract/fairness';
import type { EggHistoryRow } from '../../../contract/games/luckyegg';
import { eggDraw, LUCKY_EGG_FLOATS } from '../../../contract/games/luckyEggRules';
import type { RevealedSeed } from '../../../contract/schemas/fairness';
import { verifySeed } from '../verifySeed';
import { eggRoundsToVerify } from './verify';

const SERVER_SEED = 'e'.repeat(64);
const HASH = createHash('sha256').update(SERVER_SEED).digest('hex');
const seed: RevealedSeed = {
  serverSeed: SERVER_SEED,
  serverSeedHash: HASH,
  clientSeed: 'lucky',
  nonce: 3,
  createdAt: '2026-11-01T00:00:00Z',
  revealedAt: '2026-11-02T00:00:00Z',
};
// Even weights, so nonces 0..2 draw different prizes often enough to matter.
const table = [
  { multiplier: 500, weight: 1 },
  { multiplier: 5, weight: 1 },
  { multiplier: 2, weight: 1 },
  { multiplier: 0, weight: 1 },
];

/** An egg as the history gives it, drawn honestly from the seed. */
async function egg(nonce: number, status: EggHistoryRow['status'] = 'SUCCESS'): Promise<EggHistoryRow> {
  const [float = 0] = await floatsWith(webHmacSha256, SERVER_SEED, seed.clientSeed, nonce, LUCKY_EGG_FLOATS);
  const prize = eggDraw(float, table);
  const multiplier = table[prize]?.multiplier ?? 0;
  return {
    status,
    round: {
      id: 20 + nonce,
      date: '2026-11-01T04:02:00Z',
      bet: 10,
      egg: nonce % 5,
      prize,
      multiplier,
      payout: 10 * multiplier,
      session: { startsAt: '2026-11-01T04:00:00Z', endsAt: '2026-11-01T04:10:00Z' },
      proof: { serverSeedHash: HASH, clientSeed: seed.clientSeed, nonce },
      table,
    },
  };
}

describe('Lucky egg in the fairness verifier', () => {
  it('confirms eggs drawn from the revealed seed, whichever egg was picked', async () => {
    const rows = await Promise.all([egg(0), egg(1), egg(2)]);
    const check = await verifySeed(seed, eggRoundsToVerify(rows), webHmacSha256);
    expect(check.hashOk).toBe(true);
    expect(check.rounds.map((r) => [r.game, r.nonce, r.ok])).toEqual([
      ['lucky-egg', 0, true],
      ['lucky-egg', 1, true],
      ['lucky-egg', 2, true],
    ]);
    expect(check.rounds[0]?.expected).toBe(check.rounds[0]?.recorded);
  });

  it('flags an egg whose recorded prize is not what the seed draws, and skips unsettled ones', async () => {
    const honest = await egg(1);
    const other = (honest.round.prize + 1) % table.length;
    const forged: EggHistoryRow = { ...honest, round: { ...honest.round, prize: other, multiplier: table[other]?.multiplier ?? 0 } };
    const check = await verifySeed(seed, eggRoundsToVerify([forged, await egg(2, 'REJECTED')]), webHmacSha256);
    expect(check.rounds).toHaveLength(1);
    expect(check.rounds[0]?.ok).toBe(false);
    expect(check.rounds[0]?.expected).not.toBe(check.rounds[0]?.recorded);
  });
});
