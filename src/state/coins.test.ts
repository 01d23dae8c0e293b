import { beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import { applyCoins } from './coins';
import { resetAllStores } from './persist';
import { availableCoins, playerState } from './player';

beforeEach(() => resetAllStores());

describe('applyCoins', () => {
  it("puts the answer's wallet in the store, rounded for show, in place", () => {
    const coin = playerState.coin; // a component may hold this nested proxy
    applyCoins({ balance: 180.004, pending: 100, redeemed: 50.126, expire: { balance: 5.555, date: '2026-12-31T15:59:59.000Z' } });
    expect(snapshot(playerState.coin)).toEqual({
      total: 180,
      pending: 100,
      redeemed: 50.13,
      expiring: { amount: 5.56, date: '2026-12-31T15:59:59.000Z' },
      soon: { amount: 0, date: null },
    });
    expect(playerState.coin).toBe(coin);
    expect(availableCoins(playerState)).toBe(80);
  });

  it('the next answer replaces the last one entirely', () => {
    applyCoins({ balance: 10, pending: 5, redeemed: 0, expire: { balance: 3, date: '2026-01-01T00:00:00.000Z' } });
    applyCoins({ balance: 7, pending: 0, redeemed: 5, expire: { balance: 0, date: null } });
    expect(snapshot(playerState.coin)).toEqual({
      total: 7,
      pending: 0,
      redeemed: 5,
      expiring: { amount: 0, date: null },
      soon: { amount: 0, date: null },
    });
  });

  it('keeps what expires within 14 days, and clears it for an answer stored before the server said it', () => {
    applyCoins({
      balance: 90,
      pending: 0,
      redeemed: 0,
      expire: { balance: 30, date: '2026-03-05T02:00:00.000Z' },
      soon: { balance: 45.004, date: '2026-03-05T02:00:00.000Z' },
    });
    expect(snapshot(playerState.coin).soon).toEqual({ amount: 45, date: '2026-03-05T02:00:00.000Z' });
    applyCoins({ balance: 90, pending: 0, redeemed: 0, expire: { balance: 30, date: '2026-03-05T02:00:00.000Z' } });
    expect(snapshot(playerState.coin).soon).toEqual({ amount: 0, date: null });
  });
});
