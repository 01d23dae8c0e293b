import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/pwa/manifest.ts';
import { precompress } from './scripts/vite-precompress.ts';
import pkg from './package.json' with { type: 'json' };

const server = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [
    react(),
    // .br/.gz beside each text file, served as is by server/http/static.ts (scripts/vite-precompress.ts).
    precompress(),
    // One service worker (src/sw.ts) for precache and, later, push: a second
    // worker on the same scope would fight it (STACK.md).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      // Players never open the operator console: keep its chunk out of their precache.
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,woff2}'], globIgnores: ['**/ConsoleApp-*'] },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: { target: 'es2022', sourcemap: true },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': server,
      '/uploads': server,
      '/sw/player': { target: server, ws: true },
    },
  },
});
