// The monthly bonus of the VIP tiers (issue 27): once per tier per GMT+8
// calendar month, the tier's monthlyBonusCoins through the ledger (type
// TIERBONUS, key tier-bonus:<player>:<YYYY-MM>:<tier>), with an inbox
// message in en/zh/ms and stale notices to the player's devices. A player
// promoted mid-month gets the higher tier's bonus at the next pass too. The
// coins expire after the bonus's tier's coinExpiryDays.
import type { Kysely } from 'kysely';
import type { Ladder } from '../../../contract/loyalty/tiers';
import type { Database } from '../../db/schema';
import type { Job } from '../../lib/jobs';
import { businessDayOf, inTransaction, postEntry, type LedgerTx } from '../../ledger';
import { postTextMessage } from '../../notify/inbox';
import type { Realtime } from '../../realtime/hub';
import { bonusMessage } from './bonusWords';
import { currentLadder } from './ladder';
import { claimBonusPage, type ClaimedBonus } from './monthlyBonusClaim';

// A page is one transaction (claims, entries, messages): on PGlite it holds the one session, so keep it short.
const PAGE = 50;
const DAY_MS = 86_400_000;

export interface BonusDeps {
  db: Kysely<Database>;
  realtime: Pick<Realtime, 'toPlayer'>;
  clock: () => Date;
  /** pushes a stored inbox message after its commit (notify/push.ts inboxPusher) */
  pushInbox?: (messageId: number) => void;
}

/** The GMT+8 calendar month of `at`, YYYY-MM. */
export const bonusMonth = (at: Date): string => businessDayOf(at).slice(0, 7);

/** The ledger key that makes a tier's bonus of a month credit once. */
export const bonusKey = (playerId: number, month: string, tier: number): string => `tier-bonus:${playerId}:${month}:${tier}`;

const showCoins = (coins: number): string => coins.toLocaleString('en-US');

/** Credits one claimed bonus with its message; the message's id when it was new, null for a replay of the key. */
async function credit(trx: LedgerTx, ladder: Ladder, month: string, b: ClaimedBonus, now: Date): Promise<number | null> {
  const tier = ladder.tiers[Math.min(b.tier, ladder.tiers.length - 1)];
  if (!tier) throw new Error('a ladder always has a tier');
  const { replayed } = await postEntry(trx, {
    playerId: b.playerId,
    type: 'TIERBONUS',
    amount: b.coins,
    idempotencyKey: bonusKey(b.playerId, month, b.tier),
    ref: `tier:${b.tier}`,
    expiresAt: new Date(now.getTime() + tier.benefits.coinExpiryDays * DAY_MS),
  });
  if (replayed) return null;
  const [year, mm] = month.split('-');
  return postTextMessage(trx, {
    playerId: b.playerId,
    ...bonusMessage({ tier: tier.name, coins: showCoins(b.coins), month: `${mm}/${year}` }),
    img: 'inbox/notice.svg',
    at: now,
  });
}

/** One pass over every candidate, a page per transaction (claim and credits together); resolves to the bonuses credited. */
export async function runMonthlyBonus(deps: BonusDeps): Promise<number> {
  const now = deps.clock();
  const month = bonusMonth(now);
  const ladder = await currentLadder(deps.db, now);
  const everyone = (ladder.tiers[0]?.benefits.monthlyBonusCoins ?? 0) > 0;
  if (!everyone && !ladder.tiers.some((t) => t.benefits.monthlyBonusCoins > 0)) return 0;
  let credited = 0;
  for (let after = 0; ; ) {
    const { last, paid } = await inTransaction(deps.db, async (trx) => {
      const page = await claimBonusPage(trx, { month, now, after, limit: PAGE, everyone });
      const done: { playerId: number; messageId: number }[] = [];
      for (const b of page.claimed) {
        const messageId = await credit(trx, ladder, month, b, now);
        if (messageId !== null) done.push({ playerId: b.playerId, messageId });
      }
      return { last: page.last, paid: done };
    });
    for (const { playerId, messageId } of paid) {
      deps.realtime.toPlayer(playerId, { type: 'stale', reason: 'coins' });
      deps.realtime.toPlayer(playerId, { type: 'stale', reason: 'inbox' });
      deps.pushInbox?.(messageId);
    }
    credited += paid.length;
    if (last === null) return credited;
    after = last;
  }
}

/** The bonus as a job of the server's runner (lib/jobs.ts): a new month's bonuses, and a promotion's, within ten minutes. */
export function monthlyBonusJob(deps: BonusDeps): Job {
  return {
    name: 'tier-monthly-bonus',
    everyMs: 10 * 60_000,
    async run() {
      const credited = await runMonthlyBonus(deps);
      return credited ? `tier monthly bonus: ${credited} credited` : null;
    },
  };
}
