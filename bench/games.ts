// npm run bench:games: the games' numbers on the production build, the spin
// wheel beside Find The Odd:
//   1. gzip -9 size of the Phaser chunk, each game's scene module and stage,
//      and the chrome around them;
//   2. time from the tap on Play to the scene's `ready` event, cold and warm,
//      under Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbps down,
//      750 kbps up, CPU x4) on the Pixel 7 profile, for both games;
//   3. FTO: the stage's own start to the first round's cards drawn;
//   4. wheel: main-thread script time per frame while it spins (CDP
//      Performance.getMetrics ScriptDuration over a rAF frame count), throttled and not.
// Marks: the detail's Play button sets `game-play-tap`, GameView sets `game-ready`.
// Service workers are blocked so "cold" means an empty HTTP cache (a returning
// player's service worker precache makes every open warm). The load average
// is printed before and after: the machine is shared.
// Flags: --no-build (reuse dist/), --runs N (default 3).
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  chromium,
  devices,
  request as apiRequest,
  type APIRequestContext,
  type Browser,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { build } from 'vite';
import { ftoLevel } from '../contract/games/ftoRules';
import { dealDuration } from '../engine/games/fto/motion';
import { grantSpins, logIn, verifyPlayer } from '../tests/e2e/support/games';
import { registerPlayer, type RegisteredPlayer } from '../tests/e2e/support/players';
import { breakdown, ftoStartPanel, ftoStartToRound, scriptPerFrame, tapToReady, throttle, type FrameCost } from './games-measure';
import { startServer, type GamesServer } from './games-server';

const root = resolve(import.meta.dirname, '..');
const assets = join(root, 'dist/assets');
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (1/5/15 min, ${cpus().length} cores)`;

function chunkSizes(): void {
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  console.log('\nchunks (gzip -9):');
  for (const [label, re] of [
    ['phaser', /^phaser/],
    ['wheel scene module', /^wheel-/],
    ['fto scene module', /^fto-/],
    ['wheel stage', /^WheelStage-/],
    ['fto stage', /^FtoStage-/],
    ['play host (GameView)', /^GameView-/],
    ['play screen', /^PlayScreen-/],
    ['game detail', /^GameDetailScreen-/],
    ['games list', /^GamesScreen-/],
    ['howler', /^howler/],
  ] as const) {
    const files = js.filter((f) => re.test(f));
    if (!files.length) console.log(`  ${label.padEnd(22)} (no chunk matches ${String(re)})`);
    for (const f of files)
      console.log(`  ${label.padEnd(22)} ${f.padEnd(36)} ${kb(gzipSync(readFileSync(join(assets, f)), { level: 9 }).length).padStart(10)}`);
  }
}

interface Game {
  slug: 'spin-wheel' | 'fto';
  /** the scene module's chunk name */
  scene: string;
  /** what must be closed after the scene is ready before the play screen can be left */
  settle(page: Page): Promise<void>;
}
const WHEEL: Game = { slug: 'spin-wheel', scene: 'wheel', settle: async () => {} };
const FTO: Game = { slug: 'fto', scene: 'fto', settle: ftoStartPanel };

interface Opens {
  cold: number[];
  coldRead: number[];
  warmSession: number[];
  warmReload: number[];
}
const noOpens = (): Opens => ({ cold: [], coldRead: [], warmSession: [], warmReload: [] });

/** A fresh context (empty HTTP cache, no service worker), the player logged in, the page throttled. */
async function throttledPage(browser: Browser, base: string, player: RegisteredPlayer) {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: base, serviceWorkers: 'block' });
  const page = await context.newPage();
  await logIn(page, player);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, 4);
  return { context, page, cdp };
}

/**
 * One run's opens of a game: cold with a tap at once, warm in the same
 * session (leave and come back), warm on the next visit (a reload, the HTTP
 * cache full; `after` then runs on that page), and cold again after 3 s on
 * the detail (the idle-time prefetch has the code in by then).
 */
async function openRun(
  browser: Browser,
  base: string,
  player: RegisteredPlayer,
  game: Game,
  run: number,
  into: Opens,
  after?: (page: Page, cdp: CDPSession) => Promise<void>,
): Promise<void> {
  const first = await throttledPage(browser, base, player);
  try {
    const { page, cdp } = first;
    await page.goto(`/games/${game.slug}`);
    into.cold.push(await tapToReady(page));
    if (run === 0) console.log(`${game.slug} cold run 1: ${await breakdown(page, game.scene)}`);
    await game.settle(page);
    await page.getByTestId('play-close').click();
    into.warmSession.push(await tapToReady(page));
    await page.goto(`/games/${game.slug}`);
    into.warmReload.push(await tapToReady(page));
    await after?.(page, cdp);
  } finally {
    await first.context.close();
  }
  const reading = await throttledPage(browser, base, player);
  try {
    await reading.page.goto(`/games/${game.slug}`);
    into.coldRead.push(await tapToReady(reading.page, 3000));
  } finally {
    await reading.context.close();
  }
}

let server: GamesServer | null = null;
let browser: Browser | null = null;
let api: APIRequestContext | null = null;
/** Nothing left running, whatever happened: the browser, the API client, the server's process group. */
async function cleanUp(): Promise<void> {
  await browser?.close().catch(() => {});
  await api?.dispose().catch(() => {});
  await server?.stop();
}
// `on`, not `once`: Playwright exits at once on a SIGINT when its own is the only listener left.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(code)));
}

console.log(`before: ${load()}`);
if (!args.includes('--no-build')) await build({ root, logLevel: 'warn' });
try {
  server = await startServer(root);
  const base = server.base;
  chunkSizes();

  api = await apiRequest.newContext({ baseURL: base });
  const wheelPlayer = await registerPlayer(api);
  await verifyPlayer(api, wheelPlayer);
  await grantSpins(api, wheelPlayer.uid, 'spin-wheel', 4);

  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const wheel = noOpens();
  const fto = noOpens();
  const startToRound: number[] = [];
  const frame: Record<'CPU x4' | 'CPU x1', FrameCost | null> = { 'CPU x4': null, 'CPU x1': null };
  console.log('');
  // The games take turns within a run, so a busy spell on the shared machine falls on both.
  for (let run = 0; run < RUNS; run++) {
    await openRun(
      browser,
      base,
      wheelPlayer,
      WHEEL,
      run,
      wheel,
      run === 0
        ? async (page, cdp) => {
            frame['CPU x4'] = await scriptPerFrame(page, cdp);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
            await page.waitForTimeout(5000);
            frame['CPU x1'] = await scriptPerFrame(page, cdp);
          }
        : undefined,
    );
    // A fresh player per run: the start to round 1 uses up today's one free play.
    await openRun(browser, base, await registerPlayer(api), FTO, run, fto, async (page) => {
      startToRound.push(await ftoStartToRound(page));
    });
  }

  console.log(`\ntap on Play -> scene ready, Lighthouse mobile throttling on a Pixel 7 (median of ${RUNS}; runs in brackets):`);
  console.log(`  ${''.padEnd(44)} ${'spin wheel'.padStart(10)} ${'find the odd'.padStart(13)}`);
  for (const [label, key] of [
    ['cold (empty cache, tap at once)', 'cold'],
    ['cold (empty cache, 3 s on the detail first)', 'coldRead'],
    ['warm (same session, leave and return)', 'warmSession'],
    ['warm (next visit, HTTP cache full)', 'warmReload'],
  ] as const) {
    console.log(
      `  ${label.padEnd(44)} ${ms(median(wheel[key])).padStart(10)} ${ms(median(fto[key])).padStart(13)}   ` +
        `[wheel ${wheel[key].map(ms).join(', ')} | fto ${fto[key].map(ms).join(', ')}]`,
    );
  }
  const cards = ftoLevel(1).cards;
  console.log(
    `\nFind The Odd, the stage's start (Play, or the first-time tutorial's Go) -> round 1's ${cards} cards drawn (data-fto-state=round),` +
      ` same throttling, next-visit page; includes the ${dealDuration(cards)} ms flip of the deal:`,
  );
  console.log(`  ${ms(median(startToRound))}   [${startToRound.map(ms).join(', ')}]`);
  console.log('\nwheel, script time per frame during one spin (tap to result):');
  for (const [label, f] of Object.entries(frame)) {
    if (f) console.log(`  ${label.padEnd(8)} ${f.perFrame.toFixed(2)} ms/frame over ${f.frames} frames (${f.fps.toFixed(0)} fps)`);
  }
  console.log(`\nafter: ${load()}`);
} finally {
  await cleanUp();
}
