import type { Kysely } from 'kysely';
import { DEFAULT_LANG } from '../../contract/constants';
import type { RedeemableBonus, RefreshData } from '../../contract/schemas/refresh';
import type { Database, Player } from '../db/schema';
import { listBanners, listContactOptions, listPromotions } from '../content/repo';
import { playRecords } from '../games/playRecords';
import { unreadInbox } from '../inbox/repo';
import { expireDueCoins, getCoinSummary } from '../ledger';

const INBOX_POPUP_LIMIT = 20;
const NO_BONUS: RedeemableBonus = { id: null, tx_amount: 0, turnover: 0, status: 'Not Available', created_date: null };

/** Everything a screen needs after start or navigation (SPEC section 3, "Refresh data"); null for a guest. */
export async function buildRefresh(db: Kysely<Database>, player: Player | null, now: Date): Promise<RefreshData> {
  const [options, banners, promotions, playRec] = await Promise.all([
    listContactOptions(db), listBanners(db), listPromotions(db, now), playRecords(db, player?.id ?? null, now),
  ]);
  const shared = { options, banners, promotions, playRec };
  if (!player) {
    return {
      ...shared, tgBind: false, tgRegister: false, language: DEFAULT_LANG, notify: true,
      coin: { balance: 0, pending: 0, redeemed: 0, expire: { balance: 0, date: null } },
      inboxs: { unreadCount: 0, inbox: [] }, redeemableBonus: NO_BONUS,
    };
  }
  // Batches past their date leave the balance before it is shown (idempotent).
  await db.transaction().execute((trx) => expireDueCoins(trx, player.id, now));
  const [coin, inboxs, bonus] = await Promise.all([
    getCoinSummary(db, player.id, now),
    unreadInbox(db, player.id, INBOX_POPUP_LIMIT),
    db.selectFrom('redeemable_bonuses').selectAll().where('player_id', '=', player.id)
      .orderBy('created_date', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  return {
    ...shared,
    tgBind: player.tg_id !== null,
    tgRegister: player.tg_register,
    language: player.language,
    notify: player.notify,
    coin,
    inboxs,
    redeemableBonus: bonus
      ? { id: bonus.id, tx_amount: bonus.tx_amount, turnover: bonus.turnover, status: bonus.status, created_date: bonus.created_date.toISOString() }
      : NO_BONUS,
  };
}
