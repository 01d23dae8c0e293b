// Site store: what the back office configures for everyone (contact links,
// banners, promotions) plus the player's inbox. Kept in saved state so the
// home screen can draw something before the first refresh answers or offline.
import { proxy } from 'valtio/vanilla';
import { UNSET_LINK } from '../../contract/appConstants';
import type { Banner, InboxItem, Promotion } from '../../contract/schemas/refresh';
import { mergeSaved, replaceState } from './merge';
import { defaultLinks } from './refreshPatch';

export interface ContactLinks {
  h5: string;
  whatsapp: string;
  telegram: string;
  facebook: string;
  liveChat: string;
  /** the home quick link to 4D results, outside the app */
  fourD: string;
}

export interface Inbox {
  unreadCount: number;
  items: InboxItem[];
}

export interface SiteState {
  links: ContactLinks;
  banners: Banner[];
  promotions: Promotion[];
  inbox: Inbox;
}

export const defaultInbox = (): Inbox => ({ unreadCount: 0, items: [] });

export const defaultSite = (): SiteState => ({
  links: defaultLinks(),
  banners: [],
  promotions: [],
  inbox: defaultInbox(),
});

export const siteState = proxy<SiteState>(defaultSite());

/** A link the back office has not configured reads '#' and is not shown (SPEC section 2). */
export function isLinkSet(link: string): boolean {
  return link !== UNSET_LINK;
}

/** The inbox belongs to one player: cleared on logout or when another player logs in. */
export function clearInbox(): void {
  replaceState(siteState.inbox, defaultInbox());
}

/**
 * The badge and the popup follow a read at once, before the socket's refresh
 * comes back: the unread preview drops the message and the count goes down.
 */
export function markReadLocally(id: number): void {
  const before = siteState.inbox.items.length;
  siteState.inbox.items = siteState.inbox.items.filter((m) => m.id !== id);
  if (siteState.inbox.items.length < before) siteState.inbox.unreadCount = Math.max(0, siteState.inbox.unreadCount - 1);
}

/** After "mark all read": the server's count (a message may have arrived meanwhile), no unread preview. */
export function markAllReadLocally(unreadCount: number): void {
  siteState.inbox.unreadCount = Math.max(0, Math.trunc(unreadCount));
  siteState.inbox.items = [];
}

export function restoreSite(saved: unknown): void {
  const next = mergeSaved(defaultSite(), saved);
  next.inbox.unreadCount = Math.max(0, Math.trunc(next.inbox.unreadCount));
  replaceState(siteState, next);
}
