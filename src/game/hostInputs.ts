// What the chrome hands the engine's host besides the registry: the player's
// audio settings, the spin standing a scene shows, and the URLs of the art.
// Plain get/subscribe sources, so the engine needs neither valtio nor React.
import { snapshot, subscribe } from 'valtio/vanilla';
import type { SpinStatus } from '../../contract/schemas/games';
import type { AudioSettings, SettingsSource } from '../../engine/audio/mixer';
import type { StatusSource, WheelStatus } from '../../engine/games/wheel/types';
import { gameState } from '../state/game';

// The player's audio settings (valtio, src/state/game.ts) as the plain
// get/subscribe source the engine's mixer takes, so the engine never imports
// valtio or React. Only the two channels are watched: a play record arriving
// with a refresh must not re-apply every sound's volume.
export const gameAudioSettings: SettingsSource = {
  get(): AudioSettings {
    const { bgm, sfx } = snapshot(gameState);
    return { bgm: { on: bgm.on, volume: bgm.volume }, sfx: { on: sfx.on, volume: sfx.volume } };
  },
  subscribe(fn) {
    const offs = [subscribe(gameState.bgm, fn), subscribe(gameState.sfx, fn)];
    return () => {
      for (const off of offs) off();
    };
  },
};

// The spin standing the wheel scene shows (spins left, next spin, maintenance)
// as a tiny observable the chrome writes and the scene reads: the StatusSource
// of engine/games/wheel/types.ts. A plain object, not valtio, because the
// engine side must stay free of the chrome's state library.
export interface StatusStore extends StatusSource {
  set(next: Partial<WheelStatus>): void;
}

export const statusOf = (s: Pick<SpinStatus, 'rm' | 'nextSpinAt' | 'maintenance'>): WheelStatus => ({
  rm: s.rm,
  nextSpinAt: s.nextSpinAt,
  maintenance: s.maintenance,
});

export function createStatusStore(initial: WheelStatus): StatusStore {
  let value: WheelStatus = { ...initial };
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const merged = { ...value, ...next };
      if (merged.rm === value.rm && merged.nextSpinAt === value.nextSpinAt && merged.maintenance === value.maintenance) return;
      value = merged;
      for (const fn of [...listeners]) fn();
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
  };
}

// Manifest paths (under assets/) to URLs the browser can fetch. Game art and
// sounds are bundled by Vite, so they get content-hashed, cache-forever URLs;
// the seed art under assets/seed-uploads/ is
// what the server already serves as /uploads/ (cards, screenshots). Never
// inlined as data URLs: Phaser's loader base64-decodes any data: URL, and
// Vite inlines SVG as URL-encoded text.
const bundled = import.meta.glob('../../assets/games/**/*.{svg,png,webp,wav,mp3,ogg}', {
  query: '?no-inline',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const SEED_UPLOADS = 'seed-uploads/';

export function assetUrl(file: string): string {
  const hit = bundled[`../../assets/${file}`];
  if (hit !== undefined) return hit;
  if (file.startsWith(SEED_UPLOADS)) return `/uploads/${file.slice(SEED_UPLOADS.length)}`;
  // Not shipped: the loader fails on it and the game shows Image Load Fail with
  // Retry, which is what a missing file deserves (assets:check catches it first).
  return `/assets/missing/${file}`;
}

/** An upload path from the API (cards, screenshots) as a URL. */
export const uploadUrl = (path: string): string => (/^(https?:|data:|\/)/.test(path) ? path : `/uploads/${path}`);
