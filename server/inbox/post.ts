// Messages the server itself writes into a player's inbox (redeem decisions,
// verification results). They are written in the transaction of the decision
// they report, so a decision never exists without its message or the reverse.
import type { Insertable, Transaction } from 'kysely';
import type { Localized } from '../../contract/schemas/common';
import type { RedeemStatus } from '../../contract/schemas/wallet';
import type { Database, InboxMessagesTable } from '../db/schema';

const EMPTY: Localized = { en: '', zh: '', ms: '' };
const json = (text: Localized): string => JSON.stringify(text);

/**
 * A redeem decision: the client words it per language from redeem_status and
 * redeem_credit. descr carries the operator's reason for a rejection as they
 * typed it (operators write one language; the player sees their words).
 */
export async function postRedeemMessage(trx: Transaction<Database>, input: {
  playerId: number; status: RedeemStatus; creditRm: number; reason?: string | null; img?: string | null; at: Date;
}): Promise<number> {
  const reason = input.reason?.trim() ?? '';
  return insert(trx, {
    player_id: input.playerId, kind: 'redeem', redeem_credit: input.creditRm, redeem_status: input.status,
    title: json(EMPTY), descr: json(reason ? { en: reason, zh: reason, ms: reason } : EMPTY),
    img: input.img ?? null, created_at: input.at,
  });
}

/** A message whose title and text the server holds in every language ('others'). */
export async function postTextMessage(trx: Transaction<Database>, input: {
  playerId: number; title: Localized; desc: Localized; img?: string | null; at: Date;
}): Promise<number> {
  return insert(trx, {
    player_id: input.playerId, kind: 'others', title: json(input.title), descr: json(input.desc),
    img: input.img ?? null, created_at: input.at,
  });
}

async function insert(trx: Transaction<Database>, values: Insertable<InboxMessagesTable>): Promise<number> {
  const row = await trx.insertInto('inbox_messages').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
