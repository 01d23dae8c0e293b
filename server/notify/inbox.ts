// The inbox_messages table: the messages the server writes into players'
// inboxes (redeem decisions, verification results, the console's posts), in
// the transaction of the decision they report, and a player's messages as
// the inbox screen and the refresh read them.
import { sql, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { InboxAction } from '../../contract/inboxActions';
import type { Localized } from '../../contract/schemas/common';
import type { InboxItem } from '../../contract/schemas/refresh';
import type { RedeemStatus } from '../../contract/schemas/wallet';
import type { Database, InboxMessagesTable } from '../db/schema';
import { olderThan, takePage } from '../lib/keysetPage';
import { uploadUrl } from '../lib/uploads';

type Mine = SelectQueryBuilder<Database, 'inbox_messages', object>;

/** A player's messages: their own and broadcasts sent since they joined. */
function mine(db: Kysely<Database>, playerId: number): Mine {
  return db
    .selectFrom('inbox_messages')
    .where((eb) =>
      eb.or([
        eb('inbox_messages.player_id', '=', playerId),
        eb.and([
          eb('inbox_messages.player_id', 'is', null),
          eb('inbox_messages.created_at', '>=', eb.selectFrom('players').select('created_at').where('id', '=', playerId)),
        ]),
      ]),
    );
}

const readBy = (playerId: number) =>
  sql<boolean>`EXISTS (SELECT 1 FROM inbox_reads r WHERE r.message_id = inbox_messages.id AND r.player_id = ${playerId})`;

const unread = (q: Mine, playerId: number): Mine => q.where((eb) => eb.not(readBy(playerId)));

/** Seed art and back-office uploads are stored relative to the uploads folder; links stay as they are. */
const imgUrl = (img: string | null): string | null =>
  img === null || img === '' ? null : /^(\/|https?:)/.test(img) ? img : uploadUrl(img);

function toItem(r: Selectable<InboxMessagesTable>, read: boolean): InboxItem {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    desc: r.descr,
    img: imgUrl(r.img),
    coin: r.coin,
    credit: r.credit,
    redeem_credit: r.redeem_credit,
    spin_amount: r.spin_amount,
    spin_credit: r.spin_credit,
    redeem_status: r.redeem_status,
    action: r.action,
    read,
    createdAt: r.created_at.toISOString(),
  };
}

export async function unreadCount(db: Kysely<Database>, playerId: number): Promise<number> {
  const row = await unread(mine(db, playerId), playerId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function unreadInbox(
  db: Kysely<Database>,
  playerId: number,
  limit: number,
): Promise<{ unreadCount: number; inbox: InboxItem[] }> {
  const [count, rows] = await Promise.all([
    unreadCount(db, playerId),
    unread(mine(db, playerId), playerId)
      .selectAll('inbox_messages')
      .orderBy('inbox_messages.created_at', 'desc')
      .orderBy('inbox_messages.id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return { unreadCount: count, inbox: rows.map((r) => toItem(r, false)) };
}

/** Every message of the player, read or not, newest first; `after` is the id of the last one shown. */
export async function inboxPage(
  db: Kysely<Database>,
  playerId: number,
  after: number | undefined,
  limit: number,
): Promise<{ rows: InboxItem[]; nextCursor: string | null }> {
  let q = mine(db, playerId).selectAll('inbox_messages').select(readBy(playerId).as('read'));
  if (after !== undefined) {
    q = q.where(olderThan('inbox_messages', after));
  }
  const rows = await q
    .orderBy('inbox_messages.created_at', 'desc')
    .orderBy('inbox_messages.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = takePage(rows, limit);
  return { rows: page.rows.map(({ read, ...r }) => toItem(r, read)), nextCursor: page.nextCursor };
}

/** One of the player's messages, or undefined for an unknown id or someone else's message. */
export async function findInbox(db: Kysely<Database>, playerId: number, id: number): Promise<InboxItem | undefined> {
  const row = await mine(db, playerId)
    .selectAll('inbox_messages')
    .select(readBy(playerId).as('read'))
    .where('inbox_messages.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { read, ...message } = row;
  return toItem(message, read);
}

/** Marks one message read (again is harmless); false when it is not the player's message. */
export async function markRead(db: Kysely<Database>, playerId: number, id: number, now: Date): Promise<boolean> {
  const found = await mine(db, playerId).select('inbox_messages.id').where('inbox_messages.id', '=', id).executeTakeFirst();
  if (!found) return false;
  await db
    .insertInto('inbox_reads')
    .values({ message_id: id, player_id: playerId, read_at: now })
    .onConflict((oc) => oc.columns(['message_id', 'player_id']).doNothing())
    .execute();
  return true;
}

/** Marks every message of the player read; answers how many were unread. */
export async function markAllRead(db: Kysely<Database>, playerId: number, now: Date): Promise<number> {
  const ids = await unread(mine(db, playerId), playerId).select('inbox_messages.id').execute();
  if (ids.length === 0) return 0;
  await db
    .insertInto('inbox_reads')
    .values(ids.map((r) => ({ message_id: r.id, player_id: playerId, read_at: now })))
    .onConflict((oc) => oc.columns(['message_id', 'player_id']).doNothing())
    .execute();
  return ids.length;
}

// Messages the server writes: a decision never exists without its message or the reverse.

const EMPTY: Localized = { en: '', zh: '', ms: '' };
const json = (text: Localized): string => JSON.stringify(text);

/**
 * A redeem decision: the client words it per language from redeem_status and
 * redeem_credit. descr carries the operator's reason for a rejection as they
 * typed it (operators write one language; the player sees their words).
 */
export async function postRedeemMessage(
  trx: Transaction<Database>,
  input: {
    playerId: number;
    status: RedeemStatus;
    creditRm: number;
    reason?: string | null;
    img?: string | null;
    at: Date;
  },
): Promise<number> {
  const reason = input.reason?.trim() ?? '';
  return insert(trx, {
    player_id: input.playerId,
    kind: 'redeem',
    redeem_credit: input.creditRm,
    redeem_status: input.status,
    title: json(EMPTY),
    descr: json(reason ? { en: reason, zh: reason, ms: reason } : EMPTY),
    img: input.img ?? null,
    created_at: input.at,
  });
}

/**
 * An operator's post from the console: to one player, or to everyone
 * (player null). `coin` and `credit` are amounts the message tells of; they
 * move no money.
 */
export async function postConsoleMessage(
  trx: Transaction<Database>,
  input: {
    playerId: number | null;
    kind: 'others' | 'coin' | 'credit';
    title: Localized;
    desc: Localized;
    coin?: number | undefined;
    credit?: number | undefined;
    at: Date;
  },
): Promise<number> {
  return insert(trx, {
    player_id: input.playerId,
    kind: input.kind,
    title: json(input.title),
    descr: json(input.desc),
    img: null,
    coin: input.kind === 'coin' ? (input.coin ?? 0) : null,
    credit: input.kind === 'credit' ? (input.credit ?? 0) : null,
    redeem_credit: null,
    spin_amount: null,
    spin_credit: null,
    created_at: input.at,
  });
}

export interface TextMessage {
  playerId: number;
  title: Localized;
  desc: Localized;
  img?: string | null;
  action?: InboxAction | null;
  at: Date;
}

const textRow = (input: TextMessage): Insertable<InboxMessagesTable> => ({
  player_id: input.playerId,
  kind: 'others',
  title: json(input.title),
  descr: json(input.desc),
  img: input.img ?? null,
  action: input.action ?? null,
  created_at: input.at,
});

/** A message whose title and text the server holds in every language ('others'). */
export async function postTextMessage(trx: Transaction<Database>, input: TextMessage): Promise<number> {
  return insert(trx, textRow(input));
}

/** Many such messages in one statement (a job's page); their ids in the order given. */
export async function postTextMessages(trx: Transaction<Database>, inputs: readonly TextMessage[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const rows = await trx.insertInto('inbox_messages').values(inputs.map(textRow)).returning('id').execute();
  // One INSERT numbers its rows in the order of its VALUES.
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** One stored message, for its push. */
export async function inboxMessage(db: Kysely<Database>, id: number): Promise<Selectable<InboxMessagesTable> | undefined> {
  return db.selectFrom('inbox_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

async function insert(trx: Transaction<Database>, values: Insertable<InboxMessagesTable>): Promise<number> {
  const row = await trx.insertInto('inbox_messages').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
