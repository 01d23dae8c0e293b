import { TIMING } from '../../contract/constants';
import { navigate } from '../app/navigation';
import { isOpenLinkMessage } from '../push/notification';
import { offerUpdate, watchConnectivity } from './pwaState';

/**
 * Registers the app's one service worker and asks for a new version hourly
 * (SPEC section 9) and whenever the app comes back to the foreground (iOS
 * home-screen apps miss update checks otherwise). A new version waits until
 * the player accepts the reload prompt, so nothing reloads under their thumb.
 */
export async function registerServiceWorker(): Promise<void> {
  watchConnectivity();
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { type: 'module' });
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  // A tapped push notification while the app is open: route there in place.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isOpenLinkMessage(event.data)) navigate(event.data.link);
  });
  await wb.register();
  const check = () => void wb.update();
  setInterval(check, TIMING.serviceWorkerCheckMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
