// Lucky egg end to end on the production build. Sessions follow the server's
// own clock, so the tests set the clock's other half: an operator moves the
// daily slots (the console's PUT admin/wager/lucky-egg/slots) to open a
// session at this very minute, or to start one two hours from now. The
// phone's clock is Playwright's fake clock, set hours wrong on purpose: the
// countdown must follow the server's time anyway. A player with coins picks a
// bet and smashes an egg, is then told they already took part (also after a
// reload, and by the server to a second smash); a smash after the session
// closed is refused and the screen counts down to the next one.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import type { EggSmashAnswer, EggStatus } from '../../contract/games/luckyegg';
import { LUCKY_EGG_API } from '../../contract/games/luckyEggRules';
import { WAGER_CONSOLE_API } from '../../contract/games/wagerConsole';
import { API } from '../../contract/routes';
import { ADMIN_API } from '../../contract/adminRoutes';
import { DEMO_OPERATOR } from '../../server/db/seed/credentials';
import { msg } from '../../src/i18n/dict/en/msg';
import { formatNumber, formatOdds } from '../../src/lib/format';
import { formatCoins } from '../../src/game/luckyegg/text';
import { sealed } from './support/api';
import { logIn } from './support/games';
import { tabTo } from './support/keyboard';
import { chooseLanguage } from './support/language';
import { registerPlayer, type RegisteredPlayer } from './support/players';

/** The seeded slots (12:00, 18:00, 21:00 GMT+8), put back after the tests. */
const SEEDED_SLOTS = [720, 1080, 1260];
const GMT8_MS = 8 * 3_600_000;
const BET = 10;

// Both tests move the one server's slots: one after the other.
test.describe.configure({ mode: 'serial' });

const isCall = (path: string, method: 'GET' | 'POST') => (r: Response) =>
  r.url().split('?')[0]?.endsWith(`/api/${path}`) === true && r.request().method() === method;

async function operatorToken(request: APIRequestContext): Promise<string> {
  return ((await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string }).token;
}

/** The minute of the day in GMT+8, `ahead` minutes from now on the real clock (the server's). */
const minuteGmt8 = (ahead = 0): number => Math.floor((Date.now() + GMT8_MS) / 60_000 + ahead) % 1440;

async function setSlots(request: APIRequestContext, minutes: number[]): Promise<void> {
  await sealed(request, 'put', WAGER_CONSOLE_API.eggSlots, { minutes }, await operatorToken(request));
}

async function giveCoins(request: APIRequestContext, player: RegisteredPlayer, amount: number): Promise<void> {
  await sealed(request, 'post', ADMIN_API.playerAdjust(player.uid), { amount, reason: 'e2e lucky egg' }, await operatorToken(request));
}

/** Taps egg `egg` where the scene says it is (data-egg-spots: CSS pixels from the canvas's corner), as a player's finger would. */
async function tapEgg(page: Page, egg: number): Promise<void> {
  const canvas = page.locator('[data-testid="game-view"] canvas');
  const spots = JSON.parse((await canvas.getAttribute('data-egg-spots')) ?? '[]') as [number, number][];
  const box = await canvas.boundingBox();
  const spot = spots[egg];
  if (!box || !spot) throw new Error(`no egg ${egg} on the canvas`);
  await page.mouse.click(box.x + spot[0], box.y + spot[1]);
}

/** "hh:mm:ss" as seconds. */
const seconds = (text: string | null): number => {
  const match = /(\d\d):(\d\d):(\d\d)/.exec(text ?? '');
  if (!match) throw new Error(`no countdown in "${text}"`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
};

async function openGame(page: Page): Promise<EggStatus> {
  const status = page.waitForResponse(isCall(LUCKY_EGG_API.status, 'GET'));
  await page.goto('/games/lucky-egg/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  return (await (await status).json()) as EggStatus;
}

test.afterAll(async ({ request }) => {
  await setSlots(request, SEEDED_SLOTS);
});

test('in an open session a player bets, smashes an egg and sees its multiplier, then has already taken part', async ({ page, request }) => {
  test.setTimeout(180_000);
  // A session opens this minute and lasts ten: the whole test fits in it.
  await setSlots(request, [minuteGmt8()]);
  const player = await registerPlayer(request);
  await giveCoins(request, player, 1000);
  await logIn(page, player);
  const canvas = page.locator('[data-testid="game-view"] canvas');

  const status = await openGame(page);
  expect(status.session).not.toBeNull();
  expect(status.played).toBeNull();
  await expect(canvas).toHaveAttribute('data-egg-state', 'open');
  const dock = page.getByTestId('egg-dock');
  await expect(dock).toHaveAttribute('data-mode', 'open');
  await expect(dock.getByTestId('egg-session-ends')).toContainText(/Session ends in 00:(0\d):\d\d/);
  // A chip sets the bet; + and − step from it by round amounts.
  await dock.getByTestId('egg-chip').filter({ hasText: /^50$/ }).click();
  await dock.getByTestId('egg-bet-less').click();
  await expect(dock.getByTestId('egg-bet-value')).toHaveText('40');
  await dock
    .getByTestId('egg-chip')
    .filter({ hasText: new RegExp(`^${BET}$`) })
    .click();
  await expect(dock.getByTestId('egg-bet-value')).toHaveText(String(BET));

  let smashes = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/${LUCKY_EGG_API.smash}`) && r.method() === 'POST') smashes++;
  });
  const smashed = page.waitForResponse(isCall(LUCKY_EGG_API.smash, 'POST'));
  await tapEgg(page, 2);
  const answer = (await (await smashed).json()) as EggSmashAnswer;
  expect(answer.round).toMatchObject({ egg: 2, bet: BET });
  expect(answer.round.payout).toBeCloseTo(BET * answer.round.multiplier, 2);
  expect(answer.coin.balance).toBeCloseTo(1000 - BET + answer.round.payout, 2);
  // The egg shows what the server drew; a lasting mark, as the celebration moves on.
  await expect(canvas).toHaveAttribute('data-egg-revealed', `2:${answer.round.multiplier}`);
  await expect(dock).toHaveAttribute('data-mode', 'played', { timeout: 15_000 });
  await expect(dock).toContainText('Already participated');
  const odds = formatOdds(answer.round.multiplier);
  await expect(dock.getByTestId('egg-result')).toHaveText(
    `Bet ${BET} × ${odds} = ${formatNumber(answer.round.payout, { decimals: 0 })} coins`,
  );

  // Back later in the same session: still their egg, the countdown to the next session (the same slot tomorrow).
  const again = await openGame(page);
  expect(again.played).toMatchObject({ id: answer.round.id, egg: 2 });
  await expect(canvas).toHaveAttribute('data-egg-state', 'played');
  await expect(dock).toHaveAttribute('data-mode', 'played');
  // Tapping another egg smashes nothing (counted at the end, long after any request it could have sent).
  await tapEgg(page, 3);
  expect(seconds(await dock.getByTestId('egg-next-in').textContent())).toBeGreaterThan(23 * 3600);
  // The history has the egg, settled.
  await page.getByTestId('history-open').click();
  const row = page.getByTestId('egg-history').getByTestId('history-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'SUCCESS');
  await expect(row.getByTestId('history-multiplier')).toHaveText(odds);
  await expect(canvas).toHaveAttribute('data-egg-state', 'played');
  expect(smashes).toBe(1);

  // The server refuses a second egg in the session, whatever a client sends (a sign-in of its own: the browser's ends here).
  const { token } = (await sealed(request, 'post', API.authLogin, { uid: player.uid, password: player.password })) as { token: string };
  await expect(sealed(request, 'post', LUCKY_EGG_API.smash, { bet: BET, egg: 0, idempotencyKey: randomUUID() }, token)).rejects.toThrow(
    /-> 409 .*msg\.alreadyParticipated/,
  );
});

test("a smash after the session closed is refused, and the screen counts down to the next one on the server's clock", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await setSlots(request, [minuteGmt8()]);
  const player = await registerPlayer(request);
  await giveCoins(request, player, 100);
  // The phone's clock is three hours slow; the countdown must not care.
  await page.clock.install({ time: Date.now() - 3 * 3_600_000 });
  await logIn(page, player);
  const canvas = page.locator('[data-testid="game-view"] canvas');
  await openGame(page);
  await expect(canvas).toHaveAttribute('data-egg-state', 'open');

  // The operator moves the session two hours on while the player looks at the open nest.
  const startsAt = (Math.floor((Date.now() + GMT8_MS) / 60_000) + 120) * 60_000 - GMT8_MS;
  await setSlots(request, [Math.floor((startsAt + GMT8_MS) / 60_000) % 1440]);
  const refused = page.waitForResponse(isCall(LUCKY_EGG_API.smash, 'POST'));
  // The standing that sets the countdown is asked for after this tap, so its serverNow is no earlier.
  const tappedAt = Date.now();
  await tapEgg(page, 0);
  expect((await refused).status()).toBe(409);
  await expect(page.getByTestId('play-message')).toHaveText(msg.eventNotStart);
  const dock = page.getByTestId('egg-dock');
  await expect(dock).toHaveAttribute('data-mode', 'closed');
  await expect(canvas).toHaveAttribute('data-egg-state', 'closed');
  const countdown = dock.getByTestId('egg-next-in');
  // The time to the slot on the server's clock, read from this machine's (they share it), whatever
  // time a busy machine took since: not five hours (the phone's clock), nor negative. The device
  // learns the server's time from an answer, so it may run behind by that answer's time in transit
  // (seconds on a loaded machine): at most the time to the slot when the tap was made.
  const secondsTo = (at: number) => (startsAt - at) / 1000;
  const before = Date.now();
  const left = seconds(await countdown.textContent());
  const readAt = Date.now();
  expect(left).toBeLessThanOrEqual(Math.ceil(secondsTo(tappedAt)) + 1);
  expect(left).toBeGreaterThanOrEqual(Math.floor(secondsTo(readAt)) - 1);
  // The countdown runs with the phone's clock from there: ten minutes later it reads ten minutes less
  // (and no more than the real seconds the test took besides).
  await page.clock.fastForward('10:00');
  await expect.poll(async () => seconds(await countdown.textContent())).toBeLessThanOrEqual(left - 600);
  const later = seconds(await countdown.textContent());
  expect(later).toBeGreaterThanOrEqual(left - 600 - Math.ceil((Date.now() - before) / 1000) - 1);
});

test('by keyboard alone a player picks an egg among five buttons and hears the session and its multiplier in Chinese', async ({
  page,
  request,
}) => {
  test.slow();
  await setSlots(request, [minuteGmt8()]);
  const player = await registerPlayer(request);
  await giveCoins(request, player, 1000);
  await logIn(page, player);
  await chooseLanguage(page, 'zh');
  await openGame(page);
  const said = page.getByTestId('game-announce');
  await expect(said).toHaveText('场次已开放：从五个蛋中选一个');
  // Five eggs by their place in the nest: arrow keys move between them, Enter smashes.
  await expect(page.getByTestId('game-control-egg-0')).toHaveText('第 1 个蛋，共 5 个，第 1 排');
  await tabTo(page, 'game-control-egg-0');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('game-control-egg-2')).toBeFocused();
  const smashed = page.waitForResponse(isCall(LUCKY_EGG_API.smash, 'POST'));
  await page.keyboard.press('Enter');
  const { round } = (await (await smashed).json()) as EggSmashAnswer;
  expect(round.egg).toBe(2);
  const held = `第 3 个蛋开出 ${formatOdds(round.multiplier)}`;
  await expect(said).toHaveText(round.payout > 0 ? `${held}：您获得 ${formatCoins(round.payout)} 金币` : `${held}：这次没有奖励`, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('egg-dock')).toHaveAttribute('data-mode', 'played', { timeout: 15_000 });
  // Played: the eggs stay in the tab order but press nothing.
  await expect(page.getByTestId('game-control-egg-0')).toHaveAttribute('aria-disabled', 'true');
});
