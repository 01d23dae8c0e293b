import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, type MsgKey } from '../../contract/errors';
import type { ErrorBody } from '../../contract/schemas/common';

/** A refusal the player should read: a status and a message key of the catalogue. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MsgKey,
    readonly extra: Omit<ErrorBody, 'message'> = {},
  ) {
    super(key);
  }
}

/**
 * Every failure leaves as { message: <key> }: bad input is a 400 with
 * msg.invalidRequest, anything unexpected a logged 500 with
 * msg.internalServerError, never a stack trace.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.key, ...error.extra });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if ((error as { validation?: unknown }).validation || (status >= 400 && status < 500)) {
      request.log.info({ err: error }, 'rejected request');
      return reply.status(status === 429 ? 429 : 400).send({ message: MSG.invalidRequest });
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send({ message: MSG.internalServerError });
  });
});
