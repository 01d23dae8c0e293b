import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { LoginResponse } from '../../contract/schemas/auth';
import { MiniAppLoginBody, TelegramBindBody, TelegramState } from '../../contract/schemas/telegram';
import { requirePlayer } from '../auth/guard';
import { loginResponse } from '../auth/routes';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { violatedUnique } from '../lib/players';
import { verifyInitData, verifyLoginWidget, type Verified } from './verify';

const boundElsewhere = () => new AppError(409, MSG.telegramBoundToAnother, { typ: 'telegram', count: 1 });

/** A refused check answers 401 with the catalogue's own words ("Unauthorized: Hash mismatch" / "...too old"). */
function userOf(result: Verified) {
  if (!result.ok) throw new AppError(401, result.message);
  return result.user;
}

export const telegramRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, config, clock } = deps;
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['telegram'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.post(`/${API.telegramBind}`, {
    schema: { tags, summary: 'Bind a Telegram account (Login Widget data)', security: [{ bearer: [] }], body: TelegramBindBody, response: { 200: TelegramState, ...errors } },
  }, async (request) => {
    const player = await requirePlayer(db, request);
    const body = request.body;
    const tg = userOf('fields' in body
      ? verifyLoginWidget(body.fields, config.telegramBotToken, clock())
      : verifyInitData(body.initData, config.telegramBotToken, clock()));
    const owner = await db.selectFrom('players').select('id').where('tg_id', '=', tg.id).executeTakeFirst();
    if (owner && owner.id !== player.id) throw boundElsewhere();
    try {
      await db.updateTable('players').set({ tg_id: tg.id }).where('id', '=', player.id).execute();
    } catch (error) {
      // Two players binding one Telegram account at once: the unique index decides.
      if (violatedUnique(error) !== null) throw boundElsewhere();
      throw error;
    }
    return { tgBind: true };
  });

  app.post(`/${API.telegramUnbind}`, {
    schema: { tags, summary: 'Unbind the Telegram account', security: [{ bearer: [] }], response: { 200: TelegramState, ...errors } },
  }, async (request) => {
    const player = await requirePlayer(db, request);
    await db.updateTable('players').set({ tg_id: null }).where('id', '=', player.id).execute();
    return { tgBind: false };
  });

  app.post(`/${API.telegramMiniAppLogin}`, {
    schema: { tags, summary: 'Sign in from inside the Telegram mini app (initData)', body: MiniAppLoginBody, response: { 200: LoginResponse, ...errors } },
  }, async (request) => {
    const tg = userOf(verifyInitData(request.body.initData, config.telegramBotToken, clock()));
    const player = await db.selectFrom('players').selectAll().where('tg_id', '=', tg.id).executeTakeFirst();
    if (!player) throw new AppError(404, MSG.invalidPlayerId);
    return loginResponse(deps, player, clock());
  });
};
