import type { Kysely } from 'kysely';
import { DEFAULT_LANG } from '../../contract/constants';
import type { RefreshData } from '../../contract/schemas/refresh';
import type { Database, Player } from '../db/schema';
import { playRecords } from '../games/playRecords';
import { expireDueCoins, getCoinSummary } from '../ledger';
import { listContactOptions } from '../lib/options';
import { latestRedeemableBonus, NO_BONUS } from '../lib/redeemableBonus';
import { tierStatus } from '../loyalty/tiers/status';
import { unreadInbox } from '../notify/inbox';
import { listBanners, listPromotions } from './repo';

const INBOX_POPUP_LIMIT = 20;

/** Everything a screen needs after start or navigation (SPEC section 3, "Refresh data"); null for a guest. */
export async function buildRefresh(db: Kysely<Database>, player: Player | null, now: Date): Promise<RefreshData> {
  const [options, banners, promotions, playRec] = await Promise.all([
    listContactOptions(db),
    listBanners(db),
    listPromotions(db, now),
    playRecords(db, player?.id ?? null, now),
  ]);
  const shared = { options, banners, promotions, playRec };
  if (!player) {
    return {
      ...shared,
      tgBind: false,
      tgRegister: false,
      language: DEFAULT_LANG,
      notify: true,
      coin: { balance: 0, pending: 0, redeemed: 0, expire: { balance: 0, date: null } },
      inboxs: { unreadCount: 0, inbox: [] },
      redeemableBonus: NO_BONUS,
      tier: null,
    };
  }
  // Batches past their date leave the balance before it is shown (idempotent).
  await db.transaction().execute((trx) => expireDueCoins(trx, player.id, now));
  const [coin, inboxs, redeemableBonus, tier] = await Promise.all([
    getCoinSummary(db, player.id, now),
    unreadInbox(db, player.id, INBOX_POPUP_LIMIT),
    latestRedeemableBonus(db, player.id),
    tierStatus(db, player.id, now),
  ]);
  return {
    ...shared,
    tgBind: player.tg_id !== null,
    tgRegister: player.tg_register,
    language: player.language,
    notify: player.notify,
    expiryReminders: player.expiry_reminders,
    coin,
    inboxs,
    redeemableBonus,
    tier,
  };
}
