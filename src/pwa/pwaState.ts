import { proxy } from 'valtio/vanilla';

/** What the installed app tells the player about itself: connectivity and a waiting new version. */
export const pwaState = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  updateReady: false,
});

let applyUpdate: (() => void) | null = null;

/** Set by the registration once a new service worker waits to take over. */
export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  pwaState.updateReady = true;
}

/** The player accepted the reload prompt. */
export function acceptUpdate(): void {
  pwaState.updateReady = false;
  applyUpdate?.();
}

export function watchConnectivity(): void {
  window.addEventListener('online', () => {
    pwaState.online = true;
  });
  window.addEventListener('offline', () => {
    pwaState.online = false;
  });
}
