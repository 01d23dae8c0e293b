import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  FtoAnswer,
  FtoAnswerBody,
  FtoDeal,
  FtoDealBody,
  FtoHistoryPage,
  FtoPlay,
  FtoStartBody,
  FtoStatus,
} from '../../../contract/games/fto';
import { FTO_API } from '../../../contract/games/ftoRules';
import { BigSerialId, ErrorBody } from '../../../contract/schemas/common';
import { playerSession } from '../../auth/hook';
import type { AppDeps } from '../../deps';
import { findGame } from '../rows';
import { playableGame } from '../platform/eligibility';
import { ftoHistory } from './history';
import { answerRound, dealRound, ftoStatus, startPlay } from './play';

const player = { tags: ['games'], security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };
const HistoryQuery = Type.Object({ cursor: Type.Optional(BigSerialId) });

/**
 * Find The Odd's calls, all for a logged-in player. Checked in order: the
 * session (one hook for the folder, before the body is read), then for the
 * calls that play: 404 msg.invalidGame, 503 msg.gameMaintenance, 409
 * msg.gameInPreparation, 409 msg.eventNotStart, then the play's own rules
 * (409 msg.noMorePlaysToday, msg.roundNotOpen, msg.roundAnswered,
 * msg.roundTimeUp; 400 msg.invalidAnswer).
 */
export const ftoRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, realtime } = deps;
  await app.register(playerSession, { db, clock });

  app.get(
    `/${FTO_API.status}`,
    {
      schema: {
        ...player,
        summary: 'Free plays left today (reset at midnight GMT+8) and the unfinished play to continue',
        response: { 200: FtoStatus, ...errors },
      },
    },
    async (request) => {
      const row = await findGame(db, 'fto');
      return ftoStatus(db, request.player, clock(), row?.maintenance ?? false);
    },
  );

  app.post(
    `/${FTO_API.play}`,
    {
      schema: {
        ...player,
        summary: "Start today's play, or continue the unfinished one (idempotent by idempotencyKey)",
        body: FtoStartBody,
        response: { 200: FtoPlay, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      await playableGame(db, 'fto', now);
      return startPlay(db, request.player, request.body.idempotencyKey, now);
    },
  );

  app.post(
    `/${FTO_API.deal}`,
    {
      schema: {
        ...player,
        summary: 'Deal a round: the next one, whose clock starts now, or the open one again',
        body: FtoDealBody,
        response: { 200: FtoDeal, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      await playableGame(db, 'fto', now);
      return dealRound(db, request.player, request.body, now);
    },
  );

  app.post(
    `/${FTO_API.answer}`,
    {
      schema: {
        ...player,
        summary: "Answer the open round (card null: the time ran out); the last answer credits the play's coins",
        body: FtoAnswerBody,
        response: { 200: FtoAnswer, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      await playableGame(db, 'fto', now);
      const p = request.player;
      const { answer, credited } = await answerRound(db, p, request.body, now);
      if (credited) realtime.toPlayer(p.id, { type: 'stale', reason: 'coins' });
      // A finished play counts whatever its last answer won (a mission 'finish a Find The Odd play', the streak).
      if (answer.play.finished) deps.plays?.finished({ playerId: p.id, game: 'FTO' });
      return answer;
    },
  );

  app.get(
    `/${FTO_API.history}`,
    {
      schema: {
        ...player,
        summary: "The player's finished plays, newest first, with what the fairness verifier needs",
        querystring: HistoryQuery,
        response: { 200: FtoHistoryPage, ...errors },
      },
    },
    async (request) => ftoHistory(db, request.player.id, request.query.cursor),
  );
};
