// A Vite build plugin: writes .br and .gz beside every text asset of the
// build (js, css, html, svg, json, webmanifest) so the server sends them
// compressed (@fastify/static preCompressed in server/http/static.ts) at no
// run-time cost. Measured reason (bench/games.ts): uncompressed, the Phaser
// chunk is 1.37 MB and took 6.8 s to arrive under Lighthouse's mobile
// network; brotli makes it ~300 kB.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vip-precompress',
    apply: 'build',
    // After every other plugin wrote its files (the PWA's service worker included).
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of files(outDir)) {
          if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
          const body = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}
