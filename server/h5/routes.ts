import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API, ROUTES } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { LaunchTokenBody, LaunchTokenResponse, RegisterTokenBody, RegisterTokenResponse } from '../../contract/schemas/account';
import { issueRegisterToken, REGISTER_TOKEN_SECONDS } from '../auth/registerTokens';
import { DepositBody, DepositResponse } from '../../contract/games/wheel';
import { issueLaunchToken } from '../auth/launchTokens';
import type { AppDeps } from '../deps';
import { spinGameOf } from '../games/wheel/spinGames';
import { AppError } from '../http/errors';
import { playerIdByUid } from '../lib/players';
import { take } from '../throttle';
import { DEFAULT_DEPOSIT_WHEEL, spinsForDeposit } from './deposit';
import { recordDeposit } from './repo';
import { isFresh, MAX_SKEW_SECONDS, requireSignature, SIGNATURE_HEADER } from './signature';

const LAUNCH_TOKEN_SECONDS = 300;

/**
 * The H5 platform's server-to-server calls: POST h5/launch-token (a one-time
 * token that POST player/login spends), POST h5/register-token (the token of
 * a registration link, spent by POST register) and POST h5/deposit (./deposit.ts).
 * The platform signs the raw JSON body instead of sealing it; the raw body is
 * kept by a JSON parser that only this plugin uses (Fastify scopes parsers to
 * the plugin that adds them).
 */
export const h5Routes: FastifyPluginAsync<AppDeps> = async (base, { db, config, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const rawBodies = new WeakMap<FastifyRequest, string>();
  // Before validation: an unsigned body is told 401, not how its shape is wrong.
  const signed = requireSignature(config.h5Secret, rawBodies);

  /** A signed call that mints a token: recent, and a captured request replayed within its window mints nothing (each signature works once). */
  async function freshAndOnce(request: FastifyRequest, ts: number, now: Date): Promise<void> {
    if (!isFresh(ts, now)) throw new AppError(401, MSG.authDataTooOld);
    const signature = String(request.headers[SIGNATURE_HEADER]).toLowerCase();
    const once = await take(db, [{ key: `h5:sig:${signature}`, limit: 1, windowMs: 2 * MAX_SKEW_SECONDS * 1000 }], now);
    if (!once.ok) throw new AppError(401, MSG.authDataTooOld);
  }

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(400, MSG.invalidRequest), undefined);
    }
  });

  app.post(
    `/${API.h5LaunchToken}`,
    {
      config: { plainBody: true },
      preValidation: signed,
      schema: {
        tags: ['h5'],
        summary: `One-time launch token for a player (H5 platform only: ${SIGNATURE_HEADER} = hex HMAC-SHA256 of the raw body; ts in Unix seconds, within ${MAX_SKEW_SECONDS} s)`,
        body: LaunchTokenBody,
        response: { 200: LaunchTokenResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const now = clock();
      await freshAndOnce(request, request.body.ts, now);
      const player = await playerIdByUid(db, request.body.uid);
      if (!player) throw new AppError(404, MSG.invalidPlayerId);
      const token = await issueLaunchToken(db, player.id, now, LAUNCH_TOKEN_SECONDS);
      return { token, url: `/?token=${encodeURIComponent(token)}`, expiresIn: LAUNCH_TOKEN_SECONDS };
    },
  );

  app.post(
    `/${API.h5RegisterToken}`,
    {
      config: { plainBody: true },
      preValidation: signed,
      schema: {
        tags: ['h5'],
        summary: `One-time register token for a registration link (H5 platform only, signed like launch-token: ${SIGNATURE_HEADER}; ts within ${MAX_SKEW_SECONDS} s)`,
        body: RegisterTokenBody,
        response: { 200: RegisterTokenResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const now = clock();
      await freshAndOnce(request, request.body.ts, now);
      const token = await issueRegisterToken(db, request.body.referrer ?? null, now);
      return { token, url: `${ROUTES.register}?registerToken=${encodeURIComponent(token)}`, expiresIn: REGISTER_TOKEN_SECONDS };
    },
  );

  app.post(
    `/${API.h5Deposit}`,
    {
      config: { plainBody: true },
      preValidation: signed,
      schema: {
        tags: ['h5'],
        summary:
          `A player's deposit (H5 platform only, signed like launch-token: ${SIGNATURE_HEADER}; ts within ${MAX_SKEW_SECONDS} s). ` +
          'One spin per deposit of at least RM30; a known txId answers duplicate: true and grants nothing',
        body: DepositBody,
        response: { 200: DepositResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const now = clock();
      const body = request.body;
      if (!isFresh(body.ts, now)) throw new AppError(401, MSG.authDataTooOld);
      if (!Number.isFinite(body.amountRm)) throw new AppError(400, MSG.invalidRequest);
      const player = await playerIdByUid(db, body.uid);
      if (!player) throw new AppError(404, MSG.invalidPlayerId);
      const game = (body.game && spinGameOf(body.game)) || DEFAULT_DEPOSIT_WHEEL;
      return recordDeposit(db, {
        playerId: player.id,
        txId: body.txId,
        amountRm: body.amountRm,
        game,
        spins: spinsForDeposit(body.amountRm, game),
        at: new Date(body.ts * 1000),
        now,
      });
    },
  );
};
