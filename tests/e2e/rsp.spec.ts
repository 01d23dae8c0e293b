// Rock scissor paper end to end on the production build, over the real
// socket: a player plays the house to the end (searching, the house steps in
// after its wait, a hand each round until the match ends; the result and the
// balance shown, one move per round however fast the taps); two players with
// the same bet are matched and play a real match to the end; and a player
// reloads mid-round and continues the same match from the status.
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { RSP_API, rspPayout, type Hand } from '../../contract/games/rspRules';
import type { RspStatus } from '../../contract/games/rsp';
import { ADMIN_API } from '../../contract/adminRoutes';
import { rspLayout } from '../../engine/games/rsp/layout';
import { DEMO_OPERATOR } from '../../server/db/seed/credentials';
import { sealed } from './support/api';
import { logIn } from './support/games';
import { registerPlayer, type RegisteredPlayer } from './support/players';

const START = 1000;
/** The house's wait (10 s), the clock job's tick and a software-WebGL machine. */
const MATCH_TIMEOUT = 30_000;

async function giveCoins(request: APIRequestContext, player: RegisteredPlayer, amount: number): Promise<void> {
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  await sealed(request, 'post', ADMIN_API.playerAdjust(player.uid), { amount, reason: 'e2e rock scissor paper' }, token);
}

/**
 * A bet no other test of this run picks, so only the players meant to meet
 * are matched: each test its own hundred, and a retry the next bet of it (a
 * failed attempt may leave a search behind until the house takes it).
 */
const betOf = (hundred: number): number => hundred * 100 + test.info().retry;

/** Coins as the docks write them (en): 1,009.40 or 990. */
const coins = (n: number) => n.toLocaleString('en-US', Number.isInteger(n) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function openGame(page: Page): Promise<void> {
  await page.goto('/games/rock-scissor-paper/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
}

/** Counts the move messages the page sends over its socket. */
function countMoves(page: Page): () => number {
  let moves = 0;
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      if (String(payload).includes('"type":"move"')) moves++;
    }),
  );
  return () => moves;
}

/** The bet dock with `bet` typed in, its Find opponent button saying so. */
async function betDock(page: Page, bet: number): Promise<Locator> {
  const dock = page.getByTestId('rsp-bet');
  await expect(dock.getByTestId('rsp-balance')).toHaveText(`Balance: ${coins(START)} coins`);
  await dock.getByTestId('rsp-bet-amount').fill(String(bet));
  await expect(dock.getByTestId('rsp-find')).toHaveText(`Find opponent · ${bet}`);
  return dock.getByTestId('rsp-find');
}

/** Find opponent with `bet`: the player is shown searching. */
async function find(page: Page, bet: number): Promise<void> {
  await (await betDock(page, bet)).click();
  await expect(page.getByTestId('rsp-search')).toBeVisible();
  await expect(page.locator('canvas')).toHaveAttribute('data-rsp-state', 'searching');
}

/** Where a hand's button is on the page (engine/games/rsp/layout.ts, at the canvas's pixel ratio of 2). */
async function handPoint(page: Page, hand: Hand): Promise<{ x: number; y: number }> {
  const box = await page.locator('[data-testid="game-view"] canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const ratio = 2;
  const button = rspLayout(Math.round(box.width * ratio), Math.round(box.height * ratio), ratio).buttons.find((b) => b.hand === hand);
  if (!button) throw new Error(`no ${hand} button`);
  return { x: box.x + button.x / ratio, y: box.y + button.y / ratio };
}

/** In the page: 'end' once the end dock shows, the open round's number while the scene offers the hands, else null. */
function openRound(): string | null {
  if (document.querySelector('[data-testid="rsp-end"]')?.getClientRects().length) return 'end';
  const canvas = document.querySelector('[data-testid="game-view"] canvas');
  return canvas?.getAttribute('data-rsp-state') === 'choosing' ? canvas.getAttribute('data-rsp-round') : null;
}

/** In the page, once the scene no longer offers the hands of round `open`: 'taken' (its state 'waiting': the hand is in), 'closed' (the round or the match ended first), else null. */
function leftRound(open: string): 'taken' | 'closed' | null {
  if (document.querySelector('[data-testid="rsp-end"]')?.getClientRects().length) return 'closed';
  const canvas = document.querySelector('[data-testid="game-view"] canvas');
  if (canvas?.getAttribute('data-rsp-round') !== open) return 'closed';
  const state = canvas.getAttribute('data-rsp-state');
  return state === 'choosing' ? null : state === 'waiting' ? 'taken' : 'closed';
}

/** In the page: round `open` is over (another round shows, or the end). */
function roundClosed(open: string): boolean {
  if (document.querySelector('[data-testid="rsp-end"]')?.getClientRects().length) return true;
  return document.querySelector('[data-testid="game-view"] canvas')?.getAttribute('data-rsp-round') !== open;
}

/**
 * Plays `hand` (a double tap: the guard lets one through) in every round
 * until the match ends; `rounds` stops early after that many rounds. A round
 * lasts 10 s, and on a busy machine each call from the test to the page takes
 * up to a second: the waits run in the page, and the hand's place is read once
 * (the canvas keeps its size through a match). With `sent` (countMoves), each
 * round is checked to have sent at most one move, and the rounds a move was
 * sent in are counted: on a loaded machine a round can close on its clock
 * before a tap lands, and then none is sent.
 */
async function play(page: Page, hand: Hand, rounds = Infinity, sent?: () => number): Promise<{ rounds: number; moved: number }> {
  const at = await handPoint(page, hand);
  let played = 0;
  let moved = 0;
  while (played < rounds) {
    // Resolves on a truthy value: the round's number or 'end'.
    const round = String(await (await page.waitForFunction(openRound, undefined, { timeout: MATCH_TIMEOUT })).jsonValue());
    if (round === 'end') break;
    const before = sent?.() ?? 0;
    // Until the scene shows the hand taken (or the round closes): a player whose tap did not land taps again;
    // the scene sends one move a round, whatever the taps.
    let left: string | null = null;
    while (!left) {
      await page.mouse.dblclick(at.x, at.y);
      left = await page.waitForFunction(leftRound, round, { timeout: 2_000 }).then(
        (h) => h.jsonValue(),
        () => null,
      );
    }
    played++;
    // The round closes (revealed) and the next one opens, or the match ends.
    await page.waitForFunction(roundClosed, round, { timeout: MATCH_TIMEOUT });
    if (sent) {
      const inRound = sent() - before;
      // A hand the scene took was sent, once; a round that closed first sent at most one.
      if (left === 'taken') expect(inRound, `moves sent in round ${round}`).toBe(1);
      else expect(inRound, `moves sent in round ${round}`).toBeLessThanOrEqual(1);
      moved += inRound;
    }
  }
  return { rounds: played, moved };
}

/** The end dock's result, and the balance it shows against the stake and the payout. */
async function expectEnd(page: Page, bet: number): Promise<'won' | 'lost' | 'void'> {
  const end = page.getByTestId('rsp-end');
  await expect(end).toBeVisible({ timeout: MATCH_TIMEOUT });
  const outcome = (await end.getAttribute('data-outcome')) as 'won' | 'lost' | 'void';
  const payout = Number(await end.getAttribute('data-payout'));
  expect(payout).toBe(outcome === 'won' ? rspPayout(bet) : outcome === 'lost' ? 0 : bet);
  await expect(end).toContainText(
    outcome === 'won'
      ? `You won ${coins(rspPayout(bet))} coins`
      : outcome === 'lost'
        ? `You lost your bet of ${bet} coins`
        : `Your bet of ${bet} coins was returned`,
  );
  await expect(end.getByTestId('rsp-end-balance')).toHaveText(`Your balance: ${coins(START - bet + payout)} coins`);
  await expect(page.locator('canvas')).toHaveAttribute('data-rsp-state', outcome);
  return outcome;
}

async function newPlayer(browser: Browser, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const player = await registerPlayer(request);
  await giveCoins(request, player, START);
  await logIn(page, player);
  return page;
}

test('a player plays the house to the end: one move per round however fast the taps, the result and the balance shown', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await registerPlayer(request);
  await giveCoins(request, player, START);
  const moves = countMoves(page);
  await logIn(page, player);
  await openGame(page);
  await expect(page.locator('canvas')).toHaveAttribute('data-rsp-state', 'idle');
  const bet = betOf(1);
  await find(page, bet);
  await expect(page.getByTestId('rsp-search')).toContainText('If no one is found within 10 s, the house plays you');
  // No one else bets this amount: the house steps in, labelled as the house.
  await expect(page.getByTestId('rsp-match')).toHaveAttribute('data-opponent', 'house', { timeout: MATCH_TIMEOUT });
  await expect(page.getByTestId('rsp-match')).toContainText(`Bet ${bet} · a win pays ${coins(rspPayout(bet))}`);
  const played = await play(page, 'rock', Infinity, moves);
  expect(played.rounds).toBeGreaterThanOrEqual(2);
  // However fast the taps, one move a round at most (checked per round), and the moves sent are all there were.
  expect(played.moved).toBeGreaterThanOrEqual(1);
  expect(moves()).toBe(played.moved);
  await expectEnd(page, bet);

  // The history lists the match.
  await page.getByTestId('history-open').click();
  await expect(page.getByTestId('rsp-history').getByTestId('history-row')).toHaveCount(1);
  await expect(page.getByTestId('rsp-history').getByTestId('history-row')).toContainText('The House');
});

test('two players with the same bet are matched and play a real match to the end', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const [a, b] = await Promise.all([newPlayer(browser, request), newPlayer(browser, request)]);
  await Promise.all([openGame(a), openGame(b)]);
  const bet = betOf(2);
  // Both search at once: one started seconds after the other on a busy machine waited out the house's 10 s alone.
  const [findA, findB] = await Promise.all([betDock(a, bet), betDock(b, bet)]);
  await Promise.all([findA.click(), findB.click()]);
  for (const page of [a, b])
    await expect(page.getByTestId('rsp-match')).toHaveAttribute('data-opponent', 'player', { timeout: MATCH_TIMEOUT });
  const id = await a.getByTestId('rsp-match').getAttribute('data-match');
  await expect(b.getByTestId('rsp-match')).toHaveAttribute('data-match', id ?? '');
  // Rock beats scissor every round: the first player wins two rounds to none.
  await Promise.all([play(a, 'rock'), play(b, 'scissor')]);
  expect(await expectEnd(a, bet)).toBe('won');
  expect(await expectEnd(b, bet)).toBe('lost');
  await Promise.all([a.context().close(), b.context().close()]);
});

test('a player reloads mid-round and continues the same match; quitting asks first', async ({ page, request }) => {
  test.setTimeout(180_000);
  const player = await registerPlayer(request);
  await giveCoins(request, player, START);
  await logIn(page, player);
  await openGame(page);
  const bet = betOf(3);
  await find(page, bet);
  const bar = page.getByTestId('rsp-match');
  await expect(bar).toHaveAttribute('data-opponent', 'house', { timeout: MATCH_TIMEOUT });
  const id = await bar.getAttribute('data-match');
  await expect(page.locator('canvas')).toHaveAttribute('data-rsp-state', 'choosing', { timeout: MATCH_TIMEOUT });

  // Mid-round, the page reloads: the status continues the same match, its round open.
  const status = page.waitForResponse((r) => r.url().split('?')[0]?.endsWith(`/api/${RSP_API.status}`) === true);
  await page.reload();
  const continued = (await (await status).json()) as RspStatus;
  expect(continued.match?.id).toBe(Number(id));
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  // The same match on screen: still running, or its end when the game took two rounds' time to load (a busy
  // machine) and the house took both rounds meanwhile, as it takes any round a player misses.
  const same = page.locator(`[data-testid="rsp-match"][data-match="${id}"], [data-testid="rsp-end"][data-match="${id}"]`);
  await expect(same).toBeVisible();
  if (await page.getByTestId('rsp-end').isVisible()) {
    await expect(page.getByTestId('rsp-end')).toHaveAttribute('data-outcome', 'lost');
    // The quit question is then asked in the next match.
    await page.getByTestId('rsp-again').click();
    await expect(bar).toHaveAttribute('data-opponent', 'house', { timeout: MATCH_TIMEOUT });
  } else {
    await expect(page.locator('canvas')).toHaveAttribute('data-rsp-state', /^(choosing|waiting|reveal)$/);
  }
  const running = await bar.getAttribute('data-match');

  // Quit says what it costs before anything happens; staying keeps the match.
  await bar.getByTestId('rsp-quit').click();
  const question = page.getByTestId('rsp-quit-confirm');
  await expect(question).toContainText(`your bet of ${bet} coins is forfeited`);
  await question.getByTestId('rsp-quit-stay').click();
  await expect(question).toBeHidden();
  // Staying keeps the match: still running, or ended by its rounds' clocks while the question was open (a busy
  // machine; the house takes a round nobody moved in), never by a quit.
  const kept = page.locator(
    `[data-testid="rsp-match"][data-match="${running}"], [data-testid="rsp-end"][data-match="${running}"][data-reason="rounds"]`,
  );
  await expect(kept).toBeVisible();
  if (await bar.isVisible()) await play(page, 'paper');
  await expectEnd(page, bet);
});
