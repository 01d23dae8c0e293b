// The games end to end on the production build: the list and its states, a
// game's detail with its odds, and a verified player's spin from the tap to
// the history row, the wheel resting on the slot the server answered; in
// Chinese, a prize's 15-minute credit clock (issue 26 item 2).
import { expect, test, type Page } from '@playwright/test';
import { API } from '../../contract/routes';
import type { GameCard, GameDetail } from '../../contract/schemas/games';
import type { SpinResult } from '../../contract/games/wheel';
import { formatDateTime } from '../../src/lib/format';
import { canvasCount, grantSpins, logIn, readyToSpin, tapHub, verifyPlayer } from './support/games';
import { registerPlayer } from './support/players';

/** The server holds rock scissor paper back (an operator's "preparation"), for this page only: every game is live in the seed. */
async function holdBack(page: Page): Promise<void> {
  const prepare = (card: GameCard): GameCard => (card.slug === 'rock-scissor-paper' ? { ...card, state: 'preparation' } : card);
  await page.route(/\/api\/games(\/rock-scissor-paper)?$/, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as GameCard[] | GameDetail;
    await route.fulfill({ response: res, json: Array.isArray(body) ? body.map(prepare) : { ...body, card: prepare(body.card) } });
  });
}

test('the games list shows the six cards in order, each with its state', async ({ page }) => {
  await holdBack(page);
  await page.goto('/games');
  const cards = page.locator('[data-testid^="game-card-"]');
  await expect(cards).toHaveCount(6);
  const slugs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')?.replace('game-card-', '')));
  expect(slugs).toEqual(['squidgame', 'spin-wheel', 'rock-scissor-paper', 'fto', 'lucky-egg', 'spinwheelv2']);
  await expect(page.getByTestId('game-card-squidgame')).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('game-card-squidgame')).toContainText('HOT');
  await expect(page.getByTestId('game-card-lucky-egg')).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('game-card-rock-scissor-paper')).toHaveAttribute('data-state', 'preparation');
  await expect(page.getByTestId('game-card-rock-scissor-paper').getByTestId('game-state')).toHaveText('In Preparation');
  await expect(page.getByTestId('game-card-spin-wheel')).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('game-card-rock-scissor-paper')).toContainText('NEW');
  // Every card has its art in the current language and a start date.
  for (const card of await cards.all()) {
    await expect(card.locator('img')).toHaveAttribute('src', /-en\.svg$/);
    await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  }
  await page.getByTestId('game-card-spin-wheel').click();
  await expect(page).toHaveURL(/\/games\/spin-wheel$/);
});

test('a game detail shows its figures and the odds of every slot; a game not built says so', async ({ page }) => {
  await page.goto('/games/spin-wheel');
  await expect(page.getByTestId('game-figures')).toContainText('97.00%');
  await expect(page.getByTestId('game-top-prize')).toContainText(/RM\s?50.*pays \d+(\.\d+)?x the stake/);
  const rows = page.getByTestId('odds-table').locator('tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  await expect(rows.first()).toContainText('%');
  await expect(page.getByTestId('game-screenshots').locator('img')).not.toHaveCount(0);
  await expect(page.getByTestId('game-notice')).toContainText('RM30');
  await expect(page.getByTestId('play-button')).toHaveAttribute('href', '/games/spin-wheel/play');

  await holdBack(page);
  await page.goto('/games/rock-scissor-paper');
  await expect(page.getByTestId('game-state-notice')).toHaveText('Game is in preparation');
  await expect(page.getByTestId('play-button')).toHaveCount(0);

  await page.goto('/games/fto');
  await expect(page.getByTestId('play-button')).toHaveAttribute('href', '/games/fto/play');

  await page.goto('/games/poker');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
});

test('a verified player spins: the wheel rests on the answered slot, spins left drop, history has the row', async ({ page, request }) => {
  test.slow();
  const player = await registerPlayer(request);
  await verifyPlayer(request, player);
  await grantSpins(request, player.uid, 'spin-wheel', 2);
  await logIn(page, player);

  await page.goto('/games/spin-wheel');
  await page.getByTestId('play-button').click();
  await expect(page).toHaveURL(/\/games\/spin-wheel\/play$/);
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(page.getByTestId('spins-left')).toContainText('2');
  await expect(page.getByTestId('contact')).toHaveCount(0);
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);

  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/${API.gameSpin('spin-wheel')}`) && r.request().method() === 'POST');
  await tapHub(page);
  const res = await answer;
  expect(res.status()).toBe(200);
  // The body is sealed on the way in only; the answer is plain JSON.
  const result = (await res.json()) as SpinResult;
  const canvas = page.locator('[data-testid="game-view"] canvas');
  await expect(canvas).toHaveAttribute('data-wheel-state', /^(win|lose)$/, { timeout: 15_000 });
  // The wheel draws the published table in index order: the answered index's place round the wheel.
  const odds = ((await (await request.get(`/api/${API.game('spin-wheel')}`)).json()) as GameDetail).odds;
  const place = [...odds].sort((a, b) => a.index - b.index).findIndex((o) => o.index === result.slot.index);
  expect(place).toBeGreaterThanOrEqual(0);
  await expect(canvas).toHaveAttribute('data-wheel-slot', String(place));

  const prize = page.getByTestId('prize-panel');
  await expect(prize).toBeVisible();
  await expect(prize).toHaveAttribute('data-prize-index', String(result.slot.index));
  await expect(page.getByTestId('spins-left')).toContainText('1');
  expect(result.status.rm).toBe(1);
  await prize.getByRole('button').click();

  await page.getByTestId('history-open').click();
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(1);
  // A card per spin: the prize, when, which spin; the slot (1-based, as the odds table numbers it) under Details.
  await expect(rows.first().getByTestId('history-reward')).toHaveText(result.slot.label.en);
  await expect(rows.first().getByTestId('history-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
  await expect(rows.first().getByTestId('history-spin')).toHaveText('Spin #1');
  const details = rows.first().locator('details');
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  await expect(rows.first().getByTestId('history-match')).toHaveText(`Slot ${result.slot.index + 1}`);
});

test("in Chinese, a winning spin's prize and its history row say by when it is credited: 15 minutes from the spin", async ({
  page,
  request,
}) => {
  test.slow(); // a software-rendered WebGL boot and a full spin, as above
  await readyToSpin(page, request, 'zh');

  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/${API.gameSpin('spin-wheel')}`) && r.request().method() === 'POST');
  const before = Date.now();
  await tapHub(page);
  const result = (await (await answer).json()) as SpinResult;
  const after = Date.now();
  // The seed's classic wheel pays a credit on every slot: every spin is owed within 15 minutes.
  expect(result.slot.creditRm).toBeGreaterThan(0);
  const due = new Set([before, after].map((ms) => formatDateTime(ms + 15 * 60_000)));
  // Owed and on its way, or already credited when the payout job was quick.
  // The panel opens when the wheel rests (seconds of software WebGL).
  await expect(page.locator('[data-testid="game-view"] canvas')).toHaveAttribute('data-wheel-state', 'win', { timeout: 15_000 });
  const clockText =
    /^(?:将于 (\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M) 前到账 · 正在发送到您的H5账户(?:，重试中)?|已于 \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M 到账)$/;
  const prizeClock = page.getByTestId('prize-panel').getByTestId('credit-clock');
  await expect(prizeClock).toHaveText(clockText);
  const [, when] = clockText.exec(await prizeClock.innerText()) ?? [];
  if (when) expect(due).toContain(when);
  await page.getByTestId('prize-panel').getByRole('button', { name: '好的' }).click();

  await page.getByTestId('history-open').click();
  const row = page.getByTestId('history-row').first();
  await expect(row.getByTestId('history-reward')).toHaveText(result.slot.label.zh);
  await expect(row.getByTestId('credit-clock')).toHaveText(clockText);
});

test('an unverified player is refused: the wheel stops and the message says why', async ({ page, request }) => {
  // A game boot (up to 30 s on a loaded machine) and a history sheet do not fit the default 30 s budget.
  test.slow();
  const player = await registerPlayer(request);
  await grantSpins(request, player.uid, 'spinwheelv2', 1);
  await logIn(page, player);
  await page.goto('/games/spinwheelv2/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(page.getByTestId('verify-first')).toBeVisible();
  await tapHub(page);
  await expect(page.getByTestId('play-message')).toContainText('verify your account');
  await expect(page.locator('[data-testid="game-view"] canvas')).toHaveAttribute('data-wheel-state', 'idle', { timeout: 5_000 });
  await page.getByTestId('history-open').click();
  await expect(page.getByTestId('spin-history')).toContainText('No History Found');
});

test('only a press and a release on the hub spin: a drag onto it or off it does not', async ({ page, request }) => {
  test.slow();
  const player = await registerPlayer(request);
  await logIn(page, player);
  const spins: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/${API.gameSpin('spin-wheel')}`)) spins.push(r.url());
  });
  await page.goto('/games/spin-wheel/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const canvas = page.locator('[data-testid="game-view"] canvas');
  await expect(canvas).toHaveAttribute('data-wheel-state', 'idle');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  // The hub (tapHub), and a point of the canvas left of the wheel where nothing is tappable
  // (the face is at most 80% of the width across) and no chrome covers the canvas: a press
  // on the chrome (the close link) would start a link drag, and the canvas would never hear the release.
  const hub = { x: box.x + box.width / 2, y: box.y + box.height * 0.44 };
  const corner = { x: box.x + box.width * 0.04, y: box.y + box.height * 0.44 };
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, corner)).toBe('CANVAS');
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, hub)).toBe('CANVAS');

  // Pressed off the wheel, dragged onto the hub and released there.
  await page.mouse.move(corner.x, corner.y);
  await page.mouse.down();
  await page.mouse.move(hub.x, hub.y, { steps: 8 });
  await page.mouse.up();
  // Pressed on the hub, dragged off the wheel and released there.
  await page.waitForTimeout(400);
  await page.mouse.move(hub.x, hub.y);
  await page.mouse.down();
  await page.mouse.move(corner.x, corner.y, { steps: 8 });
  await page.mouse.up();
  await page.waitForTimeout(600);
  expect(spins).toEqual([]);
  await expect(canvas).toHaveAttribute('data-wheel-state', 'idle');

  // A real tap on the hub is heard (this player is unverified, so the server says why).
  await tapHub(page);
  await expect(page.getByTestId('play-message')).toContainText('verify your account');
  expect(spins).toHaveLength(1);
});

test('leaving and coming back quickly, and a StrictMode double mount, leave exactly one canvas', async ({ page, request }) => {
  // Three game boots (each up to 30 s on a loaded machine) do not fit the default 30 s budget.
  test.slow();
  const player = await registerPlayer(request);
  await logIn(page, player);
  await page.goto('/games/spin-wheel/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  expect(await canvasCount(page)).toBe(1);
  // Close, then straight back in before the old game finished tearing down.
  await page.getByTestId('play-close').click();
  await page.getByTestId('play-button').click();
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect.poll(() => canvasCount(page)).toBe(1);
  await page.goBack();
  await page.goForward();
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect.poll(() => canvasCount(page)).toBe(1);

  // The production bundle has no StrictMode double effects; the gallery replays them on demand.
  await page.goto('/qa/gallery?qa=1&game=spinwheelv2&state=idle&strict=1');
  await expect(page.getByTestId('qa-scene')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect.poll(() => canvasCount(page)).toBe(1);
  await expect(page.locator('canvas')).toBeVisible();
});

test('where the browser has no full-screen API the play screen takes the viewport by CSS, undone on leaving', async ({ page, request }) => {
  // iPhone Safari: no Element.requestFullscreen.
  await page.addInitScript(() => {
    Reflect.deleteProperty(Element.prototype, 'requestFullscreen');
    Reflect.deleteProperty(Element.prototype, 'webkitRequestFullscreen');
  });
  const player = await registerPlayer(request);
  await logIn(page, player);
  await page.goto('/games/spinwheelv2');
  await page.getByTestId('play-button').click();
  await expect(page.locator('html')).toHaveClass(/game-fullscreen-fallback/);
  const box = await page.getByTestId('play-screen').boundingBox();
  expect(box?.height).toBe(page.viewportSize()?.height);
  await page.getByTestId('play-close').click();
  await expect(page.locator('html')).not.toHaveClass(/game-fullscreen-fallback/);
});

test('the QA gallery is closed in a production build without ?qa=1', async ({ page }) => {
  await page.goto('/qa/gallery?game=spin-wheel&state=idle');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);
});
