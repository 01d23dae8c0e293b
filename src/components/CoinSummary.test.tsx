import { describe, expect, it } from 'vitest';
import { applyCoins } from '../state/coins';
import { screenHarness } from '../screens/testing';
import { CoinSummary } from './CoinSummary';

const h = screenHarness();
const line = () => h.container.querySelector('[data-testid="coin-expiring"]')?.textContent ?? null;

describe('CoinSummary', () => {
  it('tells what expires within 14 days and its first day, in the line that told the soonest batch', async () => {
    applyCoins({
      balance: 120,
      pending: 0,
      redeemed: 0,
      expire: { balance: 30, date: '2026-03-05T02:00:00.000Z' },
      soon: { balance: 45, date: '2026-03-05T02:00:00.000Z' },
    });
    await h.render(<CoinSummary />);
    expect(line()).toBe('45.00 coins expire within 14 days, from 05/03/2026');
  });

  it('falls back to the soonest batch when none is due within 14 days, and says nothing without one', async () => {
    applyCoins({
      balance: 120,
      pending: 0,
      redeemed: 0,
      expire: { balance: 30, date: '2026-05-05T02:00:00.000Z' },
      soon: { balance: 0, date: null },
    });
    await h.render(<CoinSummary />);
    expect(line()).toBe('30.00 coins expire on 05/05/2026 10:00 AM');
    applyCoins({ balance: 0, pending: 0, redeemed: 0, expire: { balance: 0, date: null }, soon: { balance: 0, date: null } });
    await h.render(<CoinSummary />);
    expect(line()).toBeNull();
  });
});
