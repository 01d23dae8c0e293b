// Which inbox messages have already popped up on this device, per player, so
// each message pops up once (SPEC section 2: the inbox popup). A small list in
// localStorage: losing it only means one message may pop up again.
import type { InboxItem } from '../../../contract/schemas/refresh';

const KEEP = 200;
const storageKey = (uid: string): string => `vip-club:inbox-popup-seen:${uid}`;

export function seenIds(uid: string): Set<number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(uid)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : []);
  } catch {
    return new Set();
  }
}

export function markSeen(uid: string, ids: readonly number[]): void {
  const all = [...new Set([...ids, ...seenIds(uid)])].slice(0, KEEP);
  try {
    localStorage.setItem(storageKey(uid), JSON.stringify(all));
  } catch {
    // storage full or refused: the popup may show again, nothing worse
  }
}

/** The newest unread message that has not popped up yet (items come newest first). */
export function nextPopup(items: readonly InboxItem[], seen: ReadonlySet<number>): InboxItem | null {
  return items.find((m) => !m.read && !seen.has(m.id)) ?? null;
}
