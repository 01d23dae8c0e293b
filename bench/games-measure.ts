// What bench:games measures in a page: the throttling it runs under, the tap
// on Play to the scene's ready event, where a cold open's time goes, script
// time per frame during a wheel spin, and Find The Odd's start to its first
// round on screen. Page code is passed as strings: tsx wraps named inner
// functions in a helper the page lacks.
import type { CDPSession, Page } from '@playwright/test';
import { tapHub } from '../tests/e2e/support/games';

/** Lighthouse's mobile throttling: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU x`cpu`. */
export async function throttle(cdp: CDPSession, cpu: number): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

/** Tap Play on the detail page and wait for the scene: the milliseconds between the two marks. */
export async function tapToReady(page: Page, waitBeforeTapMs = 0): Promise<number> {
  await page.getByTestId('play-button').waitFor();
  if (waitBeforeTapMs) await page.waitForTimeout(waitBeforeTapMs);
  await page.getByTestId('play-button').click();
  await page.locator('[data-testid="game-view"][data-ready]').waitFor({ timeout: 120_000 });
  return page.evaluate(
    `performance.getEntriesByName('game-ready').at(-1).startTime - performance.getEntriesByName('game-play-tap').at(-1).startTime`,
  );
}

/** Where a cold open's time went: when each heavy file's download ended, relative to the tap. */
export async function breakdown(page: Page, scene: string): Promise<string> {
  return page.evaluate(`(() => {
    const scene = ${JSON.stringify(scene)};
    const tap = performance.getEntriesByName('game-play-tap').at(-1).startTime;
    const ready = performance.getEntriesByName('game-ready').at(-1).startTime;
    const pick = (re) => performance.getEntriesByType('resource').filter((e) => re.test(e.name)).map((e) => Math.round(e.responseEnd - tap));
    return 'phaser chunk in at ' + pick(/\\/assets\\/phaser[^/]*\\.js$/).join('/') + ' ms, '
      + scene + ' module ' + pick(new RegExp('/assets/' + scene + '-[^/]*\\\\.js$')).join('/') + ' ms, '
      + 'last svg on the page ' + Math.max(...pick(/\\.svg/)) + ' ms, ready ' + Math.round(ready - tap) + ' ms (after the tap; negative: in before it, prefetched from the detail page)';
  })()`);
}

export interface FrameCost {
  perFrame: number;
  fps: number;
  frames: number;
}

/** One spin of the wheel, tap to result: CDP's ScriptDuration over the rAF frames drawn meanwhile. */
export async function scriptPerFrame(page: Page, cdp: CDPSession): Promise<FrameCost> {
  await cdp.send('Performance.enable');
  await page.evaluate(`window.benchFrames = 0; (function tick() { window.benchFrames++; requestAnimationFrame(tick); })();`);
  const metric = async (name: string) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;
  const frameCount = async () => Number(await page.evaluate('window.benchFrames'));
  const frames0 = await frameCount();
  const script0 = await metric('ScriptDuration');
  const t0 = Date.now();
  await tapHub(page);
  await page
    .locator('[data-testid="game-view"] canvas[data-wheel-state="win"], [data-testid="game-view"] canvas[data-wheel-state="lose"]')
    .waitFor({ timeout: 60_000 });
  const frames = (await frameCount()) - frames0;
  const script = (await metric('ScriptDuration')) - script0;
  const seconds = (Date.now() - t0) / 1000;
  await page.getByTestId('prize-panel').getByRole('button').click();
  return { perFrame: (script * 1000) / Math.max(1, frames), fps: frames / seconds, frames };
}

/** FTO's start panel is up; the one-time rules notice over it (a fresh device) is closed, so nothing covers the play screen. */
export async function ftoStartPanel(page: Page): Promise<void> {
  await page.getByTestId('fto-start').waitFor({ timeout: 60_000 });
  if (await page.getByTestId('fto-notice').count()) await page.getByTestId('fto-notice-ok').click();
}

/**
 * The stage's Play (and the first-time tutorial's Go, which is what starts
 * the play on a fresh device) to the first round's cards drawn: the scene
 * writes data-fto-state="round" when the deal's flip has finished. Both
 * instants are taken in the page, by a capturing click listener and a
 * MutationObserver on the canvas. Uses up the player's free play.
 */
export async function ftoStartToRound(page: Page): Promise<number> {
  await ftoStartPanel(page);
  await page.evaluate(`(() => {
    document.addEventListener('click', (e) => {
      if (e.target instanceof Element && e.target.closest('[data-testid="fto-play"], [data-testid="fto-tutorial-go"]')) performance.mark('bench-fto-start');
    }, true);
    const canvas = document.querySelector('[data-testid="game-view"] canvas');
    new MutationObserver((_, observer) => {
      if (canvas.dataset.ftoState !== 'round') return;
      performance.mark('bench-fto-round');
      observer.disconnect();
    }).observe(canvas, { attributes: true, attributeFilter: ['data-fto-state'] });
  })()`);
  await page.getByTestId('fto-play').click();
  const go = page.getByTestId('fto-tutorial-go');
  const canvas = page.locator('[data-testid="game-view"] canvas[data-fto-state="round"]');
  await go.or(canvas).first().waitFor({ timeout: 60_000 });
  if (await go.count()) await go.click();
  await canvas.waitFor({ timeout: 60_000 });
  return page.evaluate(
    `performance.getEntriesByName('bench-fto-round').at(-1).startTime - performance.getEntriesByName('bench-fto-start').at(-1).startTime`,
  );
}
