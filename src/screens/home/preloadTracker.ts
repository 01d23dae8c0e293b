// The work the home preloader waits for, measured as it happens (see
// preloadProgress.ts for how it becomes a percentage).
import { proxy } from 'valtio/vanilla';
import { languageState } from '../../state/language';
import { siteState } from '../../state/site';
import { fraction, NO_PROGRESS, type Step, type StepProgress } from './preloadProgress';

// Once per app session (this page load): coming back to home later shows it at once.
let shown = false;

export function preloaderPending(): boolean {
  return !shown;
}

export function markPreloaderShown(): void {
  shown = true;
}

export interface PreloadTracker {
  steps: StepProgress;
  /** Starts measuring: the refresh call, then the banner images it names, and the fonts. */
  track(refresh: Promise<unknown>): void;
}

function loadImage(src: string): Promise<void> {
  return new Promise((resolve) => {
    const img = new Image();
    // A broken image still ends its wait: the carousel shows its placeholder.
    img.onload = img.onerror = () => resolve();
    img.src = src;
  });
}

function fontsReady(): Promise<unknown> {
  return typeof document !== 'undefined' && 'fonts' in document ? document.fonts.ready : Promise.resolve();
}

export function createPreloadTracker(): PreloadTracker {
  const steps = proxy<StepProgress>({ ...NO_PROGRESS });
  // Progress only moves forward, whichever of two overlapping measurements
  // (StrictMode runs effects twice in development) reports first.
  const set = (step: Step, value: number) => {
    steps[step] = Math.max(steps[step], value);
  };
  return {
    steps,
    track(refresh) {
      // A failed refresh still ends the data step: home shows the saved data.
      void refresh
        .catch(() => undefined)
        .then(async () => {
          set('data', 1);
          const lang = languageState.lang;
          const urls = [...new Set(siteState.banners.map((b) => b[`img_${lang}`]))].filter(Boolean);
          let done = 0;
          set('images', fraction(0, urls.length));
          await Promise.all(urls.map((url) => loadImage(url).then(() => set('images', fraction(++done, urls.length)))));
        });
      void fontsReady()
        .catch(() => undefined)
        .then(() => set('fonts', 1));
    },
  };
}
