import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '../../contract/routes';
import { ErrorBody } from '../../contract/schemas/common';
import { SmsMessage } from '../../contract/schemas/content';
import { MSG } from '../../contract/errors';
import { normalizePhone } from '../../contract/validation';
import { AppError } from '../http/errors';
import type { AppDeps } from '../deps';
import type { SmsOutbox } from '../providers/sms';
import { requireOperator } from '../auth/operators';

const OutboxQuery = Type.Object({
  /** any spelling normalizePhone takes; an unencoded '+' arrives as a space, which it ignores */
  to: Type.Optional(Type.String({ maxLength: 20 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

/**
 * GET admin/sms-outbox: what the local SMS provider "sent", newest first, so
 * QA and end-to-end tests can read a code. Registered only outside
 * production mode (see adminRoutes).
 */
export const smsOutboxRoute: FastifyPluginAsync<AppDeps & { outbox: SmsOutbox }> = async (base, { db, clock, outbox }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(`/${API.adminSmsOutbox}`, {
    schema: {
      tags: ['operator'], summary: 'Local SMS outbox (not in production mode)', security: [{ bearer: [] }],
      querystring: OutboxQuery, response: { 200: Type.Array(SmsMessage), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request) => {
    await requireOperator(db, request, ['admin', 'support'], clock());
    const to = request.query.to === undefined ? undefined : normalizePhone(request.query.to);
    if (to === null) throw new AppError(400, MSG.invalidPhoneNumber);
    return outbox.read({ to, limit: request.query.limit ?? 50 });
  });
};
