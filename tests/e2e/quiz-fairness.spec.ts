// The lucky roulette on the fairness verifier, end to end: a fresh player
// plays a week through the API (the right answers read as the operator,
// support/quiz.ts), spins, rotates the seed to reveal it, and the browser
// recomputes the spin from the revealed seed beside the games' rounds.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { QuizAnswer, QuizPlay, QuizQuestion, QuizStatus, RouletteAnswer } from '../../contract/games/quiz';
import { QUIZ_API } from '../../contract/games/quizRules';
import { API } from '../../contract/routes';
import { sealed } from './support/api';
import { logIn } from './support/games';
import { registerPlayer } from './support/players';
import { weekKey } from './support/quiz';

test('a roulette spin is recomputed in the browser from the revealed seed, on the table it was drawn on', async ({ page, request }) => {
  test.slow();
  const player = await registerPlayer(request);
  const auth = { authorization: `Bearer ${player.token}` };
  const status = (await (await request.get(`/api/${QUIZ_API.status}`, { headers: auth })).json()) as QuizStatus;
  const week = status.weeks.find((w) => w.state === 'open');
  if (!week) throw new Error('no open quiz week in the demo campaign');
  const key = await weekKey(request, week.id);

  // Five right answers take a place; the place spins once.
  const play = (await sealed(request, 'post', QUIZ_API.play, { weekId: week.id, idempotencyKey: randomUUID() }, player.token)) as QuizPlay;
  let last: QuizAnswer | null = null;
  for (let position = 1; position <= 5; position++) {
    const question = (await sealed(request, 'post', QUIZ_API.question, { playId: play.id, position }, player.token)) as QuizQuestion;
    const choice = question.choices.findIndex((c) => c.en === key.right.get(position));
    last = (await sealed(request, 'post', QUIZ_API.answer, { playId: play.id, position, choice }, player.token)) as QuizAnswer;
  }
  expect(last?.play.outcome).toBe('eligible');
  const { spin } = (await sealed(
    request,
    'post',
    QUIZ_API.roulette,
    { weekId: week.id, idempotencyKey: randomUUID() },
    player.token,
  )) as RouletteAnswer;
  await sealed(request, 'post', API.fairnessRotate, {}, player.token);

  await logIn(page, player);
  await page.goto('/setting/fairness');
  const revealed = page.getByTestId('revealed-seed').first();
  await expect(revealed).toContainText(spin.proof.serverSeedHash);
  await revealed.getByTestId('verify-seed').click();
  const result = revealed.getByTestId('verify-result');
  await expect(result).toContainText('The seed matches the fingerprint shown before play');
  // The week's play drew its choice orders from crypto randomness, not the seed: the spin is the one round.
  const rounds = result.getByTestId('verified-round');
  await expect(rounds).toHaveCount(1);
  await expect(rounds.first()).toHaveAttribute('data-ok', 'true');
  await expect(rounds.first()).toContainText(`Recomputed: #${spin.slot + 1}`);
  await expect(rounds.first()).toContainText(`Recorded: #${spin.slot + 1}`);
});
