import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { TelegramBindBody, TelegramState } from '../../contract/schemas/telegram';
import { playerSession } from '../auth/hook';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { violatedUnique } from '../lib/players';
import { playerByTelegram, setTelegram } from './repo';
import { telegramUser, verifyInitData, verifyLoginWidget } from './verify';

const boundElsewhere = () => new AppError(409, MSG.telegramBoundToAnother, { typ: 'telegram', count: 1 });

/** Binding the logged-in player's Telegram account (Login Widget data, or a mini app's initData) and unbinding it. */
export const telegramPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, config, clock } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['telegram'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.post(
    `/${API.telegramBind}`,
    {
      schema: {
        tags,
        summary: 'Bind a Telegram account (Login Widget data)',
        security: [{ bearer: [] }],
        body: TelegramBindBody,
        response: { 200: TelegramState, ...errors },
      },
    },
    async (request) => {
      const { player, body } = request;
      const tg = telegramUser(
        'fields' in body
          ? verifyLoginWidget(body.fields, config.telegramBotToken, clock())
          : verifyInitData(body.initData, config.telegramBotToken, clock()),
      );
      const owner = await playerByTelegram(db, tg.id);
      if (owner && owner.id !== player.id) throw boundElsewhere();
      try {
        await setTelegram(db, player.id, tg.id);
      } catch (error) {
        // Two players binding one Telegram account at once: the unique index decides.
        if (violatedUnique(error) !== null) throw boundElsewhere();
        throw error;
      }
      return { tgBind: true };
    },
  );

  app.post(
    `/${API.telegramUnbind}`,
    {
      schema: { tags, summary: 'Unbind the Telegram account', security: [{ bearer: [] }], response: { 200: TelegramState, ...errors } },
    },
    async (request) => {
      await setTelegram(db, request.player.id, null);
      return { tgBind: false };
    },
  );
};
