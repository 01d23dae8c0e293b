// How the H5 platform signs its server-to-server calls (launch-token,
// deposit): a hex HMAC-SHA256 of the exact body bytes under the shared
// secret, plus a `ts` that must be near the server's clock. Shared by every
// signed route so they cannot drift apart.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../contract/errors';
import { AppError } from '../http/errors';

export const SIGNATURE_HEADER = 'x-h5-signature';
/** How far the platform's `ts` (Unix seconds) may be from the server's clock, either way. */
export const MAX_SKEW_SECONDS = 5 * 60;

/** Hex HMAC-SHA256 of the exact bytes sent, as the H5 platform computes it. */
export const signBody = (secret: string, rawBody: string): string => createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

/** Constant-time comparison; a header that is missing, not hex or the wrong length is simply false. */
export function verifySignature(secret: string, rawBody: string, header: unknown): boolean {
  if (typeof header !== 'string' || !/^[0-9a-fA-F]{64}$/.test(header)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, rawBody), 'hex'), Buffer.from(header, 'hex'));
}

/** True when `ts` is within the allowed skew of `now`. */
export const isFresh = (ts: number, now: Date): boolean => Math.abs(now.getTime() / 1000 - ts) <= MAX_SKEW_SECONDS;

/**
 * A preValidation hook: 401 msg.hashMismatch unless the raw body carries a
 * valid signature. Before validation, so an unsigned body is told 401, not
 * how its shape is wrong.
 */
export function requireSignature(secret: string, rawBodies: WeakMap<FastifyRequest, string>) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!verifySignature(secret, rawBodies.get(request) ?? '', request.headers[SIGNATURE_HEADER])) {
      throw new AppError(401, MSG.hashMismatch);
    }
  };
}
