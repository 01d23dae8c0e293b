import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { subscribe } from 'valtio/vanilla';
import { App, loadFirstScreen } from './app/App';
import { loadInstallBar } from './app/Layout';
import { primeFirstScreenData } from './app/firstScreenData';
import { wireApi } from './app/wireApi';
import { startLive } from './app/session';
import { restoreProfile } from './app/restoreProfile';
import { reflectReducedMotion } from './app/reducedMotion';
import { loadLanguage } from './i18n';
import { getChannel } from './api/client';
import { initState } from './state/boot';
import { workerStateWriter } from './worker/pageStateWriter';
import { languageState } from './state/language';
import { playerState } from './state/player';
import { watchConnectivity } from './pwa/pwaState';
import { firebaseConfig } from './push/config';
import { captureInstallPrompt } from './app/installPrompt';
import { detectTelegram } from './app/telegramDetect';
import './styles/global.css';

// Start-up order: cookies and saved state first (they decide guest or player),
// then the language, then the first render.
async function start() {
  // Before anything awaits: the browser may fire its install prompt at any
  // moment. Inside Telegram's web view only, its code comes in chunks of its
  // own, asked for at once: its insets must be set before the first render.
  const telegram = detectTelegram() ? import('./app/telegram').then((tg) => tg.initTelegram()) : null;
  captureInstallPrompt();
  watchConnectivity();
  loadFirstScreen(window.location.pathname);
  // Beside the first screen's code; a failed fetch leaves the bar to its lazy fallback.
  const installBar = loadInstallBar().catch(() => undefined);
  // The state's debounced writes run in the channel worker; a write is due 500 ms after a change, so the worker is up by then.
  const { auth } = await initState({ appVersion: __APP_VERSION__, writer: workerStateWriter(getChannel) });
  // The saved motion switch is known now, before any screen renders and animates.
  reflectReducedMotion();
  wireApi();
  primeFirstScreenData(window.location.pathname);
  if (auth === 'token-adopted') void restoreProfile();
  if (telegram) void telegram.then(() => import('./app/telegramSignIn')).then((tg) => tg.signInFromTelegram());
  await Promise.all([loadLanguage(languageState.lang), telegram, installBar]);
  // A language set without the settings screen's reload applies at once: the
  // player's own on the refresh after a login, English on a logout (SPEC section 4).
  subscribe(languageState, () => void loadLanguage(languageState.lang));
  if (playerState.authenticated) startLive();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // As a transition React renders the first screen in slices that yield to the browser, not one long task (TBT, issue 14).
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // Its own chunk: registering waits for the page's load event anyway.
  void import('./pwa/register').then((pwa) => pwa.registerServiceWorker());
  // FCM may rotate a device's token; only devices that allowed push load the code that asks.
  if (playerState.authenticated && firebaseConfig && 'Notification' in window && Notification.permission === 'granted') {
    void import('./push/device').then((push) => push.refreshPushToken());
  }
}

void start();
