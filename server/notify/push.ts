// An inbox message as a push notification, in each receiving player's
// language, worded as the app words it (contract/inboxWords.ts), opening the
// message itself (its notifiid marks it read, SPEC section 7).
import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_LANG, LANGS, type Lang } from '../../contract/constants';
import { fillSlots, INBOX_WORDS } from '../../contract/inboxWords';
import type { Localized } from '../../contract/schemas/common';
import type { PushData } from '../../contract/schemas/push';
import { ROUTES } from '../../contract/routes';
import type { Database, InboxMessagesTable } from '../db/schema';
import type { PushProvider } from '../providers/push';
import { inboxMessage } from './inbox';
import { forgetPushToken, pushTargets } from './pushTokens';

type InboxRow = Selectable<InboxMessagesTable>;

const rm = (amount: number | null): string => (amount ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pick = (text: Localized, lang: Lang): string => text[lang] || text.en || text.zh || text.ms || '';
const asLang = (value: string): Lang => ((LANGS as readonly string[]).includes(value) ? (value as Lang) : DEFAULT_LANG);

export function inboxPushData(row: InboxRow, lang: Lang): PushData {
  const words = INBOX_WORDS[lang];
  let title: string;
  let body: string;
  if (row.kind === 'redeem') {
    const status = row.redeem_status ?? 'Success';
    title = words.redeem[status].title;
    body = fillSlots(words.redeem[status].desc, [rm(row.redeem_credit)]);
  } else if (row.kind === 'spin') {
    title = words.spin.title;
    body = fillSlots(words.spin.desc, [String(row.spin_amount ?? 0), rm(row.spin_credit)]);
  } else {
    title = pick(row.title, lang);
    body = pick(row.descr, lang);
  }
  return { title, body, link: `${ROUTES.inboxDetail(row.id)}?notifiid=${row.id}`, tag: `inbox-${row.id}`, icon: '/icon-192.png' };
}

export interface InboxPushDeps {
  db: Kysely<Database>;
  push: PushProvider;
  log: (line: string) => void;
}

/** Sends at most this many at once, so a message to everyone does not open thousands of requests. */
const PARALLEL = 16;

/** Pushes one stored inbox message to every device that should hear of it; resolves to the number sent. */
export async function pushInboxMessage(deps: InboxPushDeps, messageId: number): Promise<number> {
  const row = await inboxMessage(deps.db, messageId);
  if (!row) return 0;
  const targets = await pushTargets(deps.db, row.player_id);
  let sent = 0;
  for (let i = 0; i < targets.length; i += PARALLEL) {
    await Promise.all(
      targets.slice(i, i + PARALLEL).map(async (target) => {
        const result = await deps.push.send(target.token, inboxPushData(row, asLang(target.language))).catch((error: unknown) => {
          deps.log(`push for inbox ${messageId} failed: ${String(error)}`);
          return 'failed' as const;
        });
        if (result === 'sent') sent++;
        if (result === 'invalid-token') await forgetPushToken(deps.db, target.token);
      }),
    );
  }
  return sent;
}

/**
 * Called after the commit of whatever wrote the message, and not awaited: the
 * inbox is the record, a push is a courtesy that must never fail or slow the
 * decision it reports.
 */
export function pushInboxLater(deps: InboxPushDeps, messageId: number): void {
  void pushInboxMessage(deps, messageId).catch((error: unknown) => deps.log(`push for inbox ${messageId} failed: ${String(error)}`));
}

/** The after-commit hook domains are handed: message id in, push out, failures only logged. */
export const inboxPusher =
  (deps: Omit<InboxPushDeps, 'log'>, log: (line: string) => void) =>
  (messageId: number): void =>
    pushInboxLater({ ...deps, log }, messageId);
