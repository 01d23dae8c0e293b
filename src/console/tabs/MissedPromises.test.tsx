import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MissedRedemptions } from '../../../contract/schemas/promises';
import type { AdminRedemption } from '../../../contract/schemas/wallet';
import { ok, screenHarness } from '../../screens/testing';
import { consoleTexts } from '../i18n';
import { setOperatorSession } from '../session';
import { fake, resetFake } from '../testing';
import { MissedPromises } from './MissedPromises';

// The console's own channel worker, faked (src/console/testing.ts): answers by 'METHOD url'.
vi.mock('../../worker/spawn', () => import('../testing'));

const h = screenHarness();
const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);
const rows = () =>
  [...h.container.querySelectorAll('[data-testid="console-dash-missed-row"]')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

// Requested 24/11/2026 10:00 AM GMT+8, due 25/11/2026 10:00 AM.
const BASE: AdminRedemption = {
  id: 41,
  coins: 50,
  creditRm: 10,
  status: 'Expired',
  createdAt: '2026-11-24T02:00:00.000Z',
  decidedAt: '2026-11-25T02:00:00.000Z',
  reason: null,
  clock: { dueAt: '2026-11-25T02:00:00.000Z', creditedAt: null, hold: null },
  playerId: 7,
  uid: 'ali88',
  fullName: 'Ali',
  creditReference: null,
  creditedAt: null,
  creditError: null,
  dueAt: '2026-11-25T02:00:00.000Z',
  autoApproved: false,
};
// Approved in time but credited 25/11/2026 11:30 AM, an hour and a half late.
const LATE: AdminRedemption = {
  ...BASE,
  id: 40,
  uid: 'siti22',
  creditRm: 20,
  coins: 100,
  status: 'Success',
  creditReference: 'redeem:40',
  creditedAt: '2026-11-25T03:30:00.000Z',
};

beforeAll(() => consoleTexts());
beforeEach(() => {
  resetFake();
  setOperatorSession({ token: 't', role: 'support', username: 'helper' });
});

describe('MissedPromises', () => {
  it('counts the missed promises of 30 days and lists each with its due and credited times', async () => {
    const missed: MissedRedemptions = { count: 3, rows: [BASE, LATE] };
    fake.answers.set('GET admin/redemptions-missed', ok(missed));
    await h.render(<MissedPromises />);
    expect(byTestId('console-dash-missed')?.querySelector('h2')?.textContent).toBe('Missed promises (30 days)');
    expect(byTestId('console-dash-missed-count')?.textContent).toBe('3');
    expect(h.text()).toContain('Credited after the 24-hour due time, released undecided, or still owed past it.');
    expect(rows()).toEqual([
      ['41', 'ali88', 'RM 10.00', 'Expired', 'Due 25/11/2026 10:00 AM', '-'],
      ['40', 'siti22', 'RM 20.00', 'Success', 'Due 25/11/2026 10:00 AM', 'Credited 25/11/2026 11:30 AM'],
    ]);
  });

  it('says every promise was kept when none was missed', async () => {
    fake.answers.set('GET admin/redemptions-missed', ok({ count: 0, rows: [] }));
    await h.render(<MissedPromises />);
    expect(byTestId('console-dash-missed-count')?.textContent).toBe('0');
    expect(h.text()).toContain('Every promise kept.');
    expect(rows()).toEqual([]);
  });
});
