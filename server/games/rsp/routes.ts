import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { RspHistoryPage, RspMessage, RspStatus } from '../../../contract/games/rsp';
import { RSP_API } from '../../../contract/games/rspRules';
import { BigSerialId, ErrorBody } from '../../../contract/schemas/common';
import { playerSession } from '../../auth/hook';
import type { AppDeps } from '../../deps';
import { playableGame } from '../platform/eligibility';
import { betBoundsOf, statusGame } from '../wager/stake';
import { rspHistory } from './history';
import { cancel, matchView, move, quit, resume, search } from './service';

const player = { tags: ['games'], security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };
const HistoryQuery = Type.Object({ cursor: Type.Optional(BigSerialId) });

/**
 * Rock scissor paper: status and history over HTTP; the match itself over
 * the socket (RspChannel: search, cancel, move, quit, resume). A search is
 * checked in the wager path's order (the socket's session first, the game's
 * state, one search or match at a time, limits, bounds, coins); a running
 * match goes on through a game maintenance (only new searches are refused),
 * so no one loses rounds to a switch.
 */
export const rspRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, realtime } = deps;
  await app.register(playerSession, { db, clock });

  const rsp = { db, realtime, clock, plays: deps.plays };
  realtime.onGameMessage('rock-scissor-paper', RspMessage, async ({ playerId }, message) => {
    // The receipt time: a move is judged by it however long it then waits for the database.
    const now = clock();
    switch (message.type) {
      case 'search': {
        const game = await playableGame(db, 'rock-scissor-paper', now);
        return search(rsp, playerId, message, betBoundsOf(game), now);
      }
      case 'cancel':
        return cancel(rsp, playerId, now);
      case 'move':
        return move(rsp, playerId, message, now);
      case 'quit':
        return quit(rsp, playerId, message.matchId, now);
      case 'resume':
        return resume(rsp, playerId, now);
    }
  });

  app.get(
    `/${RSP_API.status}`,
    {
      schema: {
        ...player,
        summary: 'The bet bounds, and the search or running match to continue (the match itself runs over the socket)',
        response: { 200: RspStatus, ...errors },
      },
    },
    async (request) => {
      const row = await statusGame(db, 'rock-scissor-paper');
      const now = clock();
      return {
        bounds: betBoundsOf(row),
        maintenance: row.maintenance,
        serverNow: now.toISOString(),
        ...(await matchView(db, request.player.id, now)),
      };
    },
  );

  app.get(
    `/${RSP_API.history}`,
    {
      schema: {
        ...player,
        summary: "The player's ended matches, newest first, with what the fairness verifier needs",
        querystring: HistoryQuery,
        response: { 200: RspHistoryPage, ...errors },
      },
    },
    async (request) => rspHistory(db, request.player.id, request.query.cursor),
  );
};
