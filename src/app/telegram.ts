// Running inside Telegram's web view (SPEC section 1). Telegram's own script is
// never fetched from the network: when the host page has it, window.Telegram.
// WebApp is used; otherwise the app speaks the web view's event protocol
// directly (telegramBridge.ts). Loaded and called once, before the first
// render, only where telegramDetect.ts finds Telegram.
import { applyInsetVars, cleanInsets, insetVars, ZERO_INSETS, type Insets } from './telegramInsets';
import { connectBridge, onEvent, postEvent, type TelegramWindow } from './telegramBridge';
import { detectTelegram, launchedApp, SEEN_KEY, webViewStorage } from './telegramDetect';

export type { TelegramWindow } from './telegramBridge';

const INSETS_KEY = 'tg.insets';
const INIT_DATA_KEY = 'tg.initData';

/**
 * The mini app's signed launch data (initData): from Telegram's script when
 * present, else from the launch hash, kept for this tab since the hash goes
 * away after the first navigation. The server checks its signature.
 */
export function telegramInitData(win: TelegramWindow = window): string | null {
  const fromSdk = launchedApp(win)?.initData;
  const fromHash = new URLSearchParams(win.location.hash.replace(/^#/, '')).get('tgWebAppData');
  const found = fromSdk || fromHash;
  if (found) webViewStorage(win)?.setItem(INIT_DATA_KEY, found);
  return found || webViewStorage(win)?.getItem(INIT_DATA_KEY) || null;
}

interface SavedInsets {
  safe: Insets;
  content: Insets;
}

function readSaved(win: TelegramWindow): SavedInsets {
  try {
    const saved = JSON.parse(webViewStorage(win)?.getItem(INSETS_KEY) ?? 'null') as Partial<SavedInsets> | null;
    return { safe: cleanInsets(saved?.safe), content: cleanInsets(saved?.content) };
  } catch {
    return { safe: { ...ZERO_INSETS }, content: { ...ZERO_INSETS } };
  }
}

/**
 * Detects Telegram, expands the view, and keeps the safe-area variables of
 * telegramInsets.ts current. The last insets seen are applied first, so a
 * reload inside Telegram paints with the right padding straight away.
 * Returns whether the app runs inside Telegram.
 */
export function initTelegram(win: TelegramWindow = window): boolean {
  if (!detectTelegram(win)) return false;
  const root = win.document.documentElement;
  root.dataset.telegram = '1';
  const store = webViewStorage(win);
  store?.setItem(SEEN_KEY, '1');
  connectBridge(win);
  telegramInitData(win);
  const current = readSaved(win);
  const apply = (safe: unknown, content: unknown) => {
    current.safe = cleanInsets(safe);
    current.content = cleanInsets(content);
    applyInsetVars(root.style, insetVars(current.safe, current.content));
    store?.setItem(INSETS_KEY, JSON.stringify(current));
  };
  apply(current.safe, current.content);

  const app = launchedApp(win);
  if (app) {
    const fromApp = () => apply(app.safeAreaInset ?? current.safe, app.contentSafeAreaInset ?? current.content);
    fromApp();
    app.onEvent?.('safeAreaChanged', fromApp);
    app.onEvent?.('contentSafeAreaChanged', fromApp);
    app.ready?.();
    app.expand?.();
    return true;
  }
  onEvent('safe_area_changed', (insets) => apply(insets, current.content));
  onEvent('content_safe_area_changed', (insets) => apply(current.safe, insets));
  for (const method of ['web_app_ready', 'web_app_expand', 'web_app_request_safe_area', 'web_app_request_content_safe_area'] as const) {
    postEvent(method);
  }
  return true;
}
