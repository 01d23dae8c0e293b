import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './scripts/pwa-manifest.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { pwaShell } from './scripts/pwa-shell.ts';
import pkg from './package.json' with { type: 'json' };

const server = `http://localhost:${process.env.PORT ?? 8080}`;
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Small modules that many lazy screens share, each group one chunk: apart,
 * each was a request of its own (home fetched 22 files, and a phone on
 * HTTP/1.1 opens six connections at a time) and compressed worse.
 */
const SHARED_CHUNKS: Record<string, readonly string[]> = {
  // What nearly every screen uses: its page title, the display formats, a remote read.
  common: [
    'src/app/usePageTitle',
    'src/lib/format',
    'contract/names',
    'src/api/hooks/useRemote',
    'src/game/builtGames',
    'src/screens/games/cardState',
    // Kept out of the entry chunk (only their values would be: a bundle moves whole modules), loaded on / anyway.
    'contract/errors',
    'contract/constants',
  ],
  // The frame's parts drawn after the first screen's code: the install bar, the contact button, the centre popup.
  chrome: [
    'src/components/InstallBar',
    'src/components/InstallBar.module.css',
    'src/app/install',
    'src/components/ContactButton',
    'src/components/ContactButton.module.css',
    'src/components/CentreMenuPanel',
    'src/components/CentreMenuPanel.module.css',
    'src/components/NavIcons',
    'src/components/useDismiss',
  ],
  // The cards several screens show: the big-wins slot (its ticker stays lazy) and the quiz's entry card.
  widgets: [
    'src/components/big-wins/BigWinsSlot',
    'src/components/big-wins/BigWins.module.css',
    'src/screens/quiz/QuizEntryCard',
    'src/screens/quiz/QuizEntry.module.css',
    'src/screens/quiz/quizView',
    'src/api/calls/quiz',
    'contract/games/quizRules',
  ],
};

/** A module id test for these paths from the project root (without extension, or a stylesheet with its own). */
function modulesAt(paths: readonly string[]): (id: string) => boolean {
  // A renamed or moved module would silently leave its group (only the size budget might notice).
  const missing = paths.filter(
    (path) => !(path.endsWith('.css') ? [''] : ['.ts', '.tsx']).some((ext) => existsSync(`${root}${path}${ext}`)),
  );
  if (missing.length > 0) throw new Error(`vite.config.ts SHARED_CHUNKS names modules that do not exist: ${missing.join(', ')}`);
  const ids = paths.map((path) => `${root}${path}`);
  return (id) => ids.some((path) => id === path || (id.startsWith(`${path}.`) && !path.endsWith('.css')));
}
const shell = pwaShell();

export default defineConfig({
  plugins: [
    react(),
    // .br/.gz beside each text file, served as is by server/http/static.ts (scripts/vite-precompress.ts).
    precompress(),
    // Which built files are the shell the service worker precaches (scripts/pwa-shell.ts).
    shell.plugin,
    // One service worker (src/sw.ts) for precache and, later, push: a second
    // worker on the same scope would fight it (STACK.md).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      // The install icons are fetched by the browser when it installs, never by the
      // page: precaching them cost a first visit ~150 kB (icon.svg, drawn by the page, is in the glob).
      includeManifestIcons: false,
      // Only the shell is precached; a game's code and art (and the console's,
      // which players never open) are cached by src/sw.ts when first fetched.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        manifestTransforms: [(entries) => ({ manifest: entries.filter((e) => !shell.isRuntimeOnly(e.url)), warnings: [] })],
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    // wouter reaches React's useSyncExternalStore through the shim package, whose
    // fallback for React 17 would ship in the entry chunk (src/lib/useSyncExternalStore.ts).
    alias: [
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    // No polyfill of <link rel=modulepreload> in the entry chunk: browsers
    // without it (Safari before 17, Firefox before 115) fetch a lazy screen's
    // imports when the screen runs rather than beside it.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Content hashes of 7 characters (64^7 per name; Vite's default is 8): the
        // entry carries the name of every lazy file with its preload list, and a
        // hash's characters are what gzip cannot shrink (-161 B gzip in the entry).
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // Everything the entry imports statically in one chunk beside it: left to
        // itself the bundler cut it into ~16 small files (each shared with some lazy
        // screen), which a phone fetched one by one and which compress worse apart.
        // The same for a few small modules many lazy screens share (SHARED_CHUNKS).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            ...Object.entries(SHARED_CHUNKS).map(([name, paths]) => ({
              name,
              test: modulesAt(paths),
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': server,
      '/uploads': server,
      '/sw/player': { target: server, ws: true },
    },
  },
});
