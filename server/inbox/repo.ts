import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { InboxItem } from '../../contract/schemas/refresh';
import type { Database } from '../db/schema';

type Mine = SelectQueryBuilder<Database, 'inbox_messages', object>;

/** A player's messages: their own and broadcasts sent since they joined. */
function mine(db: Kysely<Database>, playerId: number): Mine {
  return db.selectFrom('inbox_messages')
    .where((eb) => eb.or([
      eb('inbox_messages.player_id', '=', playerId),
      eb.and([
        eb('inbox_messages.player_id', 'is', null),
        eb('inbox_messages.created_at', '>=', eb.selectFrom('players').select('created_at').where('id', '=', playerId)),
      ]),
    ]));
}

const unread = (q: Mine, playerId: number): Mine => q.where((eb) => eb.not(eb.exists(
  eb.selectFrom('inbox_reads').select('inbox_reads.message_id')
    .whereRef('inbox_reads.message_id', '=', 'inbox_messages.id').where('inbox_reads.player_id', '=', playerId),
)));

export async function unreadInbox(db: Kysely<Database>, playerId: number, limit: number): Promise<{ unreadCount: number; inbox: InboxItem[] }> {
  const [count, rows] = await Promise.all([
    unread(mine(db, playerId), playerId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    unread(mine(db, playerId), playerId).selectAll('inbox_messages')
      .orderBy('inbox_messages.created_at', 'desc').orderBy('inbox_messages.id', 'desc').limit(limit).execute(),
  ]);
  return {
    unreadCount: Number(count.n),
    inbox: rows.map((r) => ({
      id: r.id, kind: r.kind, title: r.title, desc: r.descr, img: r.img,
      coin: r.coin, credit: r.credit, redeem_credit: r.redeem_credit,
      spin_amount: r.spin_amount, spin_credit: r.spin_credit,
      read: false, createdAt: r.created_at.toISOString(),
    })),
  };
}
