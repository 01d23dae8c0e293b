// Install to home screen (SPEC section 2): the browser's own prompt where it
// fires beforeinstallprompt (Chrome, Edge, Samsung Internet), written steps on
// iOS Safari (which has no prompt), nothing when already installed or inside
// Telegram. The decision is pure; the event is captured at boot, since the
// browser may fire it before React has mounted anything.
import { installState } from './installPrompt';

// The boot's part (the captured prompt) lives in installPrompt.ts, in the entry
// chunk; this module loads with the install bar.
export { captureInstallPrompt, installState, type BeforeInstallPromptEvent } from './installPrompt';

export type InstallMode = 'prompt' | 'ios' | 'none';

export interface InstallEnv {
  standalone: boolean;
  telegram: boolean;
  iosSafari: boolean;
  hasPrompt: boolean;
  dismissed: boolean;
}

export function installMode(env: InstallEnv): InstallMode {
  if (env.standalone || env.telegram || env.dismissed) return 'none';
  if (env.hasPrompt) return 'prompt';
  return env.iosSafari ? 'ios' : 'none';
}

// In-app browsers on iOS share Safari's engine but have no Add to Home Screen.
const IOS_NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\/|Telegram/i;

/** iPhone, iPod, or an iPad (which reports itself as a Mac with a touch screen), in Safari. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !IOS_NOT_SAFARI.test(userAgent);
}

export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return win.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true;
}

/** A dismissed bar comes back after this long: the player may have changed their mind. */
export const DISMISS_DAYS = 30;
const DISMISS_KEY = 'install.dismissedAt';

export function isDismissed(savedAt: string | null, now = Date.now()): boolean {
  const at = Number(savedAt);
  return savedAt !== null && Number.isFinite(at) && now - at < DISMISS_DAYS * 86_400_000 && at <= now;
}

export function readDismissed(now = Date.now()): boolean {
  try {
    return isDismissed(localStorage.getItem(DISMISS_KEY), now);
  } catch {
    return false;
  }
}

export function rememberDismissed(now = Date.now()): void {
  try {
    localStorage.setItem(DISMISS_KEY, String(now));
  } catch {
    // storage blocked: the bar simply shows again next visit
  }
}

/** Shows the browser's prompt; a prompt can be used once, so it is dropped either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = installState.prompt;
  if (!event) return 'unavailable';
  installState.prompt = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installState.installed = true;
  return outcome;
}
