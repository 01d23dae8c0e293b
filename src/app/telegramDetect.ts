// Whether the app runs inside Telegram's web view, read from the page alone:
// the entry chunk decides with this, and only inside Telegram loads the
// mini-app code (telegram.ts, its bridge and insets, in chunks of their own).
import type { TelegramWindow } from './telegramBridge';

type TelegramWebApp = NonNullable<NonNullable<TelegramWindow['Telegram']>['WebApp']>;

/** Set by initTelegram: sessionStorage survives reloads inside the same web view, while the launch hash is gone after the first navigation. */
export const SEEN_KEY = 'tg.webview';

export function webViewStorage(win: TelegramWindow): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null; // storage blocked: detection still works from the live signals
  }
}

/** The script's WebApp object, when it is there and really launched by Telegram. */
export function launchedApp(win: TelegramWindow): TelegramWebApp | null {
  const app = win.Telegram?.WebApp;
  return app && (Boolean(app.initData) || (app.platform !== undefined && app.platform !== 'unknown')) ? app : null;
}

export function detectTelegram(win: TelegramWindow = window): boolean {
  return (
    launchedApp(win) !== null ||
    win.TelegramWebviewProxy !== undefined ||
    /[#&]tgWebApp(Data|Platform|Version)=/.test(win.location.hash) ||
    /\bTelegram\b/i.test(win.navigator.userAgent) ||
    webViewStorage(win)?.getItem(SEEN_KEY) === '1'
  );
}
