// What the chrome hands the engine's host besides the registry: the player's
// audio settings and the URLs of the art. Plain get/subscribe sources, so the
// engine needs neither valtio nor React.
import { snapshot, subscribe } from 'valtio/vanilla';
import type { AudioSettings, SettingsSource } from '../../engine/audio/mixer';
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
