import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LadderBody, LadderConsole } from '../../../contract/loyalty/tiers';
import { ok, screenHarness } from '../../screens/testing';
import { consoleTexts } from '../i18n';
import { setOperatorSession } from '../session';
import { TierEditor } from './TierEditor';
import { addTier, removeTier, toBody, toDraft } from './tierDraft';
import { fake, resetFake } from '../testing';

// The console's own channel worker, faked (src/console/testing.ts): answers by 'METHOD url'.
vi.mock('../../worker/spawn', () => import('../testing'));

const h = screenHarness();
const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);

const rate = (en: string) => ({ en, zh: `${en} 费率`, ms: `Kadar ${en}` });
const LADDER: LadderBody = {
  period: 'rolling90',
  tiers: [
    {
      name: { en: 'Pearl', zh: '珍珠', ms: 'Mutiara' },
      colour: '#b8c4d6',
      badge: 'shield',
      threshold: 0,
      benefits: {
        dailySpinLimit: 16,
        autoApprovalRm: 0,
        queuePriority: 0,
        coinExpiryDays: 90,
        monthlyBonusCoins: 0,
        promotionRate: rate('Standard'),
      },
    },
    {
      name: { en: 'Jade', zh: '翡翠', ms: 'Jed' },
      colour: '#2fbf8f',
      badge: 'star',
      threshold: 1000,
      benefits: {
        dailySpinLimit: 20,
        autoApprovalRm: 50,
        queuePriority: 1,
        coinExpiryDays: 120,
        monthlyBonusCoins: 10,
        promotionRate: rate('Jade'),
      },
    },
  ],
};

beforeAll(() => consoleTexts());
beforeEach(() => {
  resetFake();
  setOperatorSession({ token: 't', role: 'admin', username: 'admin' });
});

describe('the ladder draft', () => {
  it('round-trips a ladder, adds a tier above the top one (no name yet) and removes one', () => {
    expect(toBody(toDraft(LADDER))).toEqual(LADDER);
    const grown = toBody(addTier(toDraft(LADDER)));
    expect(grown.tiers).toHaveLength(3);
    expect(grown.tiers[2]).toMatchObject({ name: { en: '', zh: '', ms: '' }, threshold: 2000, benefits: { dailySpinLimit: 20 } });
    expect(toBody(removeTier(toDraft(LADDER), 0)).tiers.map((t) => t.name.en)).toEqual(['Jade']);
  });

  it('sends an emptied number as not a number, which the server refuses', () => {
    const draft = toDraft(LADDER);
    const first = draft.tiers[0];
    if (!first) throw new Error('a tier');
    first.threshold = ' ';
    expect(toBody(draft).tiers[0]?.threshold).toBeNaN();
  });
});

describe('TierEditor', () => {
  it("sends the typed ladder and shows the server's refusal in words", async () => {
    fake.answers.set('PUT admin/tiers', { status: 400, data: { message: 'msg.tierThresholdsNotRising' } });
    await h.render(<TierEditor base={LADDER} saved={() => undefined} />);
    await h.type(byTestId('console-tier-1-threshold'), '0');
    await h.click(byTestId('console-tiers-save'));
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PUT', url: 'admin/tiers', body: { tiers: [{ threshold: 0 }, { threshold: 0 }] } });
    expect(byTestId('console-tiers-editor')?.querySelector('[role="alert"]')?.textContent).toBe(
      'The first tier starts at 0 points and each next tier needs more points than the one before',
    );
  });

  it('says from when a saved ladder counts', async () => {
    const answer: LadderConsole = {
      current: { ...LADDER, version: 1, effectiveFrom: 0 },
      next: { ...LADDER, version: 2, effectiveFrom: Date.parse('2026-11-28T16:00:00Z') },
    };
    fake.answers.set('PUT admin/tiers', ok(answer));
    const saved = vi.fn();
    await h.render(<TierEditor base={LADDER} saved={saved} />);
    await h.click(byTestId('console-tiers-add'));
    expect(byTestId('console-tier-2-remove')).not.toBeNull();
    await h.click(byTestId('console-tier-2-remove'));
    await h.click(byTestId('console-tiers-save'));
    expect(saved).toHaveBeenCalledOnce();
    expect(byTestId('console-tiers-editor')?.querySelector('[role="status"]')?.textContent).toBe(
      'Saved. It counts from 29/11/2026 12:00 AM.',
    );
  });
});
