// Push on this device: permission, the FCM token (in its cookie, sent as the
// push-token header on every call, SPEC section 7) and its registration with
// the server. Firebase is imported only here and only when push is in use,
// so players who never turn it on never download it.
import { COOKIES } from '../../contract/routes';
import { registerPushToken } from '../api/calls/push';
import { browserCookies } from '../state/cookies';
import { firebaseConfig, type FirebaseWebConfig } from './config';

/**
 * off: this build has no Firebase config; unsupported: the browser cannot
 * receive web push (iOS outside a home-screen app, old browsers); blocked:
 * the player said no in the browser; ask: not asked yet; on: this device has a token.
 */
export type PushState = 'off' | 'unsupported' | 'blocked' | 'ask' | 'on';

const TOKEN_DAYS = 365;
/** navigator.serviceWorker.ready never settles where no worker registers (dev server); do not wait forever. */
const WORKER_WAIT_MS = 10_000;

function browserCanPush(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof globalThis.PushManager === 'function' &&
    typeof globalThis.Notification !== 'undefined'
  );
}

/** What stops push on this device before anyone is asked, or null (shared with the operator console's switch). */
export function pushBlocker(config: FirebaseWebConfig | null = firebaseConfig): 'off' | 'unsupported' | 'blocked' | null {
  if (!config) return 'off';
  if (!browserCanPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return null;
}

export function pushState(config: FirebaseWebConfig | null = firebaseConfig): PushState {
  return pushBlocker(config) ?? (Notification.permission === 'granted' && browserCookies.get(COOKIES.pushToken) ? 'on' : 'ask');
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no service worker')), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The device's FCM token through the app's own service worker (no second worker, STACK.md). */
async function fetchToken(config: FirebaseWebConfig): Promise<string> {
  const [{ getApps, initializeApp }, { getMessaging, getToken, isSupported }] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await isSupported())) throw new Error('push unsupported');
  const app = getApps()[0] ?? initializeApp(config);
  return getToken(getMessaging(app), { vapidKey: config.vapidKey, serviceWorkerRegistration: await workerRegistration() });
}

async function keepToken(token: string): Promise<void> {
  browserCookies.set(COOKIES.pushToken, token, TOKEN_DAYS);
  await registerPushToken({ token });
}

/**
 * Asks the browser (only ever from a person's tap: browsers ignore or punish
 * prompts nobody asked for) and fetches this device's token; or the state
 * that stopped it, 'failed' when the push service could not be reached.
 */
export async function askDeviceToken(
  config: FirebaseWebConfig | null = firebaseConfig,
): Promise<{ token: string } | { state: Exclude<PushState, 'on'> | 'failed' }> {
  const blocker = pushBlocker(config);
  if (!config || blocker) return { state: blocker ?? 'off' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { state: permission === 'denied' ? 'blocked' : 'ask' };
  return fetchToken(config).then(
    (token) => ({ token }),
    () => ({ state: 'failed' as const }),
  );
}

/** The player's tap: asks, then keeps and registers the token. Resolves to the new state. */
export async function turnOnPush(config: FirebaseWebConfig | null = firebaseConfig): Promise<PushState | 'failed'> {
  const asked = await askDeviceToken(config);
  if ('state' in asked) return asked.state;
  try {
    await keepToken(asked.token);
    return 'on';
  } catch {
    return 'failed';
  }
}

/**
 * At start-up for a logged-in player who allowed push: FCM may have rotated
 * the token, and the server must hear of a new one. Quiet on failure; the
 * old token keeps working until FCM drops it.
 */
export async function refreshPushToken(config: FirebaseWebConfig | null = firebaseConfig): Promise<void> {
  if (!config || !browserCanPush() || Notification.permission !== 'granted') return;
  try {
    const token = await fetchToken(config);
    if (token !== browserCookies.get(COOKIES.pushToken)) await keepToken(token);
  } catch {
    // offline or the push service unreachable: try again on the next start
  }
}
