// Operators are told before a redemption's promise is missed (issue 26): when
// one has waited REDEEM_PROMISE.noticeHours (12 h, then 20 h) undecided, a
// notice goes out once. Its row in redemption_notices is the claim: the insert
// that creates it is the one that sends it, so two processes running the job
// together never send one twice (the second insert finds the key taken). The
// console shows the notices of still undecided redemptions as a banner with a
// sound (GET admin/redemption-notices); operators who allowed push on a
// device get each as a push too, through the app's push provider (the local
// one keeps it in its outbox: nothing is delivered without a real service),
// as long as their role still decides redemptions (SUPPORT_ROLES, as the
// decide routes): a device kept by an operator since moved to content is not told.
import { sql, type Kysely } from 'kysely';
import { REDEEM, REDEEM_PROMISE, type Lang } from '../../contract/constants';
import { fillSlots } from '../../contract/inboxWords';
import { REDEEM_NOTICE_WORDS } from '../../contract/redeemNoticeWords';
import type { RedemptionNotice } from '../../contract/schemas/promises';
import { SUPPORT_ROLES } from '../auth/roles';
import type { Database } from '../db/schema';
import type { PushProvider } from '../providers/push';
import { redemptionDueAt } from '../lib/redemptionClock';

const HOUR_MS = 3_600_000;

interface Claimed {
  redemption_id: number;
  after_hours: number;
  uid: string;
  credit_rm: number;
}

/**
 * Claims the notices due at `now`: for each stage, the pending redemptions
 * that have waited that long and not yet the next stage (one that passed both
 * while no job ran gets the later notice only).
 */
async function claimNotices(db: Kysely<Database>, now: Date): Promise<Claimed[]> {
  const stages = [...REDEEM_PROMISE.noticeHours].sort((a, b) => a - b);
  const claimed: Claimed[] = [];
  for (const [i, hours] of stages.entries()) {
    const next = stages[i + 1];
    const rows = await db
      .with('sent', (q) =>
        q
          .insertInto('redemption_notices')
          .columns(['redemption_id', 'after_hours', 'sent_at'])
          .expression((eb) =>
            eb
              .selectFrom('redemptions')
              .select(['redemptions.id', sql<number>`${hours}::smallint`.as('after_hours'), sql<Date>`${now}::timestamptz`.as('sent_at')])
              .where('redemptions.status', '=', 'Pending')
              .where('redemptions.created_at', '<=', new Date(now.getTime() - hours * HOUR_MS))
              .$if(next !== undefined, (w) => w.where('redemptions.created_at', '>', new Date(now.getTime() - (next ?? 0) * HOUR_MS))),
          )
          .onConflict((oc) => oc.doNothing())
          .returning(['redemption_id', 'after_hours']),
      )
      .selectFrom('sent')
      .innerJoin('redemptions', 'redemptions.id', 'sent.redemption_id')
      .innerJoin('players', 'players.id', 'redemptions.player_id')
      .select(['sent.redemption_id', 'sent.after_hours', 'players.uid', 'redemptions.credit_rm'])
      .execute();
    claimed.push(...rows);
  }
  return claimed;
}

export interface NoticeDeps {
  db: Kysely<Database>;
  push: PushProvider;
  log: (line: string) => void;
}

/** One pass: claims the notices due and pushes each to the devices of the operators who may decide them; resolves to how many were claimed. */
export async function sendRedemptionNotices(deps: NoticeDeps, now: Date): Promise<number> {
  const claimed = await claimNotices(deps.db, now);
  if (claimed.length === 0) return 0;
  const devices = await deps.db
    .selectFrom('operator_push_tokens')
    .innerJoin('operators', 'operators.id', 'operator_push_tokens.operator_id')
    .select(['operator_push_tokens.token', 'operator_push_tokens.lang'])
    .where('operators.role', 'in', SUPPORT_ROLES)
    .execute();
  for (const notice of claimed) {
    for (const device of devices) {
      const words = REDEEM_NOTICE_WORDS[device.lang];
      const args = [
        String(notice.after_hours),
        notice.uid,
        notice.credit_rm.toFixed(2),
        String(REDEEM.creditWithinHours - notice.after_hours),
      ];
      const result = await deps.push
        .send(device.token, {
          title: fillSlots(words.title, args),
          body: fillSlots(words.body, args),
          link: '/console/redemptions',
          tag: `redeem-notice-${notice.redemption_id}-${notice.after_hours}`,
        })
        .catch((error: unknown) => {
          deps.log(`redemption notice push failed: ${String(error)}`);
          return 'failed' as const;
        });
      if (result === 'invalid-token') await deps.db.deleteFrom('operator_push_tokens').where('token', '=', device.token).execute();
    }
  }
  return claimed.length;
}

/** The notices of redemptions still undecided, newest first: what the console's banner shows. */
export async function openNotices(db: Kysely<Database>, limit = 50): Promise<RedemptionNotice[]> {
  const rows = await db
    .selectFrom('redemption_notices')
    .innerJoin('redemptions', 'redemptions.id', 'redemption_notices.redemption_id')
    .innerJoin('players', 'players.id', 'redemptions.player_id')
    .select([
      'redemption_notices.redemption_id',
      'redemption_notices.after_hours',
      'redemption_notices.sent_at',
      'players.uid',
      'redemptions.credit_rm',
      'redemptions.created_at',
    ])
    .where('redemptions.status', '=', 'Pending')
    .orderBy('redemption_notices.sent_at', 'desc')
    .orderBy('redemption_notices.redemption_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    redemptionId: r.redemption_id,
    afterHours: r.after_hours,
    sentAt: r.sent_at.toISOString(),
    uid: r.uid,
    creditRm: r.credit_rm,
    dueAt: redemptionDueAt(r.created_at).toISOString(),
  }));
}

/** Keeps an operator's device for the notices' push (a device moving to another operator goes with them). */
export async function saveOperatorPushToken(db: Kysely<Database>, operatorId: number, token: string, lang: Lang): Promise<void> {
  await db
    .insertInto('operator_push_tokens')
    .values({ token, operator_id: operatorId, lang })
    .onConflict((oc) => oc.column('token').doUpdateSet({ operator_id: operatorId, lang }))
    .execute();
}

/** This operator's device gets no more notices (another operator's device is left alone). */
export async function removeOperatorPushToken(db: Kysely<Database>, operatorId: number, token: string): Promise<void> {
  await db.deleteFrom('operator_push_tokens').where('token', '=', token).where('operator_id', '=', operatorId).execute();
}
