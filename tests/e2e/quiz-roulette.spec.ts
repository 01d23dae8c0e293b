// The quiz's lucky roulette scene end to end through the QA gallery's live
// states (production build, ?qa=1): the page answers the spin itself (the
// pinned slot, or a 409), so these prove the scene and its stage: a double
// tap asks once, the wheel rests on the answered slot, a refusal is shown and
// the wheel takes another tap. The whole week ending in a spin against the
// server is tests/e2e/quiz.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { rouletteLayout } from '../../engine/games/quiz/layout';

const SLOTS = 8; // src/game/quiz/roulette/galleryFixtures.ts

/** The hub's centre on the page, where the scene lays it out (engine/games/quiz/layout.ts). */
async function hub(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('[data-testid="game-view"] canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const l = rouletteLayout(box.width, box.height, 1, SLOTS);
  return { x: box.x + l.cx, y: box.y + l.cy };
}

async function open(page: Page, state: 'play' | 'refused', query = ''): Promise<void> {
  await page.goto(`/qa/gallery?qa=1&game=quiz-roulette&state=${state}${query}`);
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(page.locator('[data-testid="game-view"] canvas')).toHaveAttribute('data-roulette-state', 'idle');
}

test('a double tap spins once and the roulette rests on the slot the answer gave', async ({ page }) => {
  test.slow(); // a software-rendered WebGL boot and a full spin
  await open(page, 'play', '&slot=3');
  const canvas = page.locator('[data-testid="game-view"] canvas');
  const gallery = page.getByTestId('roulette-gallery');
  const { x, y } = await hub(page);
  // Two taps well inside 300 ms: the guard (and the spin under way) let one through.
  await page.mouse.dblclick(x, y);
  await expect(canvas).toHaveAttribute('data-roulette-state', /^(waiting|spinning)$/);
  await expect(canvas).toHaveAttribute('data-roulette-state', 'won', { timeout: 15_000 });
  await expect(canvas).toHaveAttribute('data-roulette-slot', '3');
  await expect(gallery).toHaveAttribute('data-settled', '3');
  expect(await gallery.getAttribute('data-spins')).toBe('1');
  // One spin a week: the result stays and a tap on it asks for nothing.
  await page.mouse.click(x, y);
  await expect(canvas).toHaveAttribute('data-roulette-state', 'won');
  expect(await gallery.getAttribute('data-spins')).toBe('1');
});

test('a try-again slot ends on the consolation, not a win', async ({ page }) => {
  test.slow();
  await open(page, 'play', '&slot=6');
  const canvas = page.locator('[data-testid="game-view"] canvas');
  const { x, y } = await hub(page);
  await page.mouse.click(x, y);
  await expect(canvas).toHaveAttribute('data-roulette-state', 'lost', { timeout: 15_000 });
  await expect(canvas).toHaveAttribute('data-roulette-slot', '6');
});

test('a refused spin says why and the wheel takes another tap', async ({ page }) => {
  test.slow();
  await open(page, 'refused');
  const canvas = page.locator('[data-testid="game-view"] canvas');
  const gallery = page.getByTestId('roulette-gallery');
  const { x, y } = await hub(page);
  await page.mouse.click(x, y);
  await expect(page.getByTestId('roulette-message')).toHaveText('The number of participants is already full');
  await expect(canvas).toHaveAttribute('data-roulette-state', 'idle', { timeout: 5_000 });
  await expect(gallery).not.toHaveAttribute('data-settled');
  await page.mouse.click(x, y);
  await expect(gallery).toHaveAttribute('data-spins', '2');
});
