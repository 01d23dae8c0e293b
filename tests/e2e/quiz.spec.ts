// The weekly quiz end to end on the production build, on a phone: a new
// player from the home card through the intro, the terms and the weeks to a
// whole week of five right answers (leaving mid-play and coming back to the
// same question), the result with a place, the lucky roulette and the prize;
// a player in Malay who answers one wrong and lets one run out of time; a
// guest sent to register. The right answers are read as the operator
// (support/quiz.ts), never from the player's screen.
import { expect, test, type Page, type Response } from '@playwright/test';
import type { QuizAnswer, QuizStatus, QuizWeek } from '../../contract/games/quiz';
import { QUIZ_API } from '../../contract/games/quizRules';
import { rouletteLayout } from '../../engine/games/quiz/layout';
import { logIn } from './support/games';
import { registerPlayer } from './support/players';
import { weekKey, type WeekKey } from './support/quiz';
import { chooseLanguage } from './support/language';

const isCall = (path: string, method: 'GET' | 'POST') => (r: Response) =>
  r.url().split('?')[0]?.endsWith(`/api/${path}`) === true && r.request().method() === method;

/** The open week of the status the quiz page read. */
async function openWeek(status: Promise<Response>): Promise<QuizWeek> {
  const week = ((await (await status).json()) as QuizStatus).weeks.find((w) => w.state === 'open');
  if (!week) throw new Error('no open quiz week in the demo campaign');
  return week;
}

/** Taps the choice that reads `text` on the question on screen and returns the server's answer. */
async function answerWith(page: Page, position: number, text: string): Promise<QuizAnswer> {
  const question = page.getByTestId('quiz-question');
  await expect(question).toHaveAttribute('data-position', String(position));
  const answered = page.waitForResponse(isCall(QUIZ_API.answer, 'POST'));
  await question
    .locator('[data-testid^="quiz-choice-"]')
    .filter({ has: page.getByText(text, { exact: true }) })
    .click();
  return (await (await answered).json()) as QuizAnswer;
}

/** Taps the roulette's hub where the scene lays it out (engine/games/quiz/layout.ts), once the wheel is idle. */
async function tapRouletteHub(page: Page): Promise<void> {
  const canvas = page.locator('[data-testid="roulette-stage"] canvas');
  await expect(canvas).toHaveAttribute('data-roulette-state', 'idle', { timeout: 30_000 });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no roulette canvas');
  const { cx, cy } = rouletteLayout(box.width, box.height, 1, 6);
  await page.mouse.click(box.x + cx, box.y + cy);
}

test('a new player plays a whole week: intro, terms, five right answers with a reload mid-play, a place, the roulette and the prize', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await registerPlayer(request);
  await logIn(page, player);

  // Home shows the running campaign's card.
  const status = page.waitForResponse(isCall(QUIZ_API.status, 'GET'));
  await page.getByTestId('quiz-entry').click();
  await expect(page).toHaveURL(/\/quiz$/);
  const week = await openWeek(status);
  const key: WeekKey = await weekKey(request, week.id);

  // The intro plays by itself on the first visit; skipping it is remembered.
  await expect(page.getByTestId('quiz-intro')).toHaveAttribute('data-playing', '');
  await page.getByTestId('quiz-intro-skip').click();
  await expect(page.getByTestId('quiz-intro')).not.toHaveAttribute('data-playing', '');
  await expect(page.getByTestId('quiz-weeks')).toBeVisible();
  const row = page.getByTestId(`quiz-week-${week.number}`);
  await expect(row).toHaveAttribute('data-state', 'open');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/);
  await expect(row.getByTestId('quiz-week-countdown')).toContainText(/Closes in (\d+d )?\d{2}:\d{2}:\d{2}/);
  await expect(page.getByTestId('quiz-prize-table')).toBeVisible();

  // The terms come before the first answer, with SPEC 9's rules.
  await row.getByTestId('quiz-week-play').click();
  await expect(page).toHaveURL(/\/quiz\/terms\?next=\d+$/);
  const terms = page.getByTestId('quiz-terms-text');
  await expect(terms).toContainText('5 questions');
  await expect(terms).toContainText('The first 50 players');
  await expect(terms).toContainText('15 sets of race tickets');
  await expect(terms).toContainText('within 5 days');
  await expect(terms).toContainText('14 working days');
  await page.getByTestId('quiz-terms-accept').click();
  await expect(page).toHaveURL(new RegExp(`/quiz/week/${week.id}$`));

  await page.getByTestId('quiz-start').click();
  const balance = page.getByTestId('quiz-balance-value');
  let coins = Number((await balance.textContent())?.replace(/,/g, ''));
  for (let position = 1; position <= 5; position++) {
    if (position === 3) {
      // Leave mid-play and come back: the same play continues at question 3.
      await page.reload();
      await expect(page.getByTestId('quiz-question')).toHaveAttribute('data-position', '3');
    }
    const answer = await answerWith(page, position, key.right.get(position) ?? '');
    expect(answer.result).toMatchObject({ position, correct: true, timedOut: false });
    await expect(page.getByTestId('quiz-verdict')).toHaveAttribute('data-verdict', 'right');
    await expect(page.getByTestId(`quiz-choice-${answer.result.right}`)).toHaveAttribute('data-mark', 'right');
    // +1 coin, in the title bar at once.
    coins += 1;
    await expect(balance).toHaveText(coins.toFixed(2));
    await page.getByTestId('quiz-next').click();
  }

  const result = page.getByTestId('quiz-result');
  await expect(result).toHaveAttribute('data-outcome', 'eligible');
  await expect(page.getByTestId('quiz-score')).toHaveText('5 of 5 right');
  await expect(page.getByTestId('quiz-eligible')).toContainText(/place \d+ of 50/);

  // The lucky roulette: the server's spin, then the prize in words.
  const spun = page.waitForResponse(isCall(QUIZ_API.roulette, 'POST'));
  await page.getByTestId('quiz-spin').click();
  await tapRouletteHub(page);
  const { spin } = (await (await spun).json()) as { spin: { prize: { kind: string; label: { en: string } } } };
  // The wheel turns to the server's slot and rests (seconds of software WebGL), then the prize in words.
  const prize = page.getByTestId('quiz-roulette-prize');
  await expect(prize).toHaveAttribute('data-kind', spin.prize.kind, { timeout: 30_000 });
  if (spin.prize.kind !== 'none') await expect(prize).toContainText(spin.prize.label.en);

  // Back on the week: the result holds the prize; the weeks list says played, and the prize is listed.
  await page.getByTestId('quiz-roulette-done').click();
  await expect(page.getByTestId('quiz-spun')).toBeVisible();
  await page.getByTestId('quiz-back-weeks').click();
  // The prize's inbox message waited for the play to end; it pops up on the weeks.
  if (spin.prize.kind !== 'none') {
    await expect(page.getByTestId('inbox-popup')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('inbox-popup')).toHaveCount(0);
  }
  await expect(row).toHaveAttribute('data-state', 'played');
  await expect(row.getByTestId('quiz-week-result')).toBeVisible();
  if (spin.prize.kind !== 'none') await expect(page.getByTestId('quiz-award').first()).toContainText(spin.prize.label.en);
  // The intro does not play by itself again.
  await expect(page.getByTestId('quiz-intro')).not.toHaveAttribute('data-playing', '');
});

test('in Malay: a wrong answer shows the right one, a question left alone runs out of time, fewer than five do not qualify', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await registerPlayer(request);
  await logIn(page, player);
  await chooseLanguage(page, 'ms');

  const status = page.waitForResponse(isCall(QUIZ_API.status, 'GET'));
  await page.goto('/quiz');
  const week = await openWeek(status);
  const key = await weekKey(request, week.id, 'ms');
  await page.getByTestId('quiz-intro-skip').click();
  await expect(page.getByTestId('quiz-weeks')).toContainText(`Minggu ${week.number}`);
  await page.getByTestId(`quiz-week-${week.number}`).getByTestId('quiz-week-play').click();
  await expect(page.getByTestId('quiz-terms-text')).toContainText('50 pemain pertama');
  await page.getByTestId('quiz-terms-accept').click();
  await page.getByTestId('quiz-start').click();

  const wrong = await answerWith(page, 1, key.wrong.get(1) ?? '');
  expect(wrong.result).toMatchObject({ correct: false, timedOut: false });
  await expect(page.getByTestId('quiz-verdict')).toHaveAttribute('data-verdict', 'wrong');
  await expect(page.getByTestId('quiz-verdict')).toContainText('Kurang tepat');
  await expect(page.getByTestId(`quiz-choice-${wrong.result.right}`)).toHaveAttribute('data-mark', 'right');
  await expect(page.getByTestId(`quiz-choice-${wrong.result.picked ?? -1}`)).toHaveAttribute('data-mark', 'wrong');
  await page.getByTestId('quiz-next').click();

  // Question 2 left alone: the time bar runs out and the screen answers with no choice.
  await expect(page.getByTestId('quiz-question')).toHaveAttribute('data-position', '2');
  const timedOut = page.waitForResponse(isCall(QUIZ_API.answer, 'POST'), { timeout: 40_000 });
  const late = (await (await timedOut).json()) as QuizAnswer;
  expect(late.result).toMatchObject({ position: 2, picked: null, timedOut: true, correct: false });
  await expect(page.getByTestId('quiz-verdict')).toContainText('Masa tamat!');
  await page.getByTestId('quiz-next').click();

  for (let position = 3; position <= 5; position++) {
    await answerWith(page, position, key.right.get(position) ?? '');
    await page.getByTestId('quiz-next').click();
  }
  await expect(page.getByTestId('quiz-result')).toHaveAttribute('data-outcome', 'notQualified');
  await expect(page.getByTestId('quiz-score')).toHaveText('3 daripada 5 betul');
  await expect(page.getByTestId('quiz-spin')).toHaveCount(0);
});

test('a guest sees the campaign on the games list; tapping it asks to register first', async ({ page }) => {
  await page.goto('/games');
  await page.getByTestId('quiz-entry').click();
  await expect(page).toHaveURL(/\/register/);
});
