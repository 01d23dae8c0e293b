import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decryptJson } from '../../contract/cipher';
import { HEADERS } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a route whose body is not from the app (a signed webhook) and is not encrypted */
    plainBody?: boolean;
    /** the envelope's field when it is not `data` (activity/end's beacon sends `eData`, SPEC section 7) */
    sealedField?: string;
  }
}

/**
 * Every JSON body from the app arrives as { data: <secretbox> } with the
 * encrypted-request header (a multipart body as a `data` field beside its
 * files); it is opened here, before schema validation, so routes only ever
 * see the plain shape. A body that is missing the envelope or
 * fails to open is a 400, never a 500.
 */
export const cipherPlugin = fp(async (app: FastifyInstance, opts: { key: Uint8Array }) => {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.routeOptions.config.plainBody) return;
    const sealed = (request.body as Record<string, unknown> | null)?.[request.routeOptions.config.sealedField ?? 'data'];
    if (request.headers[HEADERS.encrypted] !== 'true' || typeof sealed !== 'string') {
      throw new AppError(400, MSG.invalidRequest);
    }
    let opened: unknown;
    try {
      opened = decryptJson(opts.key, sealed);
    } catch {
      throw new AppError(400, MSG.invalidRequest);
    }
    // Multipart: only the fields were sealed; the files travel beside them as they are.
    if (request.isMultipart()) {
      if (typeof opened !== 'object' || opened === null || Array.isArray(opened)) throw new AppError(400, MSG.invalidRequest);
      const { data: _sealed, ...files } = request.body as Record<string, unknown>;
      opened = { ...opened, ...files };
    }
    request.body = opened;
  });
});
