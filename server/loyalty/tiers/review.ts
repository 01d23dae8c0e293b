// The tier review (issue 27 item 3), a job every server process runs. Two
// passes, each in pages claimed under row locks (FOR UPDATE SKIP LOCKED), so
// processes share the work and never review a player twice at once:
//   - promotions: players whose points moved (`dirty`, set by awardPoints in
//     its own statement) go up at once when they reach a higher threshold;
//   - period ends: players whose period ended are kept, put in grace, or
//     moved down after the grace (reviewSteps.ts).
// A page costs at most four statements whatever its size, and reads the daily
// totals (tier_point_days) of one window, never the ledger or tier_points,
// so a review's cost follows the players reviewed, not the history
// (bench/tiers.ts). A change writes the player's inbox message in the same
// transaction; the push and the socket notice follow the commit.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Ladder } from '../../../contract/loyalty/tiers';
import { reviewWindow } from '../../../contract/loyalty/tiersRules';
import type { Database } from '../../db/schema';
import type { Job } from '../../lib/jobs';
import { postTextMessages } from '../../notify/inbox';
import type { Realtime } from '../../realtime/hub';
import { businessDayOf } from '../points/day';
import { currentLadder } from './ladder';
import { periodEndStep, promotionStep, type Place, type Rules } from './reviewSteps';
import { tierChangeMessage } from './reviewWords';
import '../points/tables';

/** Players per claimed page. */
export const REVIEW_PAGE = 1000;

export interface ReviewDeps {
  db: Kysely<Database>;
  realtime: Realtime;
  clock: () => Date;
  /** pushes a stored inbox message after its commit (notify/push.ts inboxPusher) */
  pushInbox: (messageId: number) => void;
}

export interface ReviewPass {
  reviewed: number;
  promoted: number;
  demoted: number;
}

interface Claimed extends Place {
  playerId: number;
  /** a club grant in force: the player feels no change of the earned tier */
  granted: boolean;
}

interface Change {
  playerId: number;
  messageId: number | null;
}

const show = (n: number): string => n.toLocaleString('en-US');

/** Points of each claimed player in its window [from, to) (GMT+8 days), never below 0. */
async function windowSums(
  trx: Transaction<Database>,
  claimed: readonly { playerId: number; from: number; to: number }[],
): Promise<Map<number, number>> {
  const { rows } = await sql<{ id: number; points: number }>`
    SELECT u.id, GREATEST(0, COALESCE(SUM(d.points), 0))::integer AS points
    FROM unnest(${claimed.map((c) => c.playerId)}::integer[], ${claimed.map((c) => businessDayOf(new Date(c.from)))}::date[],
      ${claimed.map((c) => businessDayOf(new Date(c.to)))}::date[]) AS u(id, from_day, to_day)
    LEFT JOIN tier_point_days d ON d.player_id = u.id AND d.day >= u.from_day AND d.day < u.to_day
    GROUP BY u.id`.execute(trx);
  return new Map(rows.map((r) => [r.id, r.points]));
}

/** Writes the new places of a page in one statement; `clearDirty` ends the promotion pass's mark. */
async function savePlaces(
  trx: Transaction<Database>,
  places: readonly (Place & { playerId: number; points: number })[],
  clearDirty: boolean,
  now: Date,
): Promise<void> {
  if (places.length === 0) return;
  await sql`
    UPDATE tier_players t SET points = u.points, tier = u.tier, in_grace = u.in_grace, period_ends_at = u.period_ends_at,
      changed_at = CASE WHEN u.tier <> t.tier THEN ${now}::timestamptz ELSE t.changed_at END,
      dirty = CASE WHEN ${clearDirty} THEN false ELSE t.dirty END
    FROM unnest(${places.map((p) => p.playerId)}::integer[], ${places.map((p) => p.points)}::integer[], ${places.map((p) => p.tier)}::smallint[],
      ${places.map((p) => p.inGrace)}::boolean[], ${places.map((p) => p.periodEndsAt?.toISOString() ?? null)}::timestamptz[])
      AS u(id, points, tier, in_grace, period_ends_at)
    WHERE t.player_id = u.id`.execute(trx);
}

/** Inbox messages of the page's changes, in its transaction and one statement; a player under a club grant in force hears nothing (their tier did not move). */
async function tellChanges(
  trx: Transaction<Database>,
  ladder: Ladder,
  changed: readonly { playerId: number; before: number; after: number; points: number; granted: boolean }[],
  now: Date,
): Promise<Change[]> {
  if (changed.length === 0) return [];
  const told = changed.flatMap((c) => {
    const tier = ladder.tiers[c.after];
    const from = ladder.tiers[c.before];
    if (c.granted || !tier || !from) return [];
    const words = tierChangeMessage(c.after > c.before, {
      tier: tier.name,
      from: from.name,
      points: show(c.points),
      threshold: show(from.threshold),
    });
    return [{ playerId: c.playerId, ...words, img: 'inbox/notice.svg', at: now }];
  });
  const ids = await postTextMessages(trx, told);
  const messageOf = new Map(told.map((m, i) => [m.playerId, ids[i] ?? null]));
  return changed.map((c) => ({ playerId: c.playerId, messageId: messageOf.get(c.playerId) ?? null }));
}

const rulesOf = (ladder: Ladder): Rules => ({ period: ladder.period, thresholds: ladder.tiers.map((t) => t.threshold) });

type Pass = 'promotions' | 'periodEnds';

/** Claims and reviews one page of a pass; the players claimed (0: nothing left this pass). */
async function reviewPage(deps: ReviewDeps, ladder: Ladder, rules: Rules, pass: Pass, now: Date, tally: ReviewPass): Promise<number> {
  const changes = await deps.db.transaction().execute(async (trx) => {
    const base = trx.selectFrom('tier_players').select(['player_id', 'tier', 'in_grace', 'period_ends_at', 'manual_until']);
    const rows = await (pass === 'promotions'
      ? base.where('dirty', '=', true).orderBy('player_id')
      : base.where('period_ends_at', '<=', now).orderBy('period_ends_at').orderBy('player_id')
    )
      .limit(REVIEW_PAGE)
      .forUpdate()
      .skipLocked()
      .execute();
    const claimed: Claimed[] = rows.map((r) => ({
      playerId: r.player_id,
      tier: r.tier,
      inGrace: r.in_grace,
      periodEndsAt: r.period_ends_at,
      granted: r.manual_until !== null && r.manual_until > now,
    }));
    tally.reviewed += claimed.length;
    if (claimed.length === 0) return null;
    // Promotions count the window of now; a period end the window that ended with it.
    const windowAt = (c: Claimed) => (pass === 'promotions' || !c.periodEndsAt ? now.getTime() : c.periodEndsAt.getTime() - 1);
    const sums = await windowSums(
      trx,
      claimed.map((c) => ({ playerId: c.playerId, ...reviewWindow(ladder.period, windowAt(c)) })),
    );
    const places = claimed.map((c) => {
      const points = sums.get(c.playerId) ?? 0;
      const next = pass === 'promotions' ? (promotionStep(c, points, rules, now) ?? c) : periodEndStep(c, points, rules, now);
      return { ...next, playerId: c.playerId, points, granted: c.granted, before: Math.min(c.tier, rules.thresholds.length - 1) };
    });
    await savePlaces(trx, places, pass === 'promotions', now);
    const changed = places
      .filter((p) => p.tier !== p.before)
      .map((p) => ({ playerId: p.playerId, before: p.before, after: p.tier, points: p.points, granted: p.granted }));
    for (const c of changed) {
      if (c.after > c.before) tally.promoted++;
      else tally.demoted++;
    }
    return { claimed: claimed.length, told: await tellChanges(trx, ladder, changed, now) };
  });
  if (!changes) return 0;
  for (const change of changes.told) {
    deps.realtime.toPlayer(change.playerId, { type: 'stale', reason: 'tier' });
    if (change.messageId !== null) {
      deps.realtime.toPlayer(change.playerId, { type: 'stale', reason: 'inbox' });
      deps.pushInbox(change.messageId);
    }
  }
  return changes.claimed;
}

/** One review: every page of promotions, then every page of periods ended, on the ladder in force. */
export async function runTierReview(deps: ReviewDeps): Promise<ReviewPass> {
  const now = deps.clock();
  const ladder = await currentLadder(deps.db, now);
  const rules = rulesOf(ladder);
  const tally: ReviewPass = { reviewed: 0, promoted: 0, demoted: 0 };
  for (const pass of ['promotions', 'periodEnds'] as const) {
    for (let claimed = 1; claimed > 0; ) claimed = await reviewPage(deps, ladder, rules, pass, now, tally);
  }
  return tally;
}

/** The review as a job of the server's runner (lib/jobs.ts), every `everyMs` (a minute: promotions come within one). */
export function tierReviewJob(deps: ReviewDeps, everyMs = 60_000): Job {
  return {
    name: 'tier-review',
    everyMs,
    async run() {
      const { reviewed, promoted, demoted } = await runTierReview(deps);
      return promoted + demoted > 0 ? `tier review: ${reviewed} reviewed, ${promoted} promoted, ${demoted} demoted` : null;
    },
  };
}
