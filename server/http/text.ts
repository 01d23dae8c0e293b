import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../contract/errors';
import { AppError } from './errors';

/**
 * Text PostgreSQL can store: no NUL (a text column refuses 0x00) and no lone
 * surrogate (valid UTF-16 only, so it encodes to UTF-8; jsonb refuses its
 * escape too).
 */
export function storableText(s: string): boolean {
  return s.isWellFormed() && !s.includes('\u0000');
}

/** Whether every string in a parsed value, keys included, is storable; iterative, so no nesting depth overflows it. */
function allStorable(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!storableText(value)) return false;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (!storableText(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}

/**
 * One check at the edge for every route: a NUL or a lone surrogate anywhere
 * in the path parameters, the query or the (opened) body is a 400 before any
 * schema or handler sees it, so none reaches the database. Registered after
 * the cipher plugin, whose preValidation hook opens the body first.
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (!allStorable(request.params) || !allStorable(request.query) || !allStorable(request.body)) {
      throw new AppError(400, MSG.invalidRequest);
    }
  });
});
