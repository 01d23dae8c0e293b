// Reminders before coins expire (issue 28 item 6): 14, 3 and 1 days before
// each GMT+8 day a player's batches expire on, by inbox and push, and by
// Telegram to players who bound it. A day's reminders go out in one pass from
// EXPIRY_REMINDERS.fromHour (GMT+8); a watermark in options says the day is
// done, so the other minutes of the day cost one read. Each reminder is
// claimed once (claim.ts). A process that dies between a claim and its send
// loses that reminder, as with the operators' redemption notices.
import { sql, type Kysely } from 'kysely';
import { LANGS, REDEEM, type Lang } from '../../../contract/constants';
import { INBOX_ACTION_PATHS } from '../../../contract/inboxActions';
import { EXPIRY_REMINDERS } from '../../../contract/loyalty/expiryRules';
import type { Database } from '../../db/schema';
import type { Job } from '../../lib/jobs';
import { businessDayOf, daysBetween, inTransaction, upcomingExpiriesOf } from '../../ledger';
import { postTextMessages } from '../../notify/inbox';
import { forgetPushToken, pushTargetsOf, type PushTarget } from '../../notify/pushTokens';
import type { PushProvider } from '../../providers/push';
import type { TelegramProvider } from '../../providers/telegram';
import type { Realtime } from '../../realtime/hub';
import { claimStage, stageWindows, type Claimed } from './claim';
import { reminderMessage, reminderText, type ReminderFacts } from './words';

const WATERMARK = 'expiry_reminders_day';
const PAGE = 500;
const HOUR_MS = 3_600_000;

export interface ReminderDeps {
  db: Kysely<Database>;
  realtime: Realtime;
  push: PushProvider;
  telegram: TelegramProvider;
  clock: () => Date;
  log: (line: string) => void;
}

export interface ReminderPass {
  /** reminders this process claimed */
  claimed: number;
  /** of them, sent (the others had nothing left to lose by then) */
  sent: number;
}

const asLang = (value: string): Lang => ((LANGS as readonly string[]).includes(value) ? (value as Lang) : 'en');
const showCoins = (coins: number): string => coins.toLocaleString('en-US', { maximumFractionDigits: 2 });
const showDay = (day: string): string => day.split('-').reverse().join('/');

/** One pass: nothing before the hour or once today's pass is done; otherwise claims and sends every stage's reminders. */
export async function runExpiryReminders(deps: ReminderDeps): Promise<ReminderPass> {
  const now = deps.clock();
  const today = businessDayOf(now);
  const pass: ReminderPass = { claimed: 0, sent: 0 };
  if (businessDayOf(new Date(now.getTime() - EXPIRY_REMINDERS.fromHour * HOUR_MS)) !== today) return pass;
  const done = await deps.db.selectFrom('options').select('value').where('name', '=', WATERMARK).executeTakeFirst();
  if (done && done.value >= today) return pass;

  for (const window of stageWindows(now)) {
    for (;;) {
      const claimed = await claimStage(deps.db, window, now, PAGE);
      if (claimed.length === 0) break;
      pass.claimed += claimed.length;
      pass.sent += await sendPage(deps, claimed, now);
    }
  }
  await deps.db
    .insertInto('options')
    .values({ name: WATERMARK, value: today })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: today }))
    .execute();
  return pass;
}

interface Reminder extends Claimed {
  facts: ReminderFacts;
  coins: number;
  tgId: number | null;
  lang: Lang;
}

/**
 * Sends one page of claimed reminders: the players' ledgers read in one
 * statement, every message and every claim's record written in one
 * transaction of two statements, then the pushes and the bot.
 */
async function sendPage(deps: ReminderDeps, claimed: readonly Claimed[], now: Date): Promise<number> {
  const ids = [...new Set(claimed.map((c) => c.playerId))];
  const [expiries, players] = await Promise.all([
    upcomingExpiriesOf(deps.db, ids, now),
    deps.db
      .selectFrom('players')
      .leftJoin('coin_balances', 'coin_balances.player_id', 'players.id')
      .select(['players.id', 'players.language', 'players.tg_id', 'coin_balances.available'])
      .where('players.id', 'in', ids)
      .execute(),
  ]);
  const byId = new Map(players.map((p) => [p.id, p]));
  const reminders: Reminder[] = claimed.flatMap((c) => {
    const player = byId.get(c.playerId);
    const batch = expiries.get(c.playerId)?.find((d) => d.day === c.day);
    const coins = batch ? batch.cents / 100 : 0;
    // Spent or expired meanwhile: nothing to lose, nothing to say (the claim keeps coins 0).
    if (!player || coins <= 0) return [];
    const available = player.available ?? 0;
    const facts: ReminderFacts = {
      days: daysBetween(now, batch?.firstAt ?? now),
      coins: showCoins(coins),
      date: showDay(c.day),
      available: showCoins(available),
      action: available >= REDEEM.coins ? 'redeem' : 'freeGame',
    };
    return [{ ...c, facts, coins, tgId: player.tg_id, lang: asLang(player.language) }];
  });
  const messageIds = await inTransaction(deps.db, async (trx) => {
    const posted = await postTextMessages(
      trx,
      reminders.map((r) => ({
        playerId: r.playerId,
        ...reminderMessage(r.facts),
        img: 'inbox/notice.svg',
        action: r.facts.action,
        at: now,
      })),
    );
    const told = new Map(reminders.map((r, i) => [`${r.playerId}/${r.day}/${r.stage}`, { coins: r.coins, id: posted[i] ?? null }]));
    const rows = claimed.map((c) => ({ ...c, ...(told.get(`${c.playerId}/${c.day}/${c.stage}`) ?? { coins: 0, id: null }) }));
    await sql`UPDATE expiry_reminders r SET coins = u.coins, message_id = u.message_id
      FROM unnest(${rows.map((x) => x.playerId)}::integer[], ${rows.map((x) => x.day)}::text[], ${rows.map((x) => x.stage)}::smallint[],
        ${rows.map((x) => x.coins)}::numeric[], ${rows.map((x) => x.id)}::integer[]) AS u(player_id, expires_on, days_before, coins, message_id)
      WHERE r.player_id = u.player_id AND r.expires_on = u.expires_on AND r.days_before = u.days_before`.execute(trx);
    return posted;
  });
  const targets = await pushTargetsOf(
    deps.db,
    reminders.map((r) => r.playerId),
  );
  for (const [i, r] of reminders.entries()) {
    deps.realtime.toPlayer(r.playerId, { type: 'stale', reason: 'inbox' });
    const link = `${INBOX_ACTION_PATHS[r.facts.action]}?notifiid=${messageIds[i] ?? ''}`;
    await pushReminder(
      deps,
      r,
      targets.filter((t) => t.playerId === r.playerId),
      link,
    );
    if (r.tgId !== null) await telegramReminder(deps, r.tgId, r.lang, r.facts);
  }
  return reminders.length;
}

/** To the player's devices whose notification switch is on, each in its player's language; opening it goes to the action. */
async function pushReminder(deps: ReminderDeps, r: Reminder, targets: readonly PushTarget[], link: string): Promise<void> {
  for (const target of targets) {
    const text = reminderText(asLang(target.language), r.facts);
    const result = await deps.push
      .send(target.token, {
        title: text.title,
        body: text.body,
        link,
        tag: `expiry-${r.day}-${r.stage}`,
        icon: '/icon-192.png',
      })
      .catch((error: unknown) => {
        deps.log(`expiry reminder push failed: ${String(error)}`);
        return 'failed' as const;
      });
    if (result === 'invalid-token') await forgetPushToken(deps.db, target.token);
  }
}

/** Through the bot (its local outbox without a real token); a failure is logged, the inbox keeps the record. */
async function telegramReminder(deps: ReminderDeps, chatId: number, lang: Lang, facts: ReminderFacts): Promise<void> {
  const text = reminderText(lang, facts);
  const result = await deps.telegram.send(chatId, `${text.title}\n${text.body}`).catch((error: unknown) => {
    deps.log(`expiry reminder by Telegram failed: ${String(error)}`);
    return 'failed' as const;
  });
  if (result === 'failed') deps.log('expiry reminder by Telegram failed');
}

/** The reminders as a job of the server's runner (lib/jobs.ts), checked every minute. */
export function expiryReminderJob(deps: ReminderDeps): Job {
  return {
    name: 'expiry-reminders',
    everyMs: 60_000,
    async run() {
      const { claimed, sent } = await runExpiryReminders(deps);
      return claimed ? `expiry reminders: ${sent} sent (${claimed - sent} with nothing left to lose)` : null;
    },
  };
}
