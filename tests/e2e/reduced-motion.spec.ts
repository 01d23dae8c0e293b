// Reduced motion (issue 29): with the system's setting on, a spin of the
// wheel and a step on the bridge reach the same result the server answered,
// and no motion the scene ran on the way was longer than 200 ms. The scene
// writes the longest motion it started on its canvas (data-longest-motion,
// engine/core/sceneBase.ts): a duration, never an outcome. The player's own
// switch in the volume settings stops the chrome's CSS motion as well.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SquidAnswer } from '../../contract/games/squidgame';
import { SQUID_API } from '../../contract/games/squidRules';
import type { SpinResult } from '../../contract/games/wheel';
import { API } from '../../contract/routes';
import type { GameDetail } from '../../contract/schemas/games';
import { logIn, readyToSpin, tapHub } from './support/games';
import { registerPlayer } from './support/players';
import { canvasBox, giveCoins, panelPoint } from './support/squid';

const REDUCED_MOTION_MS = 200;

async function longestMotion(canvas: Locator): Promise<number> {
  const ms = await canvas.getAttribute('data-longest-motion');
  expect(ms, 'the scene ran no motion at all').not.toBeNull();
  return Number(ms);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a spin rests on the answered slot with no motion over 200 ms', async ({ page, request }) => {
  test.slow();
  await readyToSpin(page, request);
  const canvas = page.locator('[data-testid="game-view"] canvas');
  await expect(canvas).not.toHaveAttribute('data-longest-motion', /./);

  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/${API.gameSpin('spin-wheel')}`) && r.request().method() === 'POST');
  await tapHub(page);
  const result = (await (await answer).json()) as SpinResult;
  await expect(canvas).toHaveAttribute('data-wheel-state', /^(win|lose)$/);
  const odds = ((await (await request.get(`/api/${API.game('spin-wheel')}`)).json()) as GameDetail).odds;
  const place = [...odds].sort((a, b) => a.index - b.index).findIndex((o) => o.index === result.slot.index);
  await expect(canvas).toHaveAttribute('data-wheel-slot', String(place));
  expect(await longestMotion(canvas)).toBeLessThanOrEqual(REDUCED_MOTION_MS);
  await expect(page.getByTestId('prize-panel')).toHaveAttribute('data-prize-index', String(result.slot.index));
});

test('a bridge step lands or breaks as answered with no motion over 200 ms', async ({ page, request }) => {
  test.slow();
  const player = await registerPlayer(request);
  await giveCoins(request, player, 100);
  await logIn(page, player);
  await page.goto('/games/squidgame/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const canvas = page.locator('[data-testid="game-view"] canvas');
  await page.getByTestId('squid-place').click();
  await expect(canvas).toHaveAttribute('data-squid-state', 'choosing');

  const answered = page.waitForResponse((r) => r.url().endsWith(`/api/${SQUID_API.step}`) && r.request().method() === 'POST');
  const at = panelPoint(await canvasBox(page), 1, 'left');
  // A double tap: the 300 ms guard lets one through.
  await page.mouse.dblclick(at.x, at.y);
  const { bridge } = (await (await answered).json()) as SquidAnswer;
  await expect(canvas).toHaveAttribute('data-squid-state', bridge.state === 'fell' ? 'fell' : 'choosing');
  await expect(canvas).toHaveAttribute('data-squid-safe', String(bridge.safe));
  expect(await longestMotion(canvas)).toBeLessThanOrEqual(REDUCED_MOTION_MS);
});

/** The contact button's pulse (a keyframe animation) and its slide aside (a transition), as the browser computes them. */
async function contactMotion(page: Page): Promise<{ pulse: string; slide: string }> {
  return page
    .getByTestId('contact')
    .locator('button[aria-expanded]')
    .evaluate((fab) => ({ pulse: getComputedStyle(fab, '::after').animationName, slide: getComputedStyle(fab).transitionDuration }));
}

/** The motion switch as saved on the device (IndexedDB, src/state/persist.ts). */
function savedMotion(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      new Promise<string | undefined>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval', 'readonly').objectStore('keyval').get('vip-club:state');
          get.onerror = () => resolve(undefined);
          get.onsuccess = () => resolve((get.result as { data?: { game?: { motion?: string } } } | undefined)?.data?.game?.motion);
        };
      }),
  );
}

test("the player's switch stops the chrome's animations and transitions, whatever the system says", async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await logIn(page, await registerPlayer(request));
  await page.goto('/setting/volume');
  const choice = (name: string) => page.getByTestId('motion-setting').getByRole('radio', { name, exact: true });
  await expect(page.getByTestId('contact')).toBeVisible();
  expect(await contactMotion(page)).not.toEqual({ pulse: 'none', slide: '0s' });

  await choice('On').check();
  await expect.poll(() => contactMotion(page)).toEqual({ pulse: 'none', slide: '0s' });
  // Saved with the device (once the debounced write lands): a reload starts without motion.
  await expect.poll(() => savedMotion(page)).toBe('reduce');
  await page.reload();
  await expect(page.getByTestId('contact')).toBeVisible();
  expect(await contactMotion(page)).toEqual({ pulse: 'none', slide: '0s' });

  // "Off" keeps the motion on a system that asks for less.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await choice('Off').check();
  await expect.poll(async () => (await contactMotion(page)).pulse).not.toBe('none');
  await choice('Follow my device').check();
  await expect.poll(async () => (await contactMotion(page)).pulse).toBe('none');
});
