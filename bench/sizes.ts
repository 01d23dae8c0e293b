// What a build weighs to a guest, read from the built files (no browser): the
// entry chunks index.html names, and the service worker's precache manifest.
// Shared by bench:bundle (beside React's own size) and test:budget (against
// bench/budget.json in CI).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** gzip -9 of one built file, in bytes */
export const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** Brotli bytes of one built file: its precompressed .br where the build wrote one (scripts/vite-precompress.ts). */
export function brotliBytes(file: string): number {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(readFileSync(file)).length;
}

/** The scripts and stylesheets index.html loads before the first paint, relative to the build folder. */
export function entryFiles(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
}

/** The URLs the service worker precaches on a first visit (the manifest injected into sw.js). */
export function precacheUrls(dist: string): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].flatMap((m) => (m[1] ? [m[1]] : [])))];
}

export const kB = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

/**
 * Libraries only a game, push or the console's charts need, recognised by
 * their built code (uPlot by the class names of its script and stylesheet):
 * never in what a guest loads on / or precaches.
 */
export const LAZY_LIBS: Record<string, RegExp> = {
  phaser: /Phaser v\d|Phaser\.Game/,
  pixi: /PIXI|pixi\.js/,
  howler: /HowlerGlobal/,
  firebase: /@?firebase\/|firebase-messaging/,
  uplot: /u-cursor-x|u-legend/,
};

/** "name in file" for each lazy library found in these built scripts and stylesheets (relative to the build folder). */
export function lazyLibsIn(dist: string, files: readonly string[]): string[] {
  return [...new Set(files)]
    .filter((f) => /\.(?:js|css)$/.test(f))
    .flatMap((f) => {
      const text = readFileSync(join(dist, f), 'utf8');
      return Object.entries(LAZY_LIBS)
        .filter(([, re]) => re.test(text))
        .map(([name]) => `${name} in ${f}`);
    });
}
