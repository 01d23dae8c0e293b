import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { LoginResponse } from '../../contract/schemas/auth';
import { MiniAppLoginBody } from '../../contract/schemas/telegram';
import { loginResponse } from '../auth/login';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { playerByTelegram } from './repo';
import { telegramUser, verifyInitData } from './verify';

/** POST telegram/mini-app-login: signing in from inside the Telegram mini app (public; binding is in playerRoutes.ts). */
export const telegramRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, config, clock } = deps;
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    `/${API.telegramMiniAppLogin}`,
    {
      schema: {
        tags: ['telegram'],
        summary: 'Sign in from inside the Telegram mini app (initData)',
        body: MiniAppLoginBody,
        response: { 200: LoginResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const tg = telegramUser(verifyInitData(request.body.initData, config.telegramBotToken, clock()));
      const player = await playerByTelegram(db, tg.id);
      if (!player) throw new AppError(404, MSG.invalidPlayerId);
      return loginResponse(deps, player, clock(), { firstName: tg.firstName });
    },
  );
};
