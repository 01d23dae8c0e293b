import { describe, expect, it } from 'vitest';
import type { SpinResult } from '../../../contract/games/wheel';
import { screenHarness } from '../../screens/testing';
import { PrizePanel } from './WheelParts';

const h = screenHarness();

const result = (clock: SpinResult['clock']): SpinResult => ({
  roundId: 7,
  slot: { index: 2, label: { en: 'RM 10', zh: 'RM 10', ms: 'RM 10' }, creditRm: 10, multiplier: 0.3333, probability: 0.1, weight: 10 },
  creditStatus: clock?.creditedAt ? 'SUCCESS' : 'PENDING',
  clock,
  proof: { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 1 },
  status: { rm: 0, dailyLimit: 16, usedToday: 1, nextSpinAt: null, verified: true, maintenance: false },
});

describe('PrizePanel', () => {
  it("shows the prize's 15-minute promise while the credit is on its way (issue 26)", async () => {
    await h.render(
      <PrizePanel
        result={result({ dueAt: '2026-03-05T06:22:00Z', creditedAt: null, hold: 'retrying' })}
        lang="en"
        onClose={() => undefined}
      />,
    );
    expect(h.container.querySelector('[data-testid="prize-clock"]')?.textContent).toBe(
      'Credited by 05/03/2026 02:22 PM · Sending to your H5 account, retrying',
    );
  });

  it('shows when it was credited once it landed', async () => {
    await h.render(
      <PrizePanel
        result={result({ dueAt: '2026-03-05T06:22:00Z', creditedAt: '2026-03-05T06:07:00Z', hold: null })}
        lang="en"
        onClose={() => undefined}
      />,
    );
    expect(h.container.querySelector('[data-testid="prize-clock"]')?.textContent).toBe('Credited 05/03/2026 02:07 PM');
  });
});
