import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../contract/routes';
import type { SpinHistoryRow } from '../../../contract/games/wheel';
import { ok, screenHarness } from '../../screens/testing';
import { SpinHistory } from './SpinHistory';

const h = screenHarness();

/** A controllable IntersectionObserver: the test says when the sentinel is in view. */
const observers = new Set<(entries: { isIntersecting: boolean }[]) => void>();
const Real = globalThis.IntersectionObserver;
beforeAll(() => {
  globalThis.IntersectionObserver = class {
    constructor(private readonly fn: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      observers.add(this.fn);
    }
    disconnect() {
      observers.delete(this.fn);
    }
  } as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  globalThis.IntersectionObserver = Real;
});
async function scrolledToEnd(times = 1) {
  await act(async () => {
    for (let i = 0; i < times; i++) for (const fn of [...observers]) fn([{ isIntersecting: true }]);
  });
  for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

const row = (id: number): SpinHistoryRow => ({
  id,
  date: '2026-03-05T06:07:00Z',
  status: 'PENDING',
  spin: id,
  credit: 10,
  match: 2,
  reward: 'RM 10',
  name: 'Spin Wheel',
  multiplier: 0.3333,
  amount: 30,
  coinOut: 0,
  proof: { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nonce: id },
  clock: { dueAt: '2026-03-05T06:22:00Z', creditedAt: null, hold: 'sending' },
});

describe('SpinHistory', () => {
  it('loads page after page as the end scrolls into view, never the same page twice', async () => {
    h.answers.set(`GET ${API.gameHistory('spin-wheel')}`, (req) =>
      ok(req.params?.cursor === 2 ? { rows: [row(1)], nextCursor: null } : { rows: [row(3), row(2)], nextCursor: 2 }),
    );
    await h.render(<SpinHistory slug="spin-wheel" onClose={() => undefined} />);
    await scrolledToEnd();
    await scrolledToEnd(3);
    await scrolledToEnd();
    const rows = [...h.container.querySelectorAll('[data-testid="history-row"]')];
    expect(rows.map((r) => r.querySelector('[data-testid="history-spin"]')?.textContent)).toEqual(['Spin #3', 'Spin #2', 'Spin #1']);
    expect(rows[0]?.textContent).toContain('05/03/2026 02:07 PM');
    expect(rows[0]?.textContent).toContain('Pending');
    expect(h.calls.filter((c) => c.url === API.gameHistory('spin-wheel'))).toHaveLength(2);
  });

  it("shows each prize's 15-minute clock: credited by the due time while owed, then when it was credited", async () => {
    const paid: SpinHistoryRow = {
      ...row(2),
      status: 'SUCCESS',
      clock: { dueAt: '2026-03-05T06:22:00Z', creditedAt: '2026-03-05T06:09:00Z', hold: null },
    };
    const none: SpinHistoryRow = { ...row(1), status: 'SUCCESS', credit: 0, reward: 'Try Again', clock: null };
    h.answers.set(`GET ${API.gameHistory('spin-wheel')}`, ok({ rows: [row(3), paid, none], nextCursor: null }));
    await h.render(<SpinHistory slug="spin-wheel" onClose={() => undefined} />);
    await scrolledToEnd();
    const rows = [...h.container.querySelectorAll('[data-testid="history-row"]')];
    expect(rows[0]?.querySelector('[data-testid="credit-clock"]')?.textContent).toBe(
      'Credited by 05/03/2026 02:22 PM · Sending to your H5 account',
    );
    expect(rows[1]?.querySelector('[data-testid="credit-clock"]')?.textContent).toBe('Credited 05/03/2026 02:09 PM');
    expect(rows[2]?.querySelector('[data-testid="credit-clock"]')).toBeNull();
  });

  it('says "No History Found" for a player without spins', async () => {
    h.answers.set(`GET ${API.gameHistory('spinwheelv2')}`, ok({ rows: [], nextCursor: null }));
    await h.render(<SpinHistory slug="spinwheelv2" onClose={() => undefined} />);
    await scrolledToEnd();
    expect(h.text()).toContain('No History Found');
  });
});
