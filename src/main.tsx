import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { wireApi } from './app/wireApi';
import { startLive } from './app/session';
import { loadLanguage } from './i18n';
import { initState } from './state/boot';
import { languageState } from './state/language';
import { playerState } from './state/player';
import { registerServiceWorker } from './pwa/register';
import './styles/global.css';

// Start-up order: cookies and saved state first (they decide guest or player),
// then the language, then the first render.
async function start() {
  await initState({ appVersion: __APP_VERSION__ });
  wireApi();
  await loadLanguage(languageState.lang);
  if (playerState.authenticated) startLive();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(<StrictMode><App /></StrictMode>);
  void registerServiceWorker();
}

void start();
