// Writes the refresh answer, as refreshPatch.ts (in the channel worker) made
// it, into the stores. The server is the authority: whatever it sends
// replaces what the client had.
import type { RefreshData } from '../../contract/schemas/refresh';
import { gameState } from './game';
import { setLang } from './language';
import { replaceState } from './merge';
import { playerState } from './player';
import { refreshPatch, type RefreshPatch } from './refreshPatch';
import { siteState } from './site';
import { applyTier } from './tier';

export interface RefreshResult {
  /** True when the server's language replaced the local one (the screens redraw in it, no reload). */
  languageChanged: boolean;
}

/**
 * Writes one refresh answer into the stores.
 *
 * Language: only a logged-in player's saved preference is applied. A guest's
 * answer carries the server default, which would undo the language the guest
 * just picked on this device.
 */
export function applyRefreshPatch(patch: RefreshPatch): RefreshResult {
  replaceState(siteState.links, patch.links);
  siteState.banners = patch.banners;
  siteState.promotions = patch.promotions;
  siteState.inbox.unreadCount = patch.inbox.unreadCount;
  siteState.inbox.items = patch.inbox.items;

  const { coin, redeemableBonus, ...flags } = patch.player;
  Object.assign(playerState, flags);
  replaceState(playerState.coin, coin);
  replaceState(playerState.redeemableBonus, redeemableBonus);

  replaceState(gameState.records, patch.records);
  applyTier(patch.tier);

  const languageChanged = playerState.authenticated && setLang(patch.language);
  return { languageChanged };
}

/** The same for an answer not yet worked out (tests, and a call made without the worker). */
export const applyRefresh = (data: RefreshData): RefreshResult => applyRefreshPatch(refreshPatch(data));
