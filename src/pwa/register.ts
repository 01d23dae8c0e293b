import { TIMING } from '../../contract/constants';

/**
 * Registers the app's one service worker (precache now, push later) and asks
 * for a new version hourly (SPEC section 9) and whenever the app comes back
 * to the foreground (iOS home-screen apps miss update checks otherwise).
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { type: 'module' });
  await wb.register();
  const check = () => void wb.update();
  setInterval(check, TIMING.serviceWorkerCheckMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
