// Squid game end to end on the production build: a player with coins bets on
// the bridge, falls through the glass and cashes out after a safe step
// (bridges are drawn from the player's seed, so the test bets again until it
// has seen both), leaves an open bridge and comes back to it, and reads the
// history; then the fairness verifier recomputes ended bridges from the
// revealed seed.
import { randomUUID } from 'node:crypto';
import { expect, test, type Response } from '@playwright/test';
import type { SquidAnswer, SquidStatus } from '../../contract/games/squidgame';
import { SQUID_API, SQUID_STEPS, squidPayout, type Panel } from '../../contract/games/squidRules';
import { sealed } from './support/api';
import { logIn } from './support/games';
import { canvasBox, giveCoins, panelPoint } from './support/squid';
import { registerPlayer } from './support/players';

/** Enough bridges that both a fall and a safe first step turn up (a miss is 2 x 2^-40). */
const MAX_BRIDGES = 40;
const BET = 10;

const isCall = (path: string, method: 'GET' | 'POST') => (r: Response) =>
  r.url().split('?')[0]?.endsWith(`/api/${path}`) === true && r.request().method() === method;

test('a player falls through the glass and cashes out after a safe step, comes back to an open bridge, and reads the history', async ({
  page,
  request,
}) => {
  // Several bridges, each a few software-WebGL jumps, plus a reload of the game.
  test.setTimeout(300_000);
  const player = await registerPlayer(request);
  await giveCoins(request, player, 1000);
  await logIn(page, player);
  const canvas = page.locator('[data-testid="game-view"] canvas');
  let stepCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/${SQUID_API.step}`) && r.method() === 'POST') stepCalls++;
  });

  const status = page.waitForResponse(isCall(SQUID_API.status, 'GET'));
  await page.goto('/games/squidgame/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  expect(((await (await status).json()) as SquidStatus).bridge).toBeNull();
  await expect(canvas).toHaveAttribute('data-squid-state', 'idle');
  const dock = page.getByTestId('squid-bet');
  await expect(dock.getByTestId('squid-balance')).toHaveText('Balance: 1,000 coins');
  // A typed amount outside the bounds (1 to 1,000) is no bet; a whole amount inside is.
  await dock.getByTestId('squid-bet-amount').fill('2000');
  await expect(dock.getByTestId('squid-bet-reason')).toHaveText('The biggest bet is 1,000');
  await expect(dock.getByTestId('squid-place')).toBeDisabled();
  await dock.getByTestId('squid-bet-amount').fill('25');
  await expect(dock.getByTestId('squid-bet-reason')).toHaveCount(0);
  await expect(dock.getByTestId('squid-place')).toHaveText('Bet 25');
  await expect(dock.getByTestId('squid-place')).toBeEnabled();
  await dock.getByTestId('squid-chip').filter({ hasText: /^10$/ }).click();
  await expect(dock.getByTestId('squid-bet-amount')).toHaveValue(String(BET));
  await expect(dock.getByTestId('squid-place')).toHaveText(`Bet ${BET}`);

  let balance = 1000;
  let bridges = 0;
  let stepsAnswered = 0;
  let fell = false;
  let cashed = false;
  const box = await canvasBox(page);

  /** Taps a panel of the step on screen (a double tap: the guard lets one through) and returns the server's answer. */
  const step = async (n: number, panel: Panel): Promise<SquidAnswer> => {
    await expect(canvas).toHaveAttribute('data-squid-state', 'choosing');
    await expect(canvas).toHaveAttribute('data-squid-safe', String(n - 1));
    const answered = page.waitForResponse(isCall(SQUID_API.step, 'POST'));
    const at = panelPoint(box, n, panel);
    await page.mouse.dblclick(at.x, at.y);
    const answer = (await (await answered).json()) as SquidAnswer;
    stepsAnswered++;
    expect(answer.bridge.steps.at(-1)).toMatchObject({ step: n, picked: panel });
    return answer;
  };

  while (!(fell && cashed)) {
    bridges++;
    expect(bridges).toBeLessThanOrEqual(MAX_BRIDGES);
    const placed = page.waitForResponse(isCall(SQUID_API.bet, 'POST'));
    await page.getByTestId('squid-place').click();
    const bet = (await (await placed).json()) as SquidAnswer;
    expect(bet.bridge).toMatchObject({ bet: BET, state: 'open', steps: [], safe: 0, bridge: null });
    balance -= BET;
    expect(bet.coin?.balance).toBeCloseTo(balance, 2);
    await expect(page.getByTestId('squid-play')).toHaveAttribute('data-safe', '0');

    let answer = await step(1, 'left');
    // Once a cash-out is seen, a held step leads on until the glass breaks (or, once in 512, the far side).
    for (let n = 2; cashed && answer.bridge.state === 'open'; n++) answer = await step(n, 'left');
    const ended = answer.bridge;

    if (ended.state === 'fell') {
      // The whole bridge is revealed: the broken panel was not the one that holds, every step before it held.
      expect(ended.bridge).toHaveLength(SQUID_STEPS);
      expect(ended.steps.every((s) => s.held === (ended.bridge?.[s.step - 1] === s.picked))).toBe(true);
      expect(ended.payout).toBe(0);
      await expect(canvas).toHaveAttribute('data-squid-state', 'fell');
      const end = page.getByTestId('squid-end');
      await expect(end).toHaveAttribute('data-state', 'fell');
      await expect(end).toContainText(`You lost your bet of ${BET} coins`);
      fell = true;
    } else if (ended.state === 'crossed') {
      balance = answer.coin?.balance ?? balance;
      await expect(canvas).toHaveAttribute('data-squid-state', 'crossed');
    } else {
      // One safe step, the bridge open: leave and come back to the same bridge (no time limit).
      expect(ended).toMatchObject({ state: 'open', safe: 1, bridge: null, cashout: squidPayout(BET, 1) });
      await expect(page.getByTestId('squid-play')).toHaveAttribute('data-safe', '1');
      await page.getByTestId('play-close').click();
      await expect(page).toHaveURL(/\/games\/squidgame$/);
      const back = page.waitForResponse(isCall(SQUID_API.status, 'GET'));
      await page.getByTestId('play-button').click();
      expect(((await (await back).json()) as SquidStatus).bridge).toMatchObject({ id: ended.id, safe: 1, state: 'open' });
      await expect(canvas).toHaveAttribute('data-squid-state', 'choosing');
      await expect(canvas).toHaveAttribute('data-squid-safe', '1');

      const cashout = page.getByTestId('squid-cashout');
      await expect(cashout).toHaveText('Cash out 19.20');
      const paid = page.waitForResponse(isCall(SQUID_API.cashout, 'POST'));
      await cashout.click();
      const done = (await (await paid).json()) as SquidAnswer;
      expect(done.bridge).toMatchObject({ id: ended.id, state: 'cashedOut', payout: 19.2 });
      expect(done.bridge.bridge).toHaveLength(SQUID_STEPS);
      balance += 19.2;
      expect(done.coin?.balance).toBeCloseTo(balance, 2);
      await expect(canvas).toHaveAttribute('data-squid-state', 'cashedOut');
      const end = page.getByTestId('squid-end');
      await expect(end).toHaveAttribute('data-state', 'cashedOut');
      await expect(end).toContainText('You won 19.20 coins (1.92x)');
      await expect(end.getByTestId('squid-end-balance')).toHaveText(
        `Your balance: ${balance.toLocaleString('en-US', { minimumFractionDigits: 2 })} coins`,
      );
      cashed = true;
    }
    await page.getByTestId('squid-again').click();
    await expect(canvas).toHaveAttribute('data-squid-state', 'idle');
  }
  // Every pick was one request: the second tap of each double tap was ignored.
  expect(stepCalls).toBe(stepsAnswered);

  await page.getByTestId('history-open').click();
  const rows = page.getByTestId('squid-history').getByTestId('history-row');
  await expect(rows).toHaveCount(bridges);
  await expect(rows.first()).toHaveAttribute('data-status', 'SUCCESS');
  await expect(page.getByTestId('squid-history').locator('[data-state="cashedOut"]')).toContainText('1.92x');
  await expect(page.getByTestId('squid-history').locator('[data-state="fell"]').first()).toContainText('0.00');
});

test('a revealed seed recomputes every ended bridge in the browser, steps and all', async ({ page, request }) => {
  test.slow();
  const player = await registerPlayer(request);
  await giveCoins(request, player, 100);
  // Two bridges through the API as the app plays them: a step on the left, then cash out if it held.
  for (let i = 0; i < 2; i++) {
    const { bridge } = (await sealed(
      request,
      'post',
      SQUID_API.bet,
      { bet: 5, idempotencyKey: randomUUID() },
      player.token,
    )) as SquidAnswer;
    const after = (await sealed(
      request,
      'post',
      SQUID_API.step,
      { bridgeId: bridge.id, step: 1, panel: 'left' },
      player.token,
    )) as SquidAnswer;
    if (after.bridge.state === 'open') await sealed(request, 'post', SQUID_API.cashout, { bridgeId: bridge.id }, player.token);
  }

  await logIn(page, player);
  await page.goto('/setting');
  await page.getByTestId('setting-fairness').click();
  await page.getByTestId('rotate-seed').click();
  await expect(page.getByTestId('seed-nonce')).toHaveText('0');
  const revealed = page.getByTestId('revealed-seed').first();
  await revealed.getByTestId('verify-seed').click();
  const result = revealed.getByTestId('verify-result');
  await expect(result).toContainText('The seed matches the fingerprint shown before play');
  await expect(result.getByTestId('verified-round')).toHaveCount(2);
  await expect(result.locator('[data-testid="verified-round"][data-ok="true"]')).toHaveCount(2);
  // Each bridge as arrows, recomputed beside recorded.
  await expect(result.getByTestId('verified-round').first()).toContainText(/Recomputed: ([←→] ){9}[←→]/);
});
