// A physical quiz prize's mail-by day in Chinese (issue 26 item 3): the
// winner reads it on their prize, then, with the server's clock moved past
// it, the console flags the prize late (the summary, its row's mail-by line
// and late badge). Moving the clock is why this runs in the serial system
// project; the clock and the roulette's table are put back afterwards.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { QuizAnswer, QuizPlay, QuizQuestion, RouletteAnswer } from '../../../contract/games/quiz';
import type { AdminQuizCampaign, QuizPrizeInput } from '../../../contract/games/quizConsole';
import { QUIZ_API, QUIZ_CONSOLE_API } from '../../../contract/games/quizRules';
import { ADMIN_API } from '../../../contract/adminRoutes';
import { DEMO_OPERATOR } from '../../../server/db/seed/credentials';
import { moveServerClock, sealed } from '../support/api';
import { signInConsole } from '../support/console';
import { logIn } from '../support/games';
import { chooseLanguage } from '../support/language';
import { registerPlayer, type RegisteredPlayer } from '../support/players';
import { weekKey } from '../support/quiz';

test.describe.configure({ mode: 'serial' });

const DAY_MS = 86_400_000;
/** Past any prize's mail-by day: 14 working days and the holidays between span well under 40 calendar days. */
const LATER_MS = 40 * DAY_MS;

const operatorToken = async (request: APIRequestContext): Promise<string> =>
  ((await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string }).token;

const asInput = (p: AdminQuizCampaign['prizes'][number]): QuizPrizeInput => ({
  label: p.label,
  kind: p.kind,
  coins: p.coins,
  weight: p.weight,
  ...(p.weeklyStock === null ? {} : { weeklyStock: p.weeklyStock }),
});

/** YYYY-MM-DD as players and operators read a day. */
const ddmmyyyy = (day: string): string => day.split('-').reverse().join('/');

let campaign: AdminQuizCampaign;
let player: RegisteredPlayer;
let award: { id: number; mailBy: string };

test.beforeAll(async ({ request }) => {
  const token = await operatorToken(request);
  const list = await request.get(`/api/${QUIZ_CONSOLE_API.campaigns}`, { headers: { authorization: `Bearer ${token}` } });
  const now = Date.now();
  const running = ((await list.json()) as AdminQuizCampaign[]).find((c) => Date.parse(c.startsAt) <= now && now < Date.parse(c.endsAt));
  const week = running?.weeks.find((w) => Date.parse(w.startsAt) <= now && now < Date.parse(w.endsAt));
  if (!running || !week) throw new Error('no campaign week runs now: the seed holds a running demo campaign');
  campaign = running;
  // The roulette lands on a physical prize, whatever the table was.
  const prizes = running.prizes.map(
    (p, i): QuizPrizeInput =>
      i === 0
        ? { label: { en: 'Race tickets', zh: '赛车门票', ms: 'Tiket perlumbaan' }, kind: 'physical', coins: 0, weight: 1 }
        : { ...asInput(p), weight: 0 },
  );
  await sealed(request, 'put', QUIZ_CONSOLE_API.prizes.replace(':id', String(running.id)), { prizes }, token);

  // A new player answers the week right and spins.
  player = await registerPlayer(request);
  const key = await weekKey(request, week.id);
  const play = (await sealed(request, 'post', QUIZ_API.play, { weekId: week.id, idempotencyKey: randomUUID() }, player.token)) as QuizPlay;
  for (const position of [1, 2, 3, 4, 5]) {
    const asked = (await sealed(request, 'post', QUIZ_API.question, { playId: play.id, position }, player.token)) as QuizQuestion;
    const choice = asked.choices.findIndex((c) => c.en === key.right.get(position));
    const answer = (await sealed(request, 'post', QUIZ_API.answer, { playId: play.id, position, choice }, player.token)) as QuizAnswer;
    expect(answer.result.correct).toBe(true);
  }
  const spin = (await sealed(
    request,
    'post',
    QUIZ_API.roulette,
    { weekId: week.id, idempotencyKey: randomUUID() },
    player.token,
  )) as RouletteAnswer;
  const won = spin.spin.award;
  if (won?.kind !== 'physical' || !won.mailBy) throw new Error(`no physical prize won: ${JSON.stringify(won)}`);
  award = { id: won.id, mailBy: won.mailBy };
  // Reached before the clock moves: the contact deadline's job would forfeit it otherwise, and a forfeited prize is never late.
  await sealed(request, 'put', QUIZ_CONSOLE_API.award.replace(':id', String(won.id)), { state: 'contacted' }, token);
});

test.afterAll(async ({ request }) => {
  await moveServerClock(request, 0);
  if (campaign) {
    await sealed(
      request,
      'put',
      QUIZ_CONSOLE_API.prizes.replace(':id', String(campaign.id)),
      { prizes: campaign.prizes.map(asInput) },
      await operatorToken(request),
    );
  }
});

test('in Chinese, the winner reads by when their physical prize is mailed', async ({ page }) => {
  await logIn(page, player);
  await chooseLanguage(page, 'zh');
  await page.goto('/quiz');
  const prize = page.getByTestId('quiz-award').filter({ hasText: '赛车门票' });
  await expect(prize).toHaveAttribute('data-state', 'contacted');
  await expect(prize.getByTestId('quiz-award-mail')).toHaveText(`将于 ${ddmmyyyy(award.mailBy)} 前寄出`);
});

test.describe('the console, once the mail-by day has passed', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('in Chinese, flags the prize late: the summary, the late list, its mail-by line and badge', async ({ page, request }, testInfo) => {
    await moveServerClock(request, LATER_MS);
    await signInConsole(page);
    await page.getByTestId('console-lang').selectOption('zh');
    await page.getByTestId('console-tab-quiz').click();
    await page.getByRole('button', { name: '中奖者' }).click();
    await expect(page.getByTestId('console-quiz-mail-late-count')).toContainText(/^\d+ 份实物奖品未在 14 个工作日内寄出/);
    const day = ddmmyyyy(award.mailBy);
    await expect(page.getByTestId(`console-quiz-mail-late-${award.id}`)).toContainText(`寄出期限：${day} · 已联系`);
    await page.getByTestId('console-quiz-filter-state').selectOption('contacted');
    await expect(page.getByTestId(`console-quiz-award-${award.id}-mail`)).toHaveText(`寄出期限：${day} · 逾期`);
    await expect(page.getByTestId(`console-quiz-award-${award.id}-late`)).toHaveText('逾期');
    await page.getByTestId('console-quiz-winners').screenshot({ path: testInfo.outputPath('mail-late-zh.png'), scale: 'css' });
  });
});
