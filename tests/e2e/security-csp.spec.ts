// The Content-Security-Policy against the production build: the shell, a
// game's Phaser canvas and the service worker run under it, and the browser
// reports no violation on the way.
import { expect, test, type Page } from '@playwright/test';
import { grantSpins, logIn, verifyPlayer } from './support/games';
import { registerPlayer } from './support/players';

/** Collects every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) logged.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test('the shell is served with the policy and runs under it, service worker included', async ({ page }) => {
  const violations = await watchViolations(page);
  const doc = await page.goto('/');
  expect(doc?.headers()['content-security-policy']).toContain('frame-ancestors https://web.telegram.org');
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/games');
  await expect(page.locator('[data-testid^="game-card-"]')).toHaveCount(6);
  expect(await violations()).toEqual([]);
});

test("a game's Phaser canvas draws under the policy", async ({ page, request }) => {
  test.slow();
  const player = await registerPlayer(request);
  await verifyPlayer(request, player);
  await grantSpins(request, player.uid, 'spin-wheel', 1);
  const violations = await watchViolations(page);
  await logIn(page, player);
  await page.goto('/games/spin-wheel/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(page.locator('[data-testid="game-view"] canvas')).toHaveCount(1);
  expect(await violations()).toEqual([]);
});
