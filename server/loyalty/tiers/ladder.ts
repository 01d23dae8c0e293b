// The ladder of tiers: every version the operator saved, each counting from
// the next review after its save (never back over points already earned).
import type { Kysely, Transaction } from 'kysely';
import { EARNED_COIN_EXPIRY_DAYS, GAME_RULES } from '../../../contract/constants';
import type { Ladder, LadderBody, LadderConsole, ReviewPeriod } from '../../../contract/loyalty/tiers';
import { nextBusinessDay, nextQuarterStart } from '../../../contract/loyalty/tiersRules';
import type { Database } from '../../db/schema';
import '../points/tables';

/** Until an operator saves one: a single tier everyone is in, with the club's usual rules. */
export const DEFAULT_LADDER: LadderBody = {
  period: 'rolling90',
  tiers: [
    {
      name: { en: 'Member', zh: '会员', ms: 'Ahli' },
      colour: '#8a8f98',
      badge: 'shield',
      threshold: 0,
      benefits: {
        dailySpinLimit: GAME_RULES.SPINWHEEL.dailySpinLimit,
        autoApprovalRm: 0,
        queuePriority: 0,
        coinExpiryDays: EARNED_COIN_EXPIRY_DAYS,
        monthlyBonusCoins: 0,
        promotionRate: { en: 'Standard rate', zh: '标准费率', ms: 'Kadar standard' },
      },
    },
  ],
};

type Db = Kysely<Database> | Transaction<Database>;

const toLadder = (row: { version: number; ladder: LadderBody; effective_from: Date }): Ladder => ({
  ...row.ladder,
  version: row.version,
  effectiveFrom: row.effective_from.getTime(),
});

/** The saved ladder in force at `now` as a query (no row: DEFAULT_LADDER), for the benefits' reads to join. */
export const ladderInForce = (db: Db, now: Date) =>
  db
    .selectFrom('tier_ladders')
    .select(['version', 'ladder', 'effective_from'])
    .where('effective_from', '<=', now)
    .orderBy('effective_from', 'desc')
    .orderBy('version', 'desc')
    .limit(1);

/** A saved ladder row as the contract shapes it, or DEFAULT_LADDER when none is in force. */
export const ladderOf = (row: { version: number; ladder: LadderBody; effective_from: Date } | null | undefined): Ladder =>
  row ? toLadder(row) : { ...DEFAULT_LADDER, version: 0, effectiveFrom: 0 };

/** The ladder in force at `now`. */
export async function currentLadder(db: Db, now: Date): Promise<Ladder> {
  return ladderOf(await ladderInForce(db, now).executeTakeFirst());
}

/** The current ladder and the one saved for the next review, if any. */
export async function consoleLadder(db: Db, now: Date): Promise<LadderConsole> {
  const next = await db
    .selectFrom('tier_ladders')
    .select(['version', 'ladder', 'effective_from'])
    .where('effective_from', '>', now)
    .orderBy('effective_from', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { current: await currentLadder(db, now), next: next ? toLadder(next) : null };
}

/** When a change saved at `now` starts to count: the next review of the period in force. */
export const nextReview = (period: ReviewPeriod, now: Date): Date =>
  new Date(period === 'quarter' ? nextQuarterStart(now.getTime()) : nextBusinessDay(now.getTime()));

/** Saves a checked ladder as a new version from the next review; returns that moment. */
export async function saveLadder(trx: Transaction<Database>, body: LadderBody, operatorId: number, now: Date): Promise<Date> {
  const current = await currentLadder(trx, now);
  const effectiveFrom = nextReview(current.period, now);
  await trx
    .insertInto('tier_ladders')
    .values({ ladder: JSON.stringify(body), effective_from: effectiveFrom, operator_id: operatorId })
    .execute();
  return effectiveFrom;
}
