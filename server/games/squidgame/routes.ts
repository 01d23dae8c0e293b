import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  SquidAnswer,
  SquidBetBody,
  SquidCashoutBody,
  SquidHistoryPage,
  SquidStatus,
  SquidStepBody,
} from '../../../contract/games/squidgame';
import { SQUID_API } from '../../../contract/games/squidRules';
import { BigSerialId, ErrorBody } from '../../../contract/schemas/common';
import { playerSession } from '../../auth/hook';
import { announceBigWin } from '../../bigWins/announce';
import type { AppDeps } from '../../deps';
import { playableGame } from '../platform/eligibility';
import { betBoundsOf, statusGame } from '../wager/stake';
import { squidHistory } from './history';
import { cashOut, placeBet, squidStatus, takeStep, type SquidMove } from './play';

const player = { tags: ['games'], security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };
const HistoryQuery = Type.Object({ cursor: Type.Optional(BigSerialId) });

/**
 * Squid game's calls, all for a logged-in player, checked in the wager
 * path's order (server/games/wager/stake.ts): the session, the game's state
 * (404 msg.invalidGame, 503 msg.gameMaintenance, 409 msg.gameInPreparation,
 * 409 msg.eventNotStart), one open bridge (409 msg.finishPlayFirst), the
 * player's limits (409), the bet bounds (400 msg.invalidBet), the coins
 * (400 msg.insufficientCoins).
 */
export const squidRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, realtime } = deps;
  await app.register(playerSession, { db, clock });

  const answer = (playerId: number, move: SquidMove, at: Date): SquidAnswer => {
    if (move.moved) {
      realtime.toPlayer(playerId, { type: 'stale', reason: 'coins' });
      deps.plays?.finished({ playerId, game: 'SQUIDGAME' });
    }
    // After the commit, never in the way of the answer: the feed is told, the player is not kept waiting.
    if (move.won) void announceBigWin(deps, { playerId, game: 'SQUIDGAME', ...move.won, at });
    return move.answer;
  };

  app.get(
    `/${SQUID_API.status}`,
    {
      schema: {
        ...player,
        summary: 'The bet bounds, the multiplier ladder and the unfinished bridge to continue',
        response: { 200: SquidStatus, ...errors },
      },
    },
    async (request) => {
      const row = await statusGame(db, 'squidgame');
      return squidStatus(db, request.player.id, betBoundsOf(row), row.maintenance);
    },
  );

  app.post(
    `/${SQUID_API.bet}`,
    {
      schema: {
        ...player,
        summary: 'Stake whole coins on a new bridge (idempotent by idempotencyKey); the bridge is drawn now and revealed when it ends',
        body: SquidBetBody,
        response: { 200: SquidAnswer, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      const game = await playableGame(db, 'squidgame', now);
      return answer(request.player.id, await placeBet(db, request.player.id, request.body, betBoundsOf(game), now), now);
    },
  );

  app.post(
    `/${SQUID_API.step}`,
    {
      schema: {
        ...player,
        summary: 'Jump onto the left or right panel of the next step; a repeat of a step taken changes nothing',
        body: SquidStepBody,
        response: { 200: SquidAnswer, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      await playableGame(db, 'squidgame', now);
      return answer(request.player.id, await takeStep(db, request.player.id, request.body, now), now);
    },
  );

  app.post(
    `/${SQUID_API.cashout}`,
    {
      schema: {
        ...player,
        summary: 'Cash out after at least one safe step: bet x 0.96 x 2^steps, floored to the cent',
        body: SquidCashoutBody,
        response: { 200: SquidAnswer, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      await playableGame(db, 'squidgame', now);
      return answer(request.player.id, await cashOut(db, request.player.id, request.body.bridgeId, now), now);
    },
  );

  app.get(
    `/${SQUID_API.history}`,
    {
      schema: {
        ...player,
        summary: "The player's ended bridges, newest first, with what the fairness verifier needs",
        querystring: HistoryQuery,
        response: { 200: SquidHistoryPage, ...errors },
      },
    },
    async (request) => squidHistory(db, request.player.id, request.query.cursor),
  );
};
