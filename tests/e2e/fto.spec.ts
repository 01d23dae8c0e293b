// Find The Odd end to end on the production build: a fresh player's whole
// play of ten rounds (rules, tutorial, a tap each round and its reveal, the
// summary, the wallet and the history), leaving mid-play and coming back to
// the same play, and the next free play counted down once today's is used.
import { expect, test, type Page, type Response } from '@playwright/test';
import type { FtoAnswer, FtoDeal, FtoPlay, FtoStatus } from '../../contract/games/fto';
import { FTO_API, FTO_ROUNDS, ftoLevel } from '../../contract/games/ftoRules';
import { ftoLayout, gridLayout } from '../../engine/games/fto/layout';
import { logIn } from './support/games';
import { registerPlayer } from './support/players';

const isCall = (path: string, method: 'GET' | 'POST') => (r: Response) =>
  r.url().split('?')[0]?.endsWith(`/api/${path}`) === true && r.request().method() === method;

/** Width / height of a card of the deal's board, from the board PNG's IHDR chunk. */
function cardAspect(deal: FtoDeal): number {
  const bytes = Buffer.from(deal.board.slice(0, 64), 'base64');
  return bytes.readUInt32BE(16) / deal.cols / (bytes.readUInt32BE(20) / Math.ceil(deal.count / deal.cols));
}

type Box = { x: number; y: number; width: number; height: number };

/** Where the canvas is on the page: it fills the play screen, so one look per visit does (a look costs seconds on a busy machine, a round has few). */
async function canvasBox(page: Page): Promise<Box> {
  const box = await page.locator('[data-testid="game-view"] canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  return box;
}
/** Taps card `index` of a round where the scene lays it out (engine/games/fto/layout.ts), at the canvas's pixel ratio of 2. */
async function tapCard(page: Page, box: Box, deal: FtoDeal, index: number): Promise<void> {
  const ratio = 2;
  const layout = ftoLayout(Math.round(box.width * ratio), Math.round(box.height * ratio), ratio);
  const card = gridLayout(layout.board, deal.count, deal.cols, cardAspect(deal), ratio)[index];
  if (!card) throw new Error(`no card ${index}`);
  await page.mouse.click(box.x + card.x / ratio, box.y + card.y / ratio);
}

/** Less time than this left on a round's clock when its scene is ready, and the test lets it run out rather than race it with a tap. */
const TAP_MARGIN_MS = 4_000;

/**
 * Plays round `round` of the deal on screen: a tap on a card, the reveal the
 * server answered. A round whose clock is nearly out by the time its scene is
 * ready (a busy machine, or a round resumed after the game loaded again) is
 * left to run out: the scene's own timer then answers it, as a time-out.
 * `answered`: the wait for its answer, when the scene may answer before this is called.
 */
async function playRound(
  page: Page,
  box: Box,
  deal: FtoDeal,
  round: number,
  answered = page.waitForResponse(isCall(FTO_API.answer, 'POST')),
): Promise<FtoAnswer> {
  const canvas = page.locator('[data-testid="game-view"] canvas');
  expect(deal.round).toBe(round);
  expect(deal.count).toBe(ftoLevel(round).cards);
  // The server, the browser and this test share one machine's clock.
  const nearlyOut = () => Date.parse(deal.deadline) - Date.now() < TAP_MARGIN_MS;
  let runsOut = nearlyOut();
  if (!runsOut) {
    await expect(canvas).toHaveAttribute('data-fto-round', String(round));
    runsOut = nearlyOut();
  }
  const index = round % deal.count;
  if (!runsOut) {
    await expect(canvas).toHaveAttribute('data-fto-state', 'round');
    await tapCard(page, box, deal, index);
  }
  const answer = (await (await answered).json()) as FtoAnswer;
  expect(answer.result).toMatchObject(runsOut ? { round, picked: null, timedOut: true } : { round, picked: index, timedOut: false });
  // The reveal's own mark lasts after it (on a loaded machine the 1.5 s reveal can be over before a poll sees it).
  const look = answer.result.timedOut ? 'timeout' : answer.result.correct ? 'correct' : 'wrong';
  await expect(canvas).toHaveAttribute('data-fto-revealed', `${round}:${look}`);
  return answer;
}

test('a fresh player plays Find The Odd: ten rounds with a reveal each, leaving mid-play and coming back to the same play', async ({
  page,
  request,
}) => {
  // Ten rounds, each a server render of up to 16 PNGs and a software-WebGL reveal, plus a reload of the game.
  test.setTimeout(300_000);
  const player = await registerPlayer(request);
  await logIn(page, player);
  const canvas = page.locator('[data-testid="game-view"] canvas');

  const firstStatus = page.waitForResponse(isCall(FTO_API.status, 'GET'));
  await page.goto('/games/fto/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  let box = await canvasBox(page);
  expect((await (await firstStatus).json()) as FtoStatus).toMatchObject({ rm: 1, play: null });
  // The card game notice comes first, once; then the standing and Play.
  await expect(page.getByTestId('fto-notice')).toBeVisible();
  // It opens at its start, its title focused (a long notice is not scrolled to its button).
  await expect(page.getByRole('heading', { name: 'Before you play' })).toBeFocused();
  expect(await page.getByTestId('fto-notice').evaluate((el) => el.scrollTop)).toBe(0);
  await page.getByTestId('fto-notice-ok').click();
  await expect(page.getByTestId('fto-plays-left')).toContainText('1');
  await expect(canvas).toHaveAttribute('data-fto-state', 'intro');

  const started = page.waitForResponse(isCall(FTO_API.play, 'POST'));
  let dealt = page.waitForResponse(isCall(FTO_API.deal, 'POST'));
  await page.getByTestId('fto-play').click();
  // The short tutorial before the very first play.
  await page.getByTestId('fto-tutorial-go').click();
  const play = (await (await started).json()) as FtoPlay;
  let deal = (await (await dealt).json()) as FtoDeal;

  for (let round = 1; round <= 3; round++) {
    if (round > 1) deal = (await (await dealt).json()) as FtoDeal;
    dealt = page.waitForResponse(isCall(FTO_API.deal, 'POST'));
    await playRound(page, box, deal, round);
  }

  // Round 4 dealt: leave, and come back to the same play.
  deal = (await (await dealt).json()) as FtoDeal;
  await expect(canvas).toHaveAttribute('data-fto-round', '4');
  await page.getByTestId('play-close').click();
  await expect(page).toHaveURL(/\/games\/fto$/);
  const back = page.waitForResponse(isCall(FTO_API.status, 'GET'));
  // A round 4 that ran out while away is followed by round 5's deal, which may answer before the status is read.
  const redealt = page.waitForResponse(isCall(FTO_API.deal, 'POST'));
  // The resumed round's clock may run out before the test looks: its answer is awaited from here.
  let firstAnswer: Promise<Response> | undefined = page.waitForResponse(isCall(FTO_API.answer, 'POST'));
  await page.getByTestId('play-button').click();
  const resumed = ((await (await back).json()) as FtoStatus).play;
  expect(resumed?.id).toBe(play.id);
  // Round 4's clock ran on while the player was away: on a loaded machine it may have run out, and counts as a time-out.
  if (resumed?.deal) expect(resumed.results).toHaveLength(3);
  else expect(resumed?.results.slice(3)).toEqual([expect.objectContaining({ round: 4, picked: null, timedOut: true })]);
  // The open round comes back as it was (its cards, its deadline), or, if its time ran out meanwhile, closed and the next one dealt.
  let next = 4;
  // Round 5's deal, when round 4 is still open: it may come (round 4 running out) before the loop below starts waiting.
  let nextDeal: Promise<Response> | undefined;
  if (resumed?.deal) {
    expect(resumed.deal.board).toBe(deal.board);
    expect(resumed.deal.deadline).toBe(deal.deadline);
    deal = resumed.deal;
    nextDeal = redealt;
  } else {
    next = 5;
    deal = (await (await redealt).json()) as FtoDeal;
  }
  await expect(page.getByTestId('fto-start')).toHaveCount(0);
  box = await canvasBox(page);

  let last: FtoAnswer | undefined;
  for (let round = next; round <= FTO_ROUNDS; round++) {
    if (round > next) deal = (await (await dealt).json()) as FtoDeal;
    // The last reveal ends the play: nothing more is dealt.
    if (round < FTO_ROUNDS) dealt = nextDeal ?? page.waitForResponse(isCall(FTO_API.deal, 'POST'));
    last = await playRound(page, box, deal, round, firstAnswer);
    firstAnswer = undefined;
    nextDeal = undefined;
  }
  if (!last) throw new Error('no last answer');
  expect(last.play).toMatchObject({ id: play.id, finished: true, nextRound: null });
  const correct = last.play.results.filter((r) => r.correct).length;
  expect(last.play.coins).toBe(correct);

  // The summary on the board and the result over it, the wallet from the answer.
  await expect(canvas).toHaveAttribute('data-fto-state', 'finished', { timeout: 10_000 });
  const result = page.getByTestId('fto-result');
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('data-coins', String(correct));
  await expect(result).toContainText(`You found ${correct} of ${FTO_ROUNDS}`);
  if (last.coin) await expect(page.getByTestId('fto-balance')).toContainText(String(last.coin.balance));

  // Today's free play is used: Play is disabled with the reason and the countdown to midnight (GMT+8).
  await page.getByTestId('fto-result-ok').click();
  await expect(page.getByTestId('fto-plays-left')).toContainText('0');
  await expect(page.getByTestId('fto-play')).toBeDisabled();
  await expect(page.getByTestId('fto-play-reason')).toHaveText('No more free plays today. Come back after midnight');
  await expect(page.getByTestId('fto-next-in')).toContainText(/\d{2}:\d{2}:\d{2}/);
  // The notice was seen once: not shown again.
  await expect(page.getByTestId('fto-notice')).toHaveCount(0);

  await page.getByTestId('history-open').click();
  const rows = page.getByTestId('fto-history').getByTestId('history-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${correct}/${FTO_ROUNDS}`);
});
