// While a game is open on a phone: full screen and the screen kept awake
// (SPEC section 2). iPhone Safari has no Element.requestFullscreen, so there a
// CSS class lays the game over the whole viewport instead; the wake lock is
// dropped by the browser whenever the page is hidden, so it is asked for again
// when the page comes back. leave() undoes all of it.
import type { DocumentLike } from '../core/dom';

/** CSS hook for the full-viewport fallback; the chrome's stylesheet defines it. */
export const FULLSCREEN_FALLBACK_CLASS = 'game-fullscreen-fallback';

type Sentinel = { released: boolean; release(): Promise<void> };

export interface ScreenEnv {
  doc: Omit<DocumentLike, 'createElement'>;
  nav: { wakeLock?: { request(type: 'screen'): Promise<Sentinel> } };
}

export interface FullscreenTarget {
  requestFullscreen?: (options?: FullscreenOptions) => Promise<void>;
  /** older iPad Safari */
  webkitRequestFullscreen?: () => void;
}

export type ScreenMode = 'off' | 'fullscreen' | 'fallback';

export interface ScreenKeeper {
  /** call from the player's tap (browsers want a user gesture for full screen) or right after it */
  enter(): Promise<ScreenMode>;
  leave(): Promise<void>;
  readonly mode: ScreenMode;
  readonly awake: boolean;
}

export function createScreenKeeper(target: FullscreenTarget, env: ScreenEnv, fallbackClass = FULLSCREEN_FALLBACK_CLASS): ScreenKeeper {
  let mode: ScreenMode = 'off';
  let lock: Sentinel | null = null;
  let entered = false;

  const acquire = async () => {
    if (!env.nav.wakeLock || env.doc.visibilityState !== 'visible' || (lock && !lock.released)) return;
    try {
      const sentinel = await env.nav.wakeLock.request('screen');
      // leave() may have run while the request was pending: let the late lock go.
      if (!entered) await sentinel.release();
      else lock = sentinel;
    } catch {
      // Refused (battery saver, not allowed in this frame): the game still runs.
    }
  };
  const onVisibility = () => {
    if (env.doc.visibilityState === 'visible' && entered) void acquire();
  };

  const goFullscreen = async (): Promise<boolean> => {
    try {
      if (typeof target.requestFullscreen === 'function') {
        await target.requestFullscreen({ navigationUI: 'hide' });
        return true;
      }
      if (typeof target.webkitRequestFullscreen === 'function') {
        target.webkitRequestFullscreen();
        return true;
      }
    } catch {
      // No user gesture, or refused: the CSS fallback still fills the viewport.
    }
    return false;
  };

  return {
    async enter() {
      if (entered) return mode;
      entered = true;
      env.doc.addEventListener('visibilitychange', onVisibility);
      const full = await goFullscreen();
      if (!entered) {
        // leave() ran while the request was pending: undo a full screen that arrived late.
        if (full && env.doc.fullscreenElement && env.doc.exitFullscreen) await env.doc.exitFullscreen().catch(() => undefined);
        return mode;
      }
      mode = full ? 'fullscreen' : 'fallback';
      if (!full) env.doc.documentElement.classList.add(fallbackClass);
      await acquire();
      return mode;
    },
    async leave() {
      if (!entered) return;
      entered = false;
      env.doc.removeEventListener('visibilitychange', onVisibility);
      env.doc.documentElement.classList.remove(fallbackClass);
      const wasFull = mode === 'fullscreen';
      mode = 'off';
      const held = lock;
      lock = null;
      await Promise.all([
        held && !held.released ? held.release().catch(() => undefined) : undefined,
        wasFull && env.doc.fullscreenElement && env.doc.exitFullscreen ? env.doc.exitFullscreen().catch(() => undefined) : undefined,
      ]);
    },
    get mode() {
      return mode;
    },
    get awake() {
      return lock !== null && !lock.released;
    },
  };
}
