// The browser's install prompt, captured at boot (it may fire before React has
// mounted anything): all of install-to-home-screen the entry chunk carries. The
// bar and its decision (install.ts, InstallBar.tsx) load beside the first screen.
import { proxy, ref } from 'valtio/vanilla';

/** Chromium's event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export const installState = proxy<{ prompt: BeforeInstallPromptEvent | null; installed: boolean }>({
  prompt: null,
  installed: false,
});

let capturing = false;

/** Keeps the browser's install prompt for later (the bar, or the setting screen's Install App). */
export function captureInstallPrompt(win: Window = window): void {
  if (capturing) return;
  capturing = true;
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the app offers it in its own words
    installState.prompt = ref(event as BeforeInstallPromptEvent);
  });
  win.addEventListener('appinstalled', () => {
    installState.prompt = null;
    installState.installed = true;
  });
}
