import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, type MsgKey } from '../../contract/errors';
import type { ErrorBody } from '../../contract/schemas/common';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Message keys for a body field that fails its schema, so a form can show
     * "Invalid UID" at the field rather than a bare "Invalid Request".
     */
    fieldMessages?: Readonly<Record<string, MsgKey>>;
  }
}

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

/** The field a body validation error is about: the property path's head, or the missing property. */
function fieldOf(error: FastifySchemaValidationError): string | undefined {
  const head = error.instancePath.split('/')[1];
  if (head) return head;
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  return typeof missing === 'string' ? missing : undefined;
}

/**
 * Every failure leaves as { message: <key> }: bad input is a 400 with
 * msg.invalidRequest (or the field's own key where the route names one),
 * anything unexpected a logged 500 with msg.internalServerError, never a
 * stack trace.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      // The standard header too, for proxies and tools that honour it.
      if (error.status === 429 && error.extra.wait !== undefined) reply.header('retry-after', String(error.extra.wait));
      return reply.status(error.status).send({ message: error.key, ...error.extra });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const validation = error as { validation?: FastifySchemaValidationError[]; validationContext?: string };
    if (validation.validation || (status >= 400 && status < 500)) {
      request.log.info({ err: error }, 'rejected request');
      const fields = request.routeOptions.config?.fieldMessages;
      if (fields && validation.validation && validation.validationContext === 'body') {
        for (const item of validation.validation) {
          const field = fieldOf(item);
          const key = field === undefined ? undefined : fields[field];
          if (key) return reply.status(400).send({ message: key, typ: field });
        }
      }
      return reply.status(status === 429 ? 429 : 400).send({ message: MSG.invalidRequest });
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send({ message: MSG.internalServerError });
  });
});

/**
 * Fastify's own refusals before any route is found (a URL that is not valid
 * UTF-8, a path parameter past maxParamLength) in the app's shape: the
 * status Fastify chose (400 or 414) with msg.invalidRequest, not its own body.
 * Passed as the `frameworkErrors` option when the app is built.
 */
export function frameworkErrors(error: { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(error.statusCode === 414 ? 414 : 400).send({ message: MSG.invalidRequest });
}
