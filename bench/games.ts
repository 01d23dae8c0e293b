// npm run bench:games — the numbers issue 5 asks for, on the production build:
//   1. gzip size of the Phaser chunk, of the wheel game's own chunk and of
//      what else the play screen pulls in;
//   2. time from the tap on Play to the scene's `ready` event, cold and warm,
//      under Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbps down,
//      750 kbps up, CPU x4) on the Pixel 7 profile;
//   3. main-thread script time per frame while the wheel spins (CDP
//      Performance.getMetrics ScriptDuration over a rAF frame count), throttled and not.
// Marks: the detail's Play button sets `game-play-tap`, GameView sets `game-ready`.
// Service workers are blocked so "cold" means an empty HTTP cache (a returning
// player's service worker precache makes every open warm).
// Flags: --no-build (reuse dist/), --runs N (default 3).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices, request as apiRequest, type CDPSession, type Page } from '@playwright/test';
import { build } from 'vite';
import { grantSpins, logIn, tapHub, verifyPlayer } from '../tests/e2e/support/games';
import { registerPlayer } from '../tests/e2e/support/players';

const root = resolve(import.meta.dirname, '..');
const assets = join(root, 'dist/assets');
const PORT = 8313;
const BASE = `http://localhost:${PORT}`;
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const gz = (file: string) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n: number) => `${Math.round(n)} ms`;
/** Where the cold time goes: when each heavy file's download ended, relative to the tap. */
async function breakdown(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const tap = performance.getEntriesByName('game-play-tap').at(-1).startTime;
    const ready = performance.getEntriesByName('game-ready').at(-1).startTime;
    const pick = (re) => performance.getEntriesByType('resource').filter((e) => re.test(e.name)).map((e) => Math.round(e.responseEnd - tap));
    return 'phaser chunk in at ' + pick(/phaser/).join('/') + ' ms, wheel module ' + pick(/wheel-/).join('/') + ' ms, last svg on the page ' + Math.max(...pick(/\\.svg/)) + ' ms, ready ' + Math.round(ready - tap) + ' ms (after the tap)';
  })()`);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

if (!args.includes('--no-build')) await build({ root, logLevel: 'warn' });

function chunkSizes(): void {
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const pick = (re: RegExp) => js.filter((f) => re.test(f));
  console.log('chunks (gzip -9):');
  for (const [label, re] of [
    ['phaser', /^phaser/], ['wheel game module', /^wheel-/], ['howler', /^howler/],
    ['play screen (chrome)', /^PlayScreen-/], ['game detail (chrome)', /^GameDetailScreen-/], ['games list (chrome)', /^GamesScreen-/],
  ] as const) {
    for (const f of pick(re)) console.log(`  ${label.padEnd(24)} ${f.padEnd(36)} ${kb(gz(f)).padStart(10)}`);
  }
}

async function throttle(cdp: CDPSession, cpu: number): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

/** Tap Play on the detail page and wait for the scene: the milliseconds between the two marks. */
async function tapToReady(page: Page, waitBeforeTapMs = 0): Promise<number> {
  await page.getByTestId('play-button').waitFor();
  if (waitBeforeTapMs) await page.waitForTimeout(waitBeforeTapMs);
  await page.getByTestId('play-button').click();
  await page.locator('[data-testid="game-view"][data-ready]').waitFor({ timeout: 120_000 });
  // Plain expressions only inside evaluate: tsx names inner functions with a helper the page lacks.
  return page.evaluate(() => (performance.getEntriesByName('game-ready').at(-1)?.startTime ?? Number.NaN)
    - (performance.getEntriesByName('game-play-tap').at(-1)?.startTime ?? Number.NaN));
}

async function scriptPerFrame(page: Page, cdp: CDPSession): Promise<{ perFrame: number; fps: number; frames: number }> {
  await cdp.send('Performance.enable');
  // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
  await page.evaluate(`window.benchFrames = 0; (function tick() { window.benchFrames++; requestAnimationFrame(tick); })();`);
  const metric = async (name: string) => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0);
  const frames0 = await page.evaluate(() => (window as Window & { benchFrames?: number }).benchFrames ?? 0);
  const script0 = await metric('ScriptDuration');
  const t0 = Date.now();
  await tapHub(page);
  await page.locator('[data-testid="game-view"] canvas[data-wheel-state="win"], [data-testid="game-view"] canvas[data-wheel-state="lose"]').waitFor({ timeout: 60_000 });
  const frames = (await page.evaluate(() => (window as Window & { benchFrames?: number }).benchFrames ?? 0)) - frames0;
  const script = (await metric('ScriptDuration')) - script0;
  const seconds = (Date.now() - t0) / 1000;
  await page.getByTestId('prize-panel').getByRole('button').click();
  return { perFrame: (script * 1000) / Math.max(1, frames), fps: frames / seconds, frames };
}

const server = spawn(join(root, 'node_modules/.bin/tsx'), ['tests/e2e/serve.ts'], {
  cwd: root, env: { ...process.env, PORT: String(PORT), E2E: '1' }, stdio: 'ignore', detached: true,
});
try {
  for (let i = 0; i < 240 && !(await fetch(`${BASE}/api/maintenance`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 250));
  chunkSizes();

  const api = await apiRequest.newContext({ baseURL: BASE });
  const player = await registerPlayer(api);
  await verifyPlayer(api, player);
  await grantSpins(api, player.uid, 'spin-wheel', 4);

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
  const cold: number[] = [];
  const coldRead: number[] = [];
  const warmSession: number[] = [];
  const warmReload: number[] = [];
  let frame = { throttled: { perFrame: 0, fps: 0, frames: 0 }, unthrottled: { perFrame: 0, fps: 0, frames: 0 } };
  for (let run = 0; run < RUNS; run++) {
    // A fresh context per run: an empty HTTP cache, no service worker.
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: BASE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await logIn(page, player);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, 4);
    await page.goto('/games/spin-wheel');
    // Cold: the player taps as soon as the button shows (the idle-time prefetch has barely begun).
    cold.push(await tapToReady(page));
    if (run === 0) console.log(`\ncold run 1: ${await breakdown(page)}`);
    // Warm, same session: leave and come back; the code is in memory.
    await page.getByTestId('play-close').click();
    warmSession.push(await tapToReady(page));
    // Warm, next visit: a reload with the HTTP cache full.
    await page.goto('/games/spin-wheel');
    warmReload.push(await tapToReady(page));
    if (run === 0) {
      frame = { throttled: await scriptPerFrame(page, cdp), unthrottled: { perFrame: 0, fps: 0, frames: 0 } };
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.waitForTimeout(5000);
      frame.unthrottled = await scriptPerFrame(page, cdp);
    }
    await context.close();
    // Cold again, but the player reads the detail for 3 s first: the prefetch has the code in by then.
    const reading = await browser.newContext({ ...devices['Pixel 7'], baseURL: BASE, serviceWorkers: 'block' });
    const readPage = await reading.newPage();
    await logIn(readPage, player);
    await throttle(await reading.newCDPSession(readPage), 4);
    await readPage.goto('/games/spin-wheel');
    coldRead.push(await tapToReady(readPage, 3000));
    await reading.close();
  }
  await browser.close();
  await api.dispose();

  console.log(`\ntap on Play -> scene ready, Lighthouse mobile throttling (median of ${RUNS}; runs in brackets):`);
  const row = (label: string, xs: number[]) => console.log(`  ${label.padEnd(44)} ${ms(median(xs)).padStart(9)}   [${xs.map(ms).join(', ')}]`);
  row('cold (empty cache, tap at once)', cold);
  row('cold (empty cache, 3 s on the detail first)', coldRead);
  row('warm (same session, leave and return)', warmSession);
  row('warm (next visit, HTTP cache full)', warmReload);
  console.log('\nscript time per frame during one spin (tap to result):');
  for (const [label, f] of Object.entries(frame)) {
    console.log(`  ${(label === 'throttled' ? 'CPU x4' : 'CPU x1').padEnd(8)} ${f.perFrame.toFixed(2)} ms/frame over ${f.frames} frames (${f.fps.toFixed(0)} fps)`);
  }
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
