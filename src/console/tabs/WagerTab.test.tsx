import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminWagerSettings } from '../../../contract/games/wagerConsole';
import { ok, screenHarness } from '../../screens/testing';
import { consoleTexts } from '../i18n';
import { setOperatorSession } from '../session';
import { WagerTab } from './WagerTab';
import { fake, resetFake } from '../testing';

// The console's own channel worker, faked (src/console/testing.ts): answers by 'METHOD url'.
vi.mock('../../worker/spawn', () => import('../testing'));

const h = screenHarness();
const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);
const type = (id: string, value: string) => h.type(byTestId(id), value);

const SETTINGS: AdminWagerSettings = {
  games: [
    { key: 'SQUIDGAME', slug: 'squidgame', min: 1, max: 1000 },
    { key: 'LUCKYEGG', slug: 'lucky-egg', min: 1, max: 1000 },
  ],
  eggSlots: [720, 1080],
  // 500 x 1 + 1 x 470 = 970 coins back on 1,000 weight: exactly 97.000%
  eggPrizes: [
    { multiplier: 500, weight: 1 },
    { multiplier: 1, weight: 470 },
    { multiplier: 0, weight: 529 },
  ],
  bigWins: { minMultiplier: 10, minPayout: 1000, perMinute: 6 },
};

beforeAll(() => consoleTexts());
beforeEach(() => {
  resetFake();
  setOperatorSession({ token: 't', role: 'admin', username: 'admin' });
  fake.answers.set('GET admin/wager', ok(SETTINGS));
});

describe('WagerTab', () => {
  it("shows each prize's chance and the table's exact RTP and top prize, live while the operator types", async () => {
    await h.render(<WagerTab />);
    expect(byTestId('console-wager-prize-0-chance')?.textContent).toBe('0.1000%');
    expect(byTestId('console-wager-rtp')?.textContent).toContain('Exact RTP: 97.000%');
    expect(byTestId('console-wager-rtp')?.textContent).toContain('Top prize: 500.00x');
    expect(byTestId('console-wager-prizes-problem')).toBeNull();

    await type('console-wager-prize-2-weight', '530');
    expect(byTestId('console-wager-rtp')?.textContent).toContain('Exact RTP: 96.903%');
    expect(byTestId('console-wager-prizes-problem')?.textContent).toBe('The table does not return exactly the published RTP');
    expect((byTestId('console-wager-prizes-save') as HTMLButtonElement).disabled).toBe(true);

    await type('console-wager-prize-0-multiplier', '501');
    expect(byTestId('console-wager-prizes-problem')?.textContent).toContain('The top prize (with a weight above 0) must be');
    await type('console-wager-prize-0-multiplier', '500.001');
    expect(byTestId('console-wager-prizes-problem')?.textContent).toContain('at most two decimals');
  });

  it('saves a valid table as numbers and redraws from the answer', async () => {
    const next = {
      ...SETTINGS,
      eggPrizes: [
        { multiplier: 500, weight: 2 },
        { multiplier: 1, weight: 940 },
        { multiplier: 0, weight: 1058 },
      ],
    };
    fake.answers.set('PUT admin/wager/lucky-egg/prizes', ok(next));
    await h.render(<WagerTab />);
    await type('console-wager-prize-0-weight', '2');
    await type('console-wager-prize-1-weight', '940');
    await type('console-wager-prize-2-weight', '1058');
    await h.click(byTestId('console-wager-prizes-save'));
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PUT', url: 'admin/wager/lucky-egg/prizes', body: { prizes: next.eggPrizes } });
    expect(byTestId('console-wager-prizes')?.textContent).toContain('Saved');
    expect((byTestId('console-wager-prize-1-weight') as HTMLInputElement).value).toBe('940');
  });

  it('flags slots whose sessions would overlap and keeps them from being saved', async () => {
    await h.render(<WagerTab />);
    await type('console-wager-slot-1', '12:05');
    expect(byTestId('console-wager-slots-clash')?.textContent).toBe('The sessions at 12:00 and 12:05 would overlap');
    expect((byTestId('console-wager-slots-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends a game's bet bounds and shows the server's refusal in the operator's language", async () => {
    fake.answers.set('PUT admin/wager/bets/SQUIDGAME', { status: 400, data: { message: 'msg.invalidRequest' } });
    await h.render(<WagerTab />);
    await type('console-wager-min-SQUIDGAME', '50');
    await type('console-wager-max-SQUIDGAME', '10');
    await h.click(byTestId('console-wager-bets-save-SQUIDGAME'));
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PUT', url: 'admin/wager/bets/SQUIDGAME', body: { min: 50, max: 10 } });
    expect(byTestId('console-wager-bets-SQUIDGAME')?.querySelector('[role="alert"]')).not.toBeNull();
  });
});
