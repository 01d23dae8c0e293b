// `npm run serve`: the server bundle `npm run build` makes (scripts/build-server.ts),
// run by plain node in this process: no tsx, no launcher process.
//
// package.json starts it as
// `MALLOC_TRIM_THRESHOLD_=131072 node --max-semi-space-size=8 scripts/serve.mjs`.
// glibc raises its mmap threshold each time a large block is freed, so the
// large buffers of PGlite's start (migrations, seed) ended up in the heap and
// stayed resident: a fixed threshold (setting the trim threshold fixes both)
// returns them. bench:start, 2026-11-27: a new folder's idle RSS 267 -> 226 MB
// with the reopen in server/db/open.ts (310 MB with neither), a restart's
// 238 -> 216-223 MB; bench:spin --pglite's CPU a spin unchanged (1.75-1.78 ms
// with it, 1.79-1.80 ms without). Other systems ignore the variable.
// V8's young generation grows to two 16 MB semi-spaces while the server starts
// (migrations, seed) and keeps them idle; at 8 MB the idle server holds about
// 16 MB less (bench:start, restart, medians of 3 runs: 264 MB without it,
// 235-255 MB with it) and a busy one about 30 MB less. Its cost, measured
// with 32 clients on GET /api/games, content/faqs and vips (2026-11-27):
// twice the scavenges, +17 us of GC a request, +2% of the server's CPU a
// request, throughput within noise. 4 MB saved 8 MB more for +5-8% of CPU a
// request; --optimize-for-size saved 30 MB but cost 30% of the throughput.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist-server/main.mjs', import.meta.url);
if (!existsSync(bundle)) {
  console.error('No server bundle (dist-server/main.mjs): run `npm run build` first, or `npm start` (build, then serve).');
  process.exit(1);
}
await import(bundle.href);
