// The floating spin wheel V2 button's rules (SPEC section 2), pure so they are
// unit tested without Pixi or a DOM: when it exists, where it rests after a
// drag, and when a tap opens the game.
import { formatCountdown } from '../../lib/format';

export type Side = 'left' | 'right';

/** Development and staging builds only, and never while the game is under maintenance (playRec mtn). */
export function shouldRender(mode: string, mtn: 0 | 1): boolean {
  return (mode === 'development' || mode === 'staging') && mtn !== 1;
}

/** The edge a released button goes to: the one its centre is nearer. */
export function snapSide(left: number, width: number, viewportWidth: number): Side {
  return left + width / 2 < viewportWidth / 2 ? 'left' : 'right';
}

/** The button's left position resting on a side, `margin` from the edge. */
export function sideLeft(side: Side, width: number, viewportWidth: number, margin = 8): number {
  return side === 'left' ? margin : Math.max(margin, viewportWidth - width - margin);
}

/** Vertical position kept on screen, clear of the top inset and the nav bar below. */
export function clampTop(top: number, height: number, viewportHeight: number, minTop: number, bottomReserve: number): number {
  return Math.min(Math.max(top, minTop), Math.max(minTop, viewportHeight - height - bottomReserve));
}

/** What the button reads: the time left to the next spin, 00:00:00 once it is due (or none is scheduled). */
export function countdownText(nextSpinAt: string | null, nowMs: number): string {
  if (!nextSpinAt) return formatCountdown(0);
  return formatCountdown(Date.parse(nextSpinAt) - nowMs);
}

/** Clickable exactly when the countdown reads 00:00:00. */
export function canOpen(nextSpinAt: string | null, nowMs: number): boolean {
  return countdownText(nextSpinAt, nowMs) === '00:00:00';
}

/** A press that moved less than this (CSS px) is a tap, not a drag. */
export const TAP_SLOP = 8;
export const isTap = (dx: number, dy: number): boolean => Math.hypot(dx, dy) < TAP_SLOP;
