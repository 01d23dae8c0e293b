// The games by keyboard and screen reader (issue 29): the board's moves are
// real buttons reached with Tab, pressed with Enter, and the play screen's
// polite live region says what happens, in the screen's language (zh or ms
// here). Lucky egg's is in luckyegg.spec.ts, which owns the server's egg sessions.
import { expect, test, type Page, type Response } from '@playwright/test';
import type { FtoAnswer } from '../../contract/games/fto';
import { FTO_API, ftoLevel } from '../../contract/games/ftoRules';
import { squidPayout } from '../../contract/games/squidRules';
import { coinText } from '../../engine/games/squidgame/frame';
import { logIn, readyToSpin } from './support/games';
import { tabTo } from './support/keyboard';
import { chooseLanguage } from './support/language';
import { registerPlayer } from './support/players';
import { giveCoins } from './support/squid';

test('the spin wheel by keyboard alone, its spin and prize announced in Chinese', async ({ page, request }) => {
  test.slow();
  await readyToSpin(page, request, 'zh');
  const spin = page.getByTestId('game-control-spin');
  await expect(spin).toHaveText('转动');
  await tabTo(page, 'game-control-spin');
  await page.keyboard.press('Enter');
  const said = page.getByTestId('game-announce');
  await expect(said).toHaveText(/^转盘(正在转动|停在 .+)/);
  await expect(said).toHaveText(/^转盘停在 .+/, { timeout: 15_000 });

  // The prize dialog takes focus, holds it (the page behind is inert) and gives it back on close.
  const prize = page.getByTestId('prize-panel');
  await expect(prize.getByRole('button')).toBeFocused();
  expect(await page.getByTestId('game-view').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(prize).toHaveCount(0);
  await expect(spin).toBeFocused();
});

test('Squid game by keyboard alone: a step on the bridge and its ending announced in Malay', async ({ page, request }) => {
  test.slow();
  const player = await registerPlayer(request);
  await giveCoins(request, player, 1000);
  await logIn(page, player);
  await chooseLanguage(page, 'ms');
  await page.goto('/games/squidgame/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const bet = Number(await page.getByTestId('squid-bet-amount').inputValue());
  await tabTo(page, 'squid-place');
  await page.keyboard.press('Enter');
  const said = page.getByTestId('game-announce');
  await expect(said).toHaveText('Langkah 1 daripada 10: pilih panel kiri atau kanan');

  // The step's two panels, named alike: nothing says which one holds.
  await expect(page.getByTestId('game-control-left')).toHaveText('Panel kiri, langkah 1 daripada 10');
  await expect(page.getByTestId('game-control-right')).toHaveText('Panel kanan, langkah 1 daripada 10');
  await tabTo(page, 'game-control-left');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('game-control-right')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(said).toHaveText(/^(Anda melompat ke panel kiri langkah 1|Kaca langkah 1 )/);
  await expect(said).toHaveText(/^Kaca langkah 1 (bertahan|pecah)/, { timeout: 15_000 });

  if ((await said.textContent())?.includes('pecah')) {
    await expect(said).toHaveText(`Kaca langkah 1 pecah. Anda jatuh dan kehilangan ${bet} syiling`);
    await expect(page.getByTestId('squid-end')).toHaveAttribute('data-state', 'fell');
    return;
  }
  const pays = coinText(squidPayout(bet, 1));
  await expect(said).toHaveText(
    `Kaca langkah 1 bertahan: 1.92x, tunaikan sekarang untuk ${pays} syiling. Seterusnya langkah 2 daripada 10`,
  );
  await expect(page.getByTestId('game-control-left')).toHaveText('Panel kiri, langkah 2 daripada 10');
  await tabTo(page, 'squid-cashout');
  await page.keyboard.press('Enter');
  await expect(said).toHaveText(`Anda menunaikan ${pays} syiling`);
  await expect(page.getByTestId('squid-end')).toHaveAttribute('data-state', 'cashedOut');
});

const isFtoAnswer = (r: Response) => r.url().split('?')[0]?.endsWith(`/api/${FTO_API.answer}`) === true && r.request().method() === 'POST';

/**
 * Keeps every text the play screen's live region says from now on, in order: a reveal's words stand 1.5 s
 * before the next round's replace them, less than a look from the test may take on a busy machine.
 */
async function recordSaid(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="game-announce"]')?.textContent ?? '';
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(document.body, { childList: true, characterData: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said);
}

test("Find The Odd by keyboard alone: a round's cards as buttons named by place, the pick and its answer announced in Malay", async ({
  page,
  request,
}) => {
  test.slow();
  const player = await registerPlayer(request);
  await logIn(page, player);
  await chooseLanguage(page, 'ms');
  await page.goto('/games/fto/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const said = await recordSaid(page);
  for (const step of ['fto-notice-ok', 'fto-play', 'fto-tutorial-go']) {
    await tabTo(page, step);
    await page.keyboard.press('Enter');
  }
  const card = (i: number) => page.getByTestId(`game-control-card-${i}`);
  // A round is 15 s at first (less later): one a busy machine spends tabbing to the cards runs out, and the
  // next round is played instead, from the card the focus stayed on; three rounds are plenty.
  for (let round = 1; round <= 3; round++) {
    await expect(page.locator('[data-testid="game-view"] canvas')).toHaveAttribute('data-fto-round', String(round));
    await expect.poll(said).toContain(`Pusingan ${round} daripada 10: cari gambar yang berbeza`);
    const { cards: count, cols } = ftoLevel(round);
    await expect(card(count - 1)).toHaveText(`Kad ${count} daripada ${count}, baris ${Math.ceil(count / cols)}`);
    const answered = page.waitForResponse(isFtoAnswer);
    // The board keeps the focus from round to round: Home goes back to its first card.
    if (round === 1) await tabTo(page, 'game-control-card-0');
    else await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect(card(1)).toBeFocused();
    await expect(card(1)).toHaveAttribute('aria-disabled', 'false');
    await page.keyboard.press('Enter');
    const answer = (await (await answered).json()) as FtoAnswer;
    const odd = answer.result.oddCard + 1;
    if (answer.result.timedOut) {
      await expect.poll(said).toContain(`Masa tamat. Gambar yang berbeza ialah kad ${odd}`);
      continue;
    }
    expect(answer.result).toMatchObject({ round, picked: 1 });
    await expect.poll(said).toContain('Anda memilih kad 2');
    await expect
      .poll(said)
      .toContain(answer.result.correct ? `Betul! ${answer.play.coins} setakat ini` : `Salah. Gambar yang berbeza ialah kad ${odd}`);
    // The next round deals under the same focus: a keyboard player goes on from the card they pressed.
    await expect(page.locator('[data-testid="game-view"] canvas')).toHaveAttribute('data-fto-round', String(round + 1));
    await expect(card(1)).toBeFocused();
    return;
  }
  throw new Error('every round ran out before a card was pressed');
});

/** In the page: 'end' once the match's end shows, the open round's number while the rock button would move, else null. */
function rspTurn(): 'end' | number | null {
  if (document.querySelector('[data-testid="rsp-end"]')?.getClientRects().length) return 'end';
  if (document.querySelector('[data-testid="game-control-rock"]')?.getAttribute('aria-disabled') !== 'false') return null;
  return Number(document.querySelector('[data-testid="game-view"] canvas')?.getAttribute('data-rsp-round'));
}

test('Rock scissor paper by keyboard alone: a match against the house to its end, announced in Chinese', async ({ page, request }) => {
  // As rsp.spec.ts's match against the house: its 10 s wait, then up to three rounds and more on a draw, each
  // a countdown or a break and 10 s, on software WebGL.
  test.setTimeout(180_000);
  const player = await registerPlayer(request);
  await giveCoins(request, player, 1000);
  await logIn(page, player);
  await chooseLanguage(page, 'zh');
  await page.goto('/games/rock-scissor-paper/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  // A bet no other test picks, so the house plays this player (rsp.spec.ts bets in hundreds).
  await tabTo(page, 'rsp-bet-amount');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('77');
  await tabTo(page, 'rsp-find');
  await page.keyboard.press('Enter');
  const said = page.getByTestId('game-announce');
  await expect(said).toHaveText(/^(正在寻找对手|您的对手：庄家。对局即将开始|第 1 回合：出石头、剪刀或布)$/);
  // The house steps in after its 10 s wait.
  await expect(said).toHaveText(/^(您的对手：庄家。对局即将开始|第 1 回合：出石头、剪刀或布)$/, { timeout: 30_000 });

  // The hands are buttons from the countdown on (pressing nothing until the round opens): reach them then,
  // as a round's 10 s are short for Tab after Tab on a loaded machine. They stay buttons from round to round.
  const rock = page.getByTestId('game-control-rock');
  await expect(rock).toHaveText('石头');
  await tabTo(page, 'game-control-rock');
  const pressed: number[] = [];
  for (;;) {
    const turn = await (await page.waitForFunction(rspTurn, undefined, { timeout: 30_000 })).jsonValue();
    // (null never comes: the wait ends on a truthy answer)
    if (turn === 'end' || turn === null) break;
    await expect(rock).toBeFocused();
    await page.keyboard.press('Enter');
    // A press the server found too late opens the round again while this device's clock still runs it.
    if (pressed.at(-1) !== turn) pressed.push(turn);
    // Played (or the round closed on its clock first): the hands press nothing until the next round.
    await expect(rock).toHaveAttribute('aria-disabled', 'true');
  }
  const end = page.getByTestId('rsp-end');
  const outcome = await end.getAttribute('data-outcome');
  const title = { won: '您赢了！ \\+[\\d.]+', lost: '您输了 -77', void: '对局作废 \\+77' }[outcome ?? ''] ?? 'none';
  await expect(said).toHaveText(new RegExp(`^第 \\d 回合。您：(石头|未按时出拳)。对手：(石头|剪刀|布)。${title} 金币。比分 \\d 比 \\d$`));
  // From the first round the keyboard reached (round 1 may run out while a loaded machine tabs there) to the
  // last, the hands stayed focused buttons: every round was pressed.
  const last = Number(/^第 (\d) 回合/.exec((await said.textContent()) ?? '')?.[1]);
  const first = pressed[0] ?? last + 1;
  expect(pressed).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
  expect(pressed.length).toBeGreaterThanOrEqual(1);
});

test('the quiz roulette by keyboard alone: Spin, then the prize announced in Malay', async ({ page }) => {
  test.slow();
  await chooseLanguage(page, 'ms');
  // The QA gallery's live roulette: the page answers the spin with slot 1 (50 coins).
  await page.goto('/qa/gallery?qa=1&game=quiz-roulette&state=play&slot=1&lang=ms');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const spin = page.getByTestId('game-control-spin');
  await expect(spin).toHaveText('Putar');
  await tabTo(page, 'game-control-spin');
  await page.keyboard.press('Space');
  const said = page.getByTestId('game-announce');
  await expect(said).toHaveText(/^Roda (sedang berputar|berhenti pada 50 syiling\. Anda menang!)$/);
  await expect(said).toHaveText('Roda berhenti pada 50 syiling. Anda menang!', { timeout: 15_000 });
  // One spin a week: the result stays, and Spin presses nothing.
  await expect(spin).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('roulette-gallery')).toHaveAttribute('data-spins', '1');
});
