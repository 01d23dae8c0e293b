import { describe, expect, it } from 'vitest';
import type { SquidHistoryRow } from '../../../contract/games/squidgame';
import { squidBridge } from '../../../contract/games/squidRules';
import { squidRoundsToVerify } from './verify';

const floats = [0.1, 0.7, 0.2, 0.9, 0.5, 0.49, 0.3, 0.8, 0.05, 0.95];
const bridge = squidBridge(floats);

function row(overrides: Partial<SquidHistoryRow['bridgeRow']> = {}): SquidHistoryRow {
  const bridgeRow: SquidHistoryRow['bridgeRow'] = {
    id: 9,
    startedAt: '2026-11-25T01:00:00.000Z',
    bet: 10,
    safe: 2,
    cashout: 0,
    state: 'fell',
    payout: 0,
    steps: [
      { step: 1, picked: 'left', held: true },
      { step: 2, picked: 'right', held: true },
      { step: 3, picked: 'right', held: false },
    ],
    bridge,
    proof: { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 4 },
    ...overrides,
  };
  return { id: 9, date: bridgeRow.startedAt, status: 'SUCCESS', bet: 10, payout: 0, multiplier: 0, bridgeRow };
}

describe('Squid game verifier', () => {
  it('matches a bridge recomputed from its floats, steps and all', () => {
    const [round] = squidRoundsToVerify([row()]);
    expect(round).toMatchObject({ game: 'squidgame', rowId: 9, floats: 10 });
    expect(round?.check(floats)).toEqual({ expected: '← → ← → → ← ← → ← →', recorded: '← → ← → → ← ← → ← →', ok: true });
  });

  it('flags a recorded bridge that differs from the recomputed one', () => {
    const other = [...bridge];
    other[7] = other[7] === 'left' ? 'right' : 'left';
    expect(squidRoundsToVerify([row({ bridge: other })])[0]?.check(floats).ok).toBe(false);
  });

  it('flags a step whose outcome does not follow the bridge', () => {
    const steps = [{ step: 1, picked: 'left' as const, held: false }];
    expect(squidRoundsToVerify([row({ steps })])[0]?.check(floats).ok).toBe(false);
  });
});
