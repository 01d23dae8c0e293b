// Maps the refresh data (GET vips for guests, GET player when logged in;
// SPEC section 3 "Refresh data") onto the stores. The server is the authority:
// whatever it sends replaces what the client had.
import { UNSET_LINK } from '../../contract/appConstants';
import type { OptionName } from '../../contract/constants';
import type { PlayRecord as WirePlayRecord, RefreshData } from '../../contract/schemas/refresh';
import { applyCoins } from './coins';
import { gameState, type GameRecords } from './game';
import { setLang } from './language';
import { replaceState } from './merge';
import { round2 } from '../lib/rounding';
import { playerState } from './player';
import { defaultLinks, siteState, type ContactLinks } from './site';
import { applyTier } from './tier';

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

export interface RefreshResult {
  /** True when the server's language replaced the local one; the caller reloads (SPEC section 4). */
  languageChanged: boolean;
}

/**
 * Writes one refresh answer into the stores. Amounts are rounded to 2 decimals.
 *
 * Language: only a logged-in player's saved preference is applied. A guest's
 * answer carries the server default, which would undo the language the guest
 * just picked on this device.
 */
export function applyRefresh(data: RefreshData): RefreshResult {
  replaceState(siteState.links, linksFromOptions(data.options));
  // Copies: valtio would otherwise wrap the caller's own arrays, and a later
  // change to them would bypass the store's notifications.
  siteState.banners = structuredClone(data.banners);
  siteState.promotions = structuredClone(data.promotions);
  siteState.inbox.unreadCount = Math.max(0, Math.trunc(data.inboxs.unreadCount));
  siteState.inbox.items = structuredClone(data.inboxs.inbox);

  playerState.tgBind = data.tgBind;
  playerState.tgRegister = data.tgRegister;
  playerState.notify = data.notify;
  playerState.expiryReminders = data.expiryReminders ?? true;
  applyCoins(data.coin);
  const bonus = data.redeemableBonus;
  replaceState(playerState.redeemableBonus, {
    id: bonus.id,
    tx_amount: round2(bonus.tx_amount),
    turnover: round2(bonus.turnover),
    status: bonus.status,
    created_date: bonus.created_date,
  });

  replaceState(gameState.records, recordsFromPlayRec(data.playRec));
  applyTier(data.tier);

  const languageChanged = playerState.authenticated && setLang(data.language);
  return { languageChanged };
}
