// Building blocks for the VIP tier tests: a ladder the console would save.
import type { LadderBody, Tier } from '../../../contract/loyalty/tiers';

export function tier(en: string, threshold: number, over: Partial<Tier['benefits']> = {}): Tier {
  return {
    name: { en, zh: `${en} 级`, ms: `Tahap ${en}` },
    colour: '#c0a040',
    badge: 'star',
    threshold,
    benefits: {
      dailySpinLimit: 16,
      autoApprovalRm: 0,
      queuePriority: 0,
      coinExpiryDays: 90,
      monthlyBonusCoins: 0,
      promotionRate: { en: `${en} rate`, zh: `${en} 费率`, ms: `Kadar ${en}` },
      ...over,
    },
  };
}

/** Bronze from 0, Silver from 100, Gold from 500 points. */
export const threeTiers = (period: LadderBody['period'] = 'rolling90'): LadderBody => ({
  period,
  tiers: [
    tier('Bronze', 0),
    tier('Silver', 100, { dailySpinLimit: 20, autoApprovalRm: 50, queuePriority: 1, coinExpiryDays: 120, monthlyBonusCoins: 10 }),
    tier('Gold', 500, { dailySpinLimit: 30, autoApprovalRm: 200, queuePriority: 2, coinExpiryDays: 180, monthlyBonusCoins: 50 }),
  ],
});
