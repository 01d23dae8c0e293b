// SPEC section 9: on game screens a second tap within 300 ms of the first is
// ignored, so an eager double tap cannot send two plays. The window counts
// from the last *accepted* tap: a player tapping steadily every 200 ms still
// gets every other tap through instead of being locked out forever.
import { TIMING } from '../../contract/constants';

/** Pure rule: is a tap at `at` (ms) accepted, given the last accepted tap? */
export function acceptsTap(lastAccepted: number | null, at: number, windowMs: number = TIMING.doubleTapGuardMs): boolean {
  // A clock that jumped backwards (a restored tab) must not block taps for good.
  return lastAccepted === null || at - lastAccepted >= windowMs || at < lastAccepted;
}

export interface DoubleTapGuard {
  /** true when this tap counts; false when it is the ignored second tap */
  accept(): boolean;
  /** forget the last tap (a new round starts; a dialog closed) */
  reset(): void;
}

/** A guard over a millisecond clock (performance.now in the browser, a fake in tests). */
export function createDoubleTapGuard(clock: () => number, windowMs: number = TIMING.doubleTapGuardMs): DoubleTapGuard {
  let last: number | null = null;
  return {
    accept() {
      const at = clock();
      if (!acceptsTap(last, at, windowMs)) return false;
      last = at;
      return true;
    },
    reset() {
      last = null;
    },
  };
}

/** Wraps a handler so that its guarded second call is dropped. */
export function guardTaps<A extends unknown[]>(guard: DoubleTapGuard, handler: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    if (guard.accept()) handler(...args);
  };
}
