import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { LaunchTokenBody, LaunchTokenResponse } from '../../contract/schemas/account';
import { hashToken, newToken } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { playerIdByUid } from '../lib/players';
import { take } from '../throttle';
import { depositRoute } from './deposit';
import { isFresh, MAX_SKEW_SECONDS, requireSignature, SIGNATURE_HEADER } from './signature';

const LAUNCH_TOKEN_SECONDS = 300;

/**
 * POST h5/launch-token, called server-to-server by the H5 platform: it signs
 * the raw JSON body instead of sealing it, and gets a one-time token that
 * POST player/login spends. The raw body is kept by a JSON parser that only
 * this plugin uses (Fastify scopes parsers to the plugin that adds them), so
 * POST h5/deposit (./deposit.ts) is registered in this scope too.
 */
export const h5Routes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, config, clock } = deps;
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const rawBodies = new WeakMap<FastifyRequest, string>();

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(400, MSG.invalidRequest), undefined);
    }
  });

  app.post(`/${API.h5LaunchToken}`, {
    config: { plainBody: true },
    // Before validation: an unsigned body is told 401, not how its shape is wrong.
    preValidation: requireSignature(config.h5Secret, rawBodies),
    schema: {
      tags: ['h5'],
      summary: `One-time launch token for a player (H5 platform only: ${SIGNATURE_HEADER} = hex HMAC-SHA256 of the raw body; ts in Unix seconds, within ${MAX_SKEW_SECONDS} s)`,
      body: LaunchTokenBody,
      response: { 200: LaunchTokenResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    },
  }, async (request) => {
    const now = clock();
    if (!isFresh(request.body.ts, now)) throw new AppError(401, MSG.authDataTooOld);
    // A captured request replayed within its window would mint another login: each signature works once.
    const signature = String(request.headers[SIGNATURE_HEADER]).toLowerCase();
    const once = await take(db, [{ key: `h5:sig:${signature}`, limit: 1, windowMs: 2 * MAX_SKEW_SECONDS * 1000 }], now);
    if (!once.ok) throw new AppError(401, MSG.authDataTooOld);

    const player = await playerIdByUid(db, request.body.uid);
    if (!player) throw new AppError(404, MSG.invalidPlayerId);
    const token = newToken();
    await db.insertInto('launch_tokens').values({
      token_hash: hashToken(token), player_id: player.id,
      expires_at: new Date(now.getTime() + LAUNCH_TOKEN_SECONDS * 1000), used_at: null,
    }).execute();
    return { token, url: `/?token=${encodeURIComponent(token)}`, expiresIn: LAUNCH_TOKEN_SECONDS };
  });

  depositRoute(app, deps, rawBodies);
};
