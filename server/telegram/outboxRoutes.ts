import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ADMIN_API } from '../../contract/adminRoutes';
import { ErrorBody } from '../../contract/schemas/common';
import { PushOutboxQuery } from '../../contract/schemas/push';
import { TelegramOutboxEntry } from '../../contract/schemas/telegram';
import { operatorSession } from '../auth/hook';
import { SUPPORT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { hasTelegramOutbox } from '../providers/telegram';

/**
 * GET admin/telegram-outbox: what the bot's local stand-in kept (expiry
 * reminders to players who bound Telegram), newest first, outside production
 * mode only, as the SMS and push outboxes are.
 */
export const telegramOutboxRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { telegram, config } = deps;
  if (config.mode === 'production' || !telegram || !hasTelegramOutbox(telegram)) return;
  const outbox = telegram;
  await base.register(operatorSession, { ...deps, roles: SUPPORT_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `/${ADMIN_API.telegramOutbox}`,
    {
      schema: {
        tags: ['operator'],
        summary: 'Local Telegram outbox (not in production mode)',
        security: [{ bearer: [] }],
        querystring: PushOutboxQuery,
        response: { 200: Type.Array(TelegramOutboxEntry), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => outbox.read(request.query.limit ?? 50),
  );
};
