// The demo VIP ladder and the demo player's week of tier points (issue 27).
// Seeded with the demo accounts only: a ladder gives coins and approvals
// away, so a production club starts on the default single tier until its
// operator saves one.
import type { Transaction } from 'kysely';
import type { LadderBody, Tier, TierBenefits } from '../../../contract/loyalty/tiers';
import type { PointSource } from '../../../contract/loyalty/tiersRules';
import { awardPoints } from '../../loyalty/points/award';
import type { Database } from '../schema';
import { L } from './util';

const HOUR_MS = 3_600_000;

const tier = (name: Tier['name'], colour: string, badge: Tier['badge'], threshold: number, benefits: TierBenefits): Tier => ({
  name,
  colour,
  badge,
  threshold,
  benefits,
});

/** Pearl is every player's (the club's usual rules), Jade from 1,000 points, Ruby from 5,000, over a rolling 90 days. */
export const DEMO_LADDER: LadderBody = {
  period: 'rolling90',
  tiers: [
    tier(L('Pearl', '珍珠', 'Mutiara'), '#b8c4d6', 'shield', 0, {
      dailySpinLimit: 16,
      autoApprovalRm: 0,
      queuePriority: 0,
      coinExpiryDays: 90,
      monthlyBonusCoins: 0,
      promotionRate: L('Standard daily bonus', '标准每日奖金', 'Bonus harian standard'),
    }),
    tier(L('Jade', '翡翠', 'Jed'), '#2fbf8f', 'star', 1_000, {
      dailySpinLimit: 20,
      autoApprovalRm: 50,
      queuePriority: 1,
      coinExpiryDays: 120,
      monthlyBonusCoins: 20,
      promotionRate: L('Daily bonus +5%', '每日奖金 +5%', 'Bonus harian +5%'),
    }),
    tier(L('Ruby', '红宝石', 'Delima'), '#e0245e', 'crown', 5_000, {
      dailySpinLimit: 30,
      autoApprovalRm: 200,
      queuePriority: 2,
      coinExpiryDays: 180,
      monthlyBonusCoins: 100,
      promotionRate: L('Daily bonus +10%', '每日奖金 +10%', 'Bonus harian +10%'),
    }),
  ],
};

/** [days ago, source, points]: 620 points in a week, part way to Jade's 1,000. */
const WEEK: readonly (readonly [number, PointSource, number])[] = [
  [7, 'adjust', 100],
  [6, 'deposit', 30],
  [6, 'stake', 25],
  [5, 'fto', 6],
  [5, 'stake', 40],
  [4, 'stake', 60],
  [4, 'quiz', 3],
  [3, 'deposit', 60],
  [3, 'stake', 35],
  [2, 'fto', 8],
  [2, 'stake', 80],
  [1, 'deposit', 90],
  [1, 'stake', 45],
  [0, 'stake', 38],
];

export async function seedTiers(trx: Transaction<Database>, demoPlayerId: number, now: Date): Promise<void> {
  // In force from the start, so the demo shows it at once (a console save waits for the next review).
  await trx
    .insertInto('tier_ladders')
    .values({ ladder: JSON.stringify(DEMO_LADDER), effective_from: new Date(0), operator_id: null })
    .execute();
  // Oldest first, an hour apart within a day, the last an hour before now: ids follow the dates.
  for (const [i, [daysAgo, source, points]] of WEEK.entries()) {
    const at = new Date(now.getTime() - daysAgo * 24 * HOUR_MS - (WEEK.length - i) * HOUR_MS);
    await awardPoints(trx, {
      playerId: demoPlayerId,
      source,
      sourceId: `demo-${source}-${i + 1}`,
      points,
      now: at,
      ...(source === 'adjust' ? { reason: 'Welcome to the VIP club' } : {}),
    });
  }
}
