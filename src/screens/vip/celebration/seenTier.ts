// The highest tier this device has shown each player, so a promotion is
// celebrated once, on the first screen after it, wherever the player was
// when the review moved them (the socket, the next refresh, the next visit).
const storageKey = (uid: string): string => `vip-club:tier-seen:${uid}`;

export function seenTier(uid: string): number | null {
  try {
    const n = Number(localStorage.getItem(storageKey(uid)) ?? 'NaN');
    return Number.isInteger(n) && n >= 0 ? n : null;
  } catch {
    return null;
  }
}

export function rememberTier(uid: string, index: number): void {
  try {
    localStorage.setItem(storageKey(uid), String(index));
  } catch {
    // storage refused: a promotion may be celebrated again, nothing worse
  }
}

/** Whether `index` is a tier to celebrate: higher than the last one shown (a first sight of the player celebrates nothing). */
export const isPromotion = (seen: number | null, index: number): boolean => seen !== null && index > seen;
