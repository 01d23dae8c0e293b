import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  QuizAnswer,
  QuizAnswerBody,
  QuizPlay,
  QuizPlayBody,
  QuizQuestion,
  QuizQuestionBody,
  QuizStatus,
  RouletteAnswer,
  RouletteBody,
  RouletteHistoryPage,
  RouletteHistoryQuery,
} from '../../../contract/games/quiz';
import { QUIZ_API } from '../../../contract/games/quizRules';
import { ErrorBody } from '../../../contract/schemas/common';
import { playerSession } from '../../auth/hook';
import type { AppDeps } from '../../deps';
import { answerQuestion, askQuestion, startPlay } from './play';
import { rouletteHistory, spinRoulette } from './roulette';
import { quizStatus } from './status';

const player = { tags: ['games'], security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };

/**
 * The weekly quiz's calls for a logged-in player. The session hook runs
 * first (before the body is read). The quiz has no row in the games table:
 * whether it can be played is the campaign's and the week's dates (409
 * msg.eventNotStart before, msg.invalidGame after), and the system-wide
 * maintenance gate stops it with everything else. Then the play's own rules:
 * 400 msg.invalidQuestion / msg.invalidAnswer, 409 msg.roundAnswered,
 * msg.roundTimeUp, msg.tooFrequent (10 questions in 24 hours).
 */
export const quizPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, realtime } = deps;
  await app.register(playerSession, { db, clock });

  app.get(
    `/${QUIZ_API.status}`,
    {
      schema: {
        ...player,
        summary: "The campaign, the player's play of each week, questions left in 24 hours and prizes won",
        response: { 200: QuizStatus, ...errors },
      },
    },
    async (request) => quizStatus(db, request.player, clock()),
  );

  app.post(
    `/${QUIZ_API.play}`,
    {
      schema: {
        ...player,
        summary: "Start the week's one play, or continue it (idempotent by idempotencyKey)",
        body: QuizPlayBody,
        response: { 200: QuizPlay, ...errors },
      },
    },
    async (request) => startPlay(db, request.player, request.body, clock()),
  );

  app.post(
    `/${QUIZ_API.question}`,
    {
      schema: {
        ...player,
        summary: 'Ask the next question (its clock starts now) or the open one again',
        body: QuizQuestionBody,
        response: { 200: QuizQuestion, ...errors },
      },
    },
    async (request) => askQuestion(db, request.player, request.body, clock()),
  );

  app.post(
    `/${QUIZ_API.answer}`,
    {
      schema: {
        ...player,
        summary: 'Answer the open question (no choice: the time ran out); a right answer credits 1 coin, the fifth settles the play',
        body: QuizAnswerBody,
        response: { 200: QuizAnswer, ...errors },
      },
    },
    async (request) => {
      const p = request.player;
      const { answer, credited } = await answerQuestion(db, p, request.body, clock());
      if (credited) realtime.toPlayer(p.id, { type: 'stale', reason: 'coins' });
      deps.plays?.finished({ playerId: p.id, game: 'QUIZ' });
      return answer;
    },
  );

  app.post(
    `/${QUIZ_API.roulette}`,
    {
      schema: {
        ...player,
        summary: "The eligible player's one lucky roulette spin of the week (idempotent by idempotencyKey)",
        body: RouletteBody,
        response: { 200: RouletteAnswer, ...errors },
      },
    },
    async (request) => {
      const p = request.player;
      const { answer, credited } = await spinRoulette(deps, p, request.body, clock());
      if (credited) realtime.toPlayer(p.id, { type: 'stale', reason: 'coins' });
      return answer;
    },
  );

  app.get(
    `/${QUIZ_API.history}`,
    {
      schema: {
        ...player,
        summary: "The player's roulette spins, newest first, with what the fairness verifier needs",
        querystring: RouletteHistoryQuery,
        response: { 200: RouletteHistoryPage, ...errors },
      },
    },
    async (request) => rouletteHistory(db, request.player.id, request.query.cursor),
  );
};
