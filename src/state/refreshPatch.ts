// The refresh answer (SPEC section 3 "Refresh data": GET vips for guests, GET
// player when logged in) turned into what the stores hold: links made safe,
// amounts rounded, records read with their defaults. Pure and store-free, so
// the channel worker works it out beside its call (src/worker/channel.ts) and
// the page only writes it into the stores (refresh.ts). Fresh objects, never
// the answer's own: valtio would otherwise wrap them.
import { UNSET_LINK } from '../../contract/appConstants';
import type { OptionName } from '../../contract/constants';
import type { TierStatus } from '../../contract/loyalty/tiers';
import type {
  Banner,
  Coin as WireCoin,
  InboxItem,
  PlayRecord as WirePlayRecord,
  Promotion,
  RedeemableBonus,
  RefreshData,
} from '../../contract/schemas/refresh';
import { round2 } from '../lib/rounding';
import type { GameRecords } from './game';
import type { Coin } from './player';
import type { ContactLinks } from './site';

export const defaultLinks = (): ContactLinks => ({
  h5: UNSET_LINK,
  whatsapp: UNSET_LINK,
  telegram: UNSET_LINK,
  facebook: UNSET_LINK,
  liveChat: UNSET_LINK,
  fourD: UNSET_LINK,
});

const LINK_FIELD: Record<OptionName, keyof ContactLinks> = {
  h5_link: 'h5',
  whatsapp_link: 'whatsapp',
  telegram_link: 'telegram',
  facebook_link: 'facebook',
  live_chat_link: 'liveChat',
  four_d_link: 'fourD',
};

// Links become hrefs; a mistyped 'javascript:' value in the back office must
// not become a clickable script. Schemes of the channels the spec names only.
const LINK_SCHEMES = new Set(['http:', 'https:', 'tg:', 'whatsapp:', 'mailto:', 'tel:']);

export function safeLink(value: string): string {
  const trimmed = value.trim();
  try {
    return LINK_SCHEMES.has(new URL(trimmed).protocol) ? trimmed : UNSET_LINK;
  } catch {
    return UNSET_LINK; // relative, empty or not a URL at all
  }
}

/** Options missing from the answer fall back to '#', so a link removed in the back office disappears. */
export function linksFromOptions(options: RefreshData['options']): ContactLinks {
  const links = defaultLinks();
  for (const { name, value } of options) {
    // Own keys only: unknown names (a newer server, or 'constructor') are skipped.
    if (Object.hasOwn(LINK_FIELD, name)) links[LINK_FIELD[name]] = safeLink(value);
  }
  return links;
}

function mtn(record: WirePlayRecord | undefined): 0 | 1 {
  return record?.mtn === 1 ? 1 : 0;
}

function remaining(record: WirePlayRecord | undefined): number {
  return Math.max(0, Math.trunc(record?.rm ?? 0));
}

export function recordsFromPlayRec(playRec: RefreshData['playRec']): GameRecords {
  // The schema promises every key; a server that drops one must not crash the screen.
  const rec: Partial<Record<keyof GameRecords, WirePlayRecord>> = playRec;
  const fto = rec.FTO;
  return {
    FTO: {
      mtn: mtn(fto),
      rm: remaining(fto),
      reward: fto?.reward === undefined ? null : round2(fto.reward),
      motion: fto?.motion ?? null,
    },
    SPINWHEEL: { mtn: mtn(rec.SPINWHEEL) },
    SQUIDGAME: { mtn: mtn(rec.SQUIDGAME) },
    ROCKSCISSORPAPER: { mtn: mtn(rec.ROCKSCISSORPAPER) },
    LUCKYEGG: { mtn: mtn(rec.LUCKYEGG) },
    SPINWHEELV2: { mtn: mtn(rec.SPINWHEELV2), rm: remaining(rec.SPINWHEELV2) },
  };
}

/** The wallet as the server stated it, rounded for show: the client never computes a balance. */
export function coinView(coin: WireCoin): Coin {
  return {
    total: round2(coin.balance),
    pending: round2(coin.pending),
    redeemed: round2(coin.redeemed),
    expiring: { amount: round2(coin.expire.balance), date: coin.expire.date },
    // Absent from answers stored before it (a replayed redeem): nothing said is better than a stale figure.
    soon: { amount: round2(coin.soon?.balance ?? 0), date: coin.soon?.date ?? null },
  };
}

/** What one refresh answer sets in the stores. */
export interface RefreshPatch {
  links: ContactLinks;
  banners: Banner[];
  promotions: Promotion[];
  inbox: { unreadCount: number; items: InboxItem[] };
  player: {
    tgBind: boolean;
    tgRegister: boolean;
    notify: boolean;
    expiryReminders: boolean;
    coin: Coin;
    redeemableBonus: RedeemableBonus;
  };
  records: GameRecords;
  tier: TierStatus | null;
  /** the player's saved language, applied only for a logged-in player */
  language: RefreshData['language'];
}

export function refreshPatch(data: RefreshData): RefreshPatch {
  const bonus = data.redeemableBonus;
  return {
    links: linksFromOptions(data.options),
    banners: structuredClone(data.banners),
    promotions: structuredClone(data.promotions),
    inbox: { unreadCount: Math.max(0, Math.trunc(data.inboxs.unreadCount)), items: structuredClone(data.inboxs.inbox) },
    player: {
      tgBind: data.tgBind,
      tgRegister: data.tgRegister,
      notify: data.notify,
      expiryReminders: data.expiryReminders ?? true,
      coin: coinView(data.coin),
      redeemableBonus: {
        id: bonus.id,
        tx_amount: round2(bonus.tx_amount),
        turnover: round2(bonus.turnover),
        status: bonus.status,
        created_date: bonus.created_date,
      },
    },
    records: recordsFromPlayRec(data.playRec),
    tier: data.tier ? structuredClone(data.tier) : null,
    language: data.language,
  };
}
