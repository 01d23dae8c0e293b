import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MSG } from '../../../contract/errors';
import { API } from '../../../contract/routes';
import { BigSerialId, ErrorBody, LangSchema } from '../../../contract/schemas/common';
import { SpinBody, SpinHistoryPage, SpinResult, SpinStatus } from '../../../contract/games/wheel';
import { playerSession } from '../../auth/hook';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { localH5Wallet } from '../../providers/h5wallet';
import { spinAllowance, toSpinStatus } from './allowance';
import { findGame } from '../rows';
import { spinHistory } from './history';
import { spinWheel } from './spin';
import { spinGameOf } from './spinGames';

// A plain string, so an unknown slug is a 404 msg.invalidGame rather than a validation 400.
const SlugParams = Type.Object({ slug: Type.String({ maxLength: 40 }) });
const HistoryQuery = Type.Object({
  cursor: Type.Optional(BigSerialId),
  /** the language of reward and name; the player's own language when omitted */
  lang: Type.Optional(LangSchema),
});
const player = { security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };

/**
 * The spin wheels' player calls. Refusals, in the order they are checked:
 * 503 msg.systemMaintenance (the gate), 401 (no live session: the folder's
 * hook, before the body is read), 404 msg.invalidGame (unknown slug, or not
 * a spin wheel), 503 msg.gameMaintenance, 409 msg.gameInPreparation, 409
 * msg.eventNotStart / msg.invalidGame (before the start date / after the end
 * date), 400 msg.verifyAccountFirst (as redeem answers it), 409
 * msg.noMoreChancesToSpin, 409 msg.alreadySpin. Never 403 for a game rule:
 * the client logs out on any 403 (SPEC section 4).
 */
export const wheelRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const wallet = deps.h5Wallet ?? localH5Wallet(db);

  /** The spin game of a slug with its row, or 404 msg.invalidGame. */
  const spinGame = async (slug: string) => {
    const game = spinGameOf(slug);
    const row = game && (await findGame(db, slug));
    if (!game || !row) throw new AppError(404, MSG.invalidGame);
    return { game, row };
  };

  app.get(
    `/${API.gameStatus(':slug')}`,
    {
      schema: {
        tags: ['games'],
        ...player,
        summary: "Spins available now, today's use and limit (reset at midnight GMT+8), V2 countdown",
        params: SlugParams,
        response: { 200: SpinStatus, ...errors },
      },
    },
    async (request) => {
      const { game, row } = await spinGame(request.params.slug);
      const p = request.player;
      return toSpinStatus(game, await spinAllowance(db, p.id, game, clock()), { verified: p.verified, maintenance: row.maintenance });
    },
  );

  app.post(
    `/${API.gameSpin(':slug')}`,
    {
      schema: {
        tags: ['games'],
        ...player,
        summary: 'Spin once (idempotent by idempotencyKey: a retry answers the first spin)',
        params: SlugParams,
        body: SpinBody,
        response: { 200: SpinResult, ...errors },
      },
    },
    async (request) => {
      const { game, row } = await spinGame(request.params.slug);
      const now = clock();
      if (row.maintenance) throw new AppError(503, MSG.gameMaintenance);
      if (row.status === 'preparation') throw new AppError(409, MSG.gameInPreparation);
      if (now.getTime() < row.start_date.getTime()) throw new AppError(409, MSG.eventNotStart);
      if (row.end_date && now.getTime() >= row.end_date.getTime()) throw new AppError(409, MSG.invalidGame);
      const result = await spinWheel(db, wallet, { player: request.player, game, idempotencyKey: request.body.idempotencyKey, now, row });
      deps.plays?.finished({ playerId: request.player.id, game: 'SPINWHEEL' });
      return result;
    },
  );

  app.get(
    `/${API.gameHistory(':slug')}`,
    {
      schema: {
        tags: ['games'],
        ...player,
        summary: "The player's spins on this wheel, newest first; pass nextCursor back as cursor for the next page",
        params: SlugParams,
        querystring: HistoryQuery,
        response: { 200: SpinHistoryPage, ...errors },
      },
    },
    async (request) => {
      const { game } = await spinGame(request.params.slug);
      return spinHistory(db, request.player.id, game, {
        cursor: request.query.cursor,
        lang: request.query.lang ?? request.player.language,
      });
    },
  );
};
