import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floatsWith, webHmacSha256 } from '../../../contract/fairness';
import type { FtoHistoryRow, FtoTable } from '../../../contract/games/fto';
import { FTO_FLOATS_PER_PLAY, FTO_ROUNDS, ftoDraw } from '../../../contract/games/ftoRules';
import type { RevealedSeed } from '../../../contract/schemas/fairness';
import { verifySeed } from '../verifySeed';
import { ftoRoundsToVerify, oddCardsText } from './verify';

const SERVER_SEED = 'b'.repeat(64);
const HASH = createHash('sha256').update(SERVER_SEED).digest('hex');
const seed: RevealedSeed = {
  serverSeed: SERVER_SEED,
  serverSeedHash: HASH,
  clientSeed: 'sharp-eyes',
  nonce: 2,
  createdAt: '2026-11-01T00:00:00Z',
  revealedAt: '2026-11-02T00:00:00Z',
};
const table: FtoTable = { sets: ['koi', 'lantern', 'rocket'], differences: [5, 3, 7] };

/** A finished play as the history gives it, dealt honestly from the seed. */
async function play(nonce: number): Promise<FtoHistoryRow> {
  const floats = await floatsWith(webHmacSha256, SERVER_SEED, seed.clientSeed, nonce, FTO_FLOATS_PER_PLAY);
  return {
    id: 10 + nonce,
    date: '2026-11-01T10:00:00Z',
    status: 'SUCCESS',
    reward: 4,
    motion: 'win',
    correct: 4,
    rounds: FTO_ROUNDS,
    proof: { serverSeedHash: HASH, clientSeed: seed.clientSeed, nonce },
    table,
    draws: Array.from({ length: FTO_ROUNDS }, (_, i) => ftoDraw(floats, i + 1, table)),
  };
}

describe('Find The Odd in the fairness verifier', () => {
  it('confirms a play dealt from the revealed seed, and shows its odd cards', async () => {
    const row = await play(0);
    const check = await verifySeed(seed, ftoRoundsToVerify([row]), webHmacSha256);
    expect(check.hashOk).toBe(true);
    expect(check.rounds).toEqual([
      { game: 'fto', rowId: 10, nonce: 0, expected: oddCardsText(row.draws), recorded: oddCardsText(row.draws), ok: true },
    ]);
  });

  it('flags a play whose recorded deal moved the odd card, or changed a picture set', async () => {
    const honest = await play(1);
    const movedOdd = { ...honest, draws: honest.draws.map((d, i) => (i === 6 ? { ...d, odd: d.odd + 1 } : d)) };
    const otherSet = { ...honest, id: 99, draws: honest.draws.map((d, i) => (i === 0 ? { ...d, set: (d.set + 1) % 3 } : d)) };
    const check = await verifySeed(seed, ftoRoundsToVerify([movedOdd, otherSet]), webHmacSha256);
    expect(check.rounds.map((r) => r.ok)).toEqual([false, false]);
    expect(check.rounds[0]?.expected).not.toBe(check.rounds[0]?.recorded);
  });
});
