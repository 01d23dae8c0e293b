import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RedemptionNotice } from '../../contract/schemas/promises';
import { ok, screenHarness } from '../screens/testing';
import { consoleTexts } from './i18n';
import { RedemptionNotices } from './RedemptionNotices';
import { setOperatorSession } from './session';
import { fake, resetFake } from './testing';

// The console's own channel worker, faked (src/console/testing.ts): answers by 'METHOD url'.
vi.mock('../worker/spawn', () => import('./testing'));

const h = screenHarness();
const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);

/** Web Audio, faked: each tone the chime starts, by its pitch. */
const tones: number[] = [];
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createGain() {
    return { gain: { value: 0 }, connect: (next: unknown) => next };
  }
  createOscillator() {
    const osc = {
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => tones.push(osc.frequency.value),
      stop: () => undefined,
    };
    return osc;
  }
}

// Redemption 41 of ali88, requested 24/11/2026 10:00 AM GMT+8: 12 h undecided, due 25/11/2026 10:00 AM.
const TWELVE: RedemptionNotice = {
  redemptionId: 41,
  afterHours: 12,
  sentAt: '2026-11-24T14:00:00.000Z',
  uid: 'ali88',
  creditRm: 10,
  dueAt: '2026-11-25T02:00:00.000Z',
};
const TWENTY: RedemptionNotice = { ...TWELVE, afterHours: 20, sentAt: '2026-11-24T22:00:00.000Z' };

beforeAll(() => consoleTexts());
beforeEach(() => {
  resetFake();
  tones.length = 0;
  setOperatorSession({ token: 't', role: 'support', username: 'helper' });
  vi.stubGlobal('AudioContext', FakeAudioContext);
  // Only the 30-second poll runs on a fake clock; the harness's own waits stay real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The next poll, 30 s on, and the answer it gets rendered. */
async function nextPoll() {
  await act(async () => {
    vi.advanceTimersByTime(30_000);
  });
  for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

describe('RedemptionNotices', () => {
  it('shows a notice as a banner with a chime, chimes again only for a notice not shown yet, and opens the queue', async () => {
    fake.answers.set('GET admin/redemption-notices', ok([TWELVE]));
    await h.render(<RedemptionNotices />);
    const banner = byTestId('console-redeem-notices');
    expect(banner?.getAttribute('role')).toBe('alert');
    expect(byTestId('console-redeem-notice')?.textContent).toBe(
      'Redemption 41 of ali88 (RM10.00) has waited 12 h undecided: due 25/11/2026 10:00 AM.',
    );
    expect(tones).toEqual([880, 660]);

    // The same notice polled again: no second chime.
    await nextPoll();
    expect(fake.calls.filter((c) => c.url === 'admin/redemption-notices')).toHaveLength(2);
    expect(tones).toEqual([880, 660]);

    // The 20 h notice arrives: it shows above the 12 h one, with a chime.
    fake.answers.set('GET admin/redemption-notices', ok([TWENTY, TWELVE]));
    await nextPoll();
    expect([...h.container.querySelectorAll('[data-testid="console-redeem-notice"]')].map((li) => li.textContent)).toEqual([
      expect.stringContaining('has waited 20 h'),
      expect.stringContaining('has waited 12 h'),
    ]);
    expect(tones).toEqual([880, 660, 880, 660]);

    await h.click(byTestId('console-redeem-notices-open'));
    expect(window.location.pathname).toBe('/redemptions');
  });

  it('shows nothing and stays silent while no redemption waits', async () => {
    fake.answers.set('GET admin/redemption-notices', ok([]));
    await h.render(<RedemptionNotices />);
    expect(byTestId('console-redeem-notices')).toBeNull();
    expect(tones).toEqual([]);
  });
});
