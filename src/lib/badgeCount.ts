import { UNREAD_BADGE_MAX } from '../../contract/appConstants';

/** Unread badge text: '' for none (no badge), '99+' above UNREAD_BADGE_MAX. */
export function badgeCount(n: number): string {
  if (Number.isNaN(n) || n < 1) return '';
  const count = Math.floor(n);
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}
