import { TIMING } from '../../contract/constants';
import { navigate } from '../app/navigation';
import { isOpenLinkMessage } from '../push/notification';
import { offerUpdate } from './pwaState';

/**
 * A worker that has installed may still activate at once (nothing to wait
 * for); only one still waiting after this long waits for the player.
 */
const WAITING_CHECK_MS = 200;

/**
 * Registers the app's one service worker and asks for a new version hourly
 * (SPEC section 9) and whenever the app comes back to the foreground (iOS
 * home-screen apps miss update checks otherwise). A new version waits until
 * the player accepts the reload prompt, so nothing reloads under their thumb.
 * The browser's own API, not workbox-window: the page needs only these few
 * lines of it, and that library cost every first visit 2.2 kB gzip.
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  // A tapped push notification while the app is open: route there in place.
  sw.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isOpenLinkMessage(event.data)) navigate(event.data.link);
  });
  // After the page has loaded: the worker's precache must not compete with the first screen's files.
  if (document.readyState !== 'complete') await new Promise((loaded) => window.addEventListener('load', loaded, { once: true }));
  const registration = await sw.register('/sw.js', { type: 'module' });
  watchForUpdates(registration, sw);
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, TIMING.serviceWorkerCheckMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Offers the reload prompt for a new version that waits, whether it was waiting before this page opened or installs later. */
export function watchForUpdates(registration: ServiceWorkerRegistration, sw: ServiceWorkerContainer): void {
  const offer = () =>
    offerUpdate(() => {
      sw.addEventListener('controllerchange', () => window.location.reload());
      registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
    });
  if (registration.waiting) offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state !== 'installed') return;
      setTimeout(() => {
        if (registration.waiting === installing) offer();
      }, WAITING_CHECK_MS);
    });
  });
}
