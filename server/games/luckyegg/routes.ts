import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { EggHistoryPage, EggSmashAnswer, EggSmashBody, EggStatus } from '../../../contract/games/luckyegg';
import { LUCKY_EGG_API } from '../../../contract/games/luckyEggRules';
import { BigSerialId, ErrorBody } from '../../../contract/schemas/common';
import { playerSession } from '../../auth/hook';
import { announceBigWin } from '../../bigWins/announce';
import type { AppDeps } from '../../deps';
import { playableRow } from '../platform/eligibility';
import { betBoundsOf, knownGame } from '../wager/stake';
import { eggHistory } from './history';
import { eggStatus, smashEgg } from './play';
import { eggShared } from './shared';

const player = { tags: ['games'], security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };
const HistoryQuery = Type.Object({ cursor: Type.Optional(BigSerialId) });

/**
 * Lucky egg's calls, checked in the wager path's order (server/games/wager/stake.ts):
 * the session, the game's state, an open session (409 msg.eventNotStart) and
 * one egg in it (409 msg.alreadyParticipated), the player's limits, the bet
 * bounds (400 msg.invalidBet), the coins (400 msg.insufficientCoins).
 */
export const eggRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, realtime } = deps;
  await app.register(playerSession, { db, clock });

  app.get(
    `/${LUCKY_EGG_API.status}`,
    {
      schema: {
        ...player,
        summary: "The session open now or the next one (with the server's clock), the player's egg in it, the prize table and bet bounds",
        response: { 200: EggStatus, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      const { game, slots, table } = await eggShared(db, now);
      const row = knownGame(game);
      return eggStatus(db, request.player.id, { bounds: betBoundsOf(row), maintenance: row.maintenance, slots, table }, now);
    },
  );

  app.post(
    `/${LUCKY_EGG_API.smash}`,
    {
      schema: {
        ...player,
        summary:
          "Stake whole coins and smash one egg, once a session; the prize is drawn from the player's seed (idempotent by idempotencyKey)",
        body: EggSmashBody,
        response: { 200: EggSmashAnswer, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      const { game, slots, table } = await eggShared(db, now);
      const row = playableRow(game, now);
      const p = request.player;
      const { answer, moved } = await smashEgg(db, p.id, request.body, { bounds: betBoundsOf(row), slots, table }, now);
      if (moved) {
        realtime.toPlayer(p.id, { type: 'stale', reason: 'coins' });
        deps.plays?.finished({ playerId: p.id, game: 'LUCKYEGG' });
        const { bet, payout, multiplier } = answer.round;
        // After the commit, never in the way of the answer.
        if (payout > 0) void announceBigWin(deps, { playerId: p.id, game: 'LUCKYEGG', bet, payout, multiplier, at: now });
      }
      return answer;
    },
  );

  app.get(
    `/${LUCKY_EGG_API.history}`,
    {
      schema: {
        ...player,
        summary: "The player's eggs, newest first, with what the fairness verifier needs",
        querystring: HistoryQuery,
        response: { 200: EggHistoryPage, ...errors },
      },
    },
    async (request) => eggHistory(db, request.player.id, request.query.cursor),
  );
};
