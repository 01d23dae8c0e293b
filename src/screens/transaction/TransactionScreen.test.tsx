import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPIRY_API } from '../../../contract/loyalty/expiryRules';
import { API } from '../../../contract/routes';
import type { TransactionPage } from '../../../contract/schemas/wallet';
import type { WireRequest } from '../../worker/types';
import { ok, screenHarness } from '../testing';
import TransactionScreen from './TransactionScreen';

const h = screenHarness();

/** An observer whose target is always on screen: the list's foot asks for the next page at once. */
class SeenAtOnce {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    setTimeout(() => this.callback([{ isIntersecting: true }]), 0);
  }
  disconnect() {}
}
afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (ids: number[], next: string | null): TransactionPage => ({
  rows: ids.map((id) => ({
    id,
    type: id % 2 ? 'REDEEM' : 'ADJUST',
    amount: id % 2 ? -50 : 100,
    note: 'bonus',
    createdAt: '2026-03-01T04:00:00.000Z',
    status: id % 2 ? 'Pending' : null,
    clock: id % 2 ? { dueAt: '2026-03-02T04:00:00.000Z', creditedAt: null, hold: 'checking' as const } : null,
  })),
  nextCursor: next,
});

describe('TransactionScreen', () => {
  it('says "No Transaction Found" when there is nothing', async () => {
    h.answers.set(`GET ${API.transactions}`, ok(page([], null)));
    await h.render(<TransactionScreen />);
    expect(h.text()).toContain('No Transaction Found');
  });

  it('lists rows with type, sign, status and date, and loads the next page', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    h.answers.set(`GET ${API.transactions}`, (req: WireRequest) => ok(req.params?.cursor === '8' ? page([7], null) : page([9, 8], '8')));
    await h.render(<TransactionScreen />);
    const rows = () => [...h.container.querySelectorAll('[data-testid="transaction-row"]')].map((r) => r.textContent);
    expect(rows()).toEqual([
      'Redeem−50.00Pending01/03/2026 12:00 PMCredited by 02/03/2026 12:00 PM · Being checked',
      'Adjustment+100.0001/03/2026 12:00 PMbonus',
    ]);
    // Without an IntersectionObserver the list ends in a button.
    await h.click(h.container.querySelector('[data-testid="load-more"] button'));
    expect(rows()).toHaveLength(3);
    expect(h.text()).toContain('You have reached the end');
  });

  it('shows a spin row (SPINWHEEL / SPINWHEELV2 filters) with its RM prize and no coin amount', async () => {
    const spin = (id: number, type: 'SPINWHEEL' | 'SPINWHEELV2', creditRm: number, creditedAt: string | null) => ({
      id,
      type,
      amount: 0,
      note: null,
      createdAt: '2026-03-01T04:00:00.000Z',
      status: creditedAt ? ('Success' as const) : ('Pending' as const),
      clock: creditRm > 0 ? { dueAt: '2026-03-01T04:15:00.000Z', creditedAt, hold: creditedAt ? null : ('sending' as const) } : null,
      creditRm,
    });
    h.answers.set(
      `GET ${API.transactions}`,
      ok({ rows: [spin(3, 'SPINWHEELV2', 10, null), spin(2, 'SPINWHEEL', 0, '2026-03-01T04:00:00.000Z')], nextCursor: null }),
    );
    await h.render(<TransactionScreen />);
    const rows = [...h.container.querySelectorAll('[data-testid="transaction-row"]')];
    expect(rows.map((r) => r.getAttribute('data-type'))).toEqual(['SPINWHEELV2', 'SPINWHEEL']);
    const texts = rows.map((r) => r.textContent ?? '');
    expect(texts[0]).toMatch(/^Spin Wheel V2RM10\.00Pending01\/03\/2026 12:00 PMCredited by 01\/03\/2026 12:15 PM/);
    expect(texts[1]).toBe('Spin WheelRM0.00Success01/03/2026 12:00 PM');
    for (const text of texts) expect(text).not.toMatch(/[+−]/);
  });

  it('scrolling the foot of the list into view loads the next page (IntersectionObserver)', async () => {
    vi.stubGlobal('IntersectionObserver', SeenAtOnce);
    h.answers.set(`GET ${API.transactions}`, (req: WireRequest) => ok(req.params?.cursor === '8' ? page([7], null) : page([9, 8], '8')));
    await h.render(<TransactionScreen />);
    await h.render(<TransactionScreen />);
    expect(h.container.querySelectorAll('[data-testid="transaction-row"]')).toHaveLength(3);
  });

  it('sends the type and dates it is filtered by', async () => {
    h.answers.set(`GET ${API.transactions}`, ok(page([], null)));
    await h.render(<TransactionScreen />);
    const select = h.container.querySelector('[data-testid="filter-type"]') as HTMLSelectElement;
    await act(async () => {
      select.value = 'LUCKYEGG';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await h.render(<TransactionScreen />);
    expect(h.calls.at(-1)?.params).toEqual({ type: 'LUCKYEGG' });
  });

  it('shows picked dates as DD/MM/YYYY whatever the device locale, and puts a backwards range the right way round', async () => {
    h.answers.set(`GET ${API.transactions}`, ok(page([], null)));
    await h.render(<TransactionScreen />);
    const pick = async (testId: string, day: string) => {
      const input = h.container.querySelector(`[data-testid="${testId}"]`) as HTMLInputElement;
      await h.type(input, day);
      await h.render(<TransactionScreen />);
      return input.parentElement?.textContent;
    };
    expect(h.container.querySelector('[data-testid="filter-from"]')?.parentElement?.textContent).toBe('DD/MM/YYYY');
    expect(await pick('filter-from', '2026-03-20')).toBe('20/03/2026');
    await pick('filter-to', '2026-03-05');
    expect(h.calls.at(-1)?.params).toEqual({ from: '2026-03-05', to: '2026-03-20' });
  });

  it('lists the coins still to expire per day once the player opens the section, not before', async () => {
    h.answers.set(`GET ${API.transactions}`, ok(page([], null)));
    h.answers.set(
      `GET ${EXPIRY_API.upcoming}`,
      ok({
        rows: [
          { day: '2026-03-21', firstAt: '2026-03-21T02:00:00.000Z', coins: 80 },
          { day: '2026-03-22', firstAt: '2026-03-22T02:00:00.000Z', coins: 5.5 },
        ],
      }),
    );
    await h.render(<TransactionScreen />);
    expect(h.calls.some((c) => c.url === EXPIRY_API.upcoming)).toBe(false);
    await h.click(h.container.querySelector('[data-testid="expiry-toggle"]'));
    await h.render(<TransactionScreen />);
    const rows = [...h.container.querySelectorAll('[data-testid="expiry-row"]')].map((r) => r.textContent);
    expect(rows).toEqual(['Expires on 21/03/202680.00Coins that expire that day', 'Expires on 22/03/20265.50Coins that expire that day']);
    expect(h.container.querySelector('[data-testid="expiry-toggle"]')?.textContent).toBe('Hide upcoming expiries');
  });
});
