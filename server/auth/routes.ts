import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody, Ok } from '../../contract/schemas/common';
import { LoginResponse, PasswordLoginBody, TokenLoginBody } from '../../contract/schemas/auth';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { playerById, playerByUid } from '../lib/players';
import { forgetPushToken, pushTokenHeader } from '../notify/pushTokens';
import { bearerToken } from './guard';
import { spendLaunchToken } from './launchTokens';
import { loginResponse } from './login';
import { takeLoginTry } from './loginThrottle';
import { verifyPasswordOrDummy } from './password';
import { closeSession } from './sessions';
import { hashToken } from './tokens';

export const authRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock } = deps;
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

  app.post(
    `/${API.playerLogin}`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a one-time launch token from the H5 platform for a session',
        body: TokenLoginBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      const playerId = await spendLaunchToken(db, request.body.token, now);
      const player = playerId === undefined ? undefined : await playerById(db, playerId);
      if (!player) throw new AppError(401, MSG.invalidToken);
      return loginResponse(deps, player, now);
    },
  );

  app.post(
    `/${API.authLogin}`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with UID and password (per 15 minutes 5 failures per UID and address, 20 per address; 100 an hour per UID)',
        body: PasswordLoginBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      const { uid, password } = request.body;
      // Every try counts until the password proves right; then only this try is
      // forgotten, so a success from one address does not wipe another's failures.
      const release = await takeLoginTry(db, 'player', uid, request.ip, now);
      // UIDs are unique regardless of case (migration 0002), and phone keyboards
      // capitalise the first letter: 'Demo01' logs in as demo01.
      const player = await playerByUid(db, uid);
      // An unknown UID costs the same scrypt as a known one: no timing oracle for UIDs.
      const ok = await verifyPasswordOrDummy(password, player?.password_hash ?? null);
      if (!player || !ok) throw new AppError(400, MSG.invalidCredentials);
      await release();
      return loginResponse(deps, player, now);
    },
  );

  app.post(
    `/${API.authLogout}`,
    {
      schema: { tags: ['auth'], summary: "End this device's session", response: { 200: Ok } },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) {
        await closeSession(db, token, clock());
        // Its sockets on every process end now, not on their next message: a
        // logged-out device must not keep receiving the player's events.
        deps.realtime.endSessions([hashToken(token)], MSG.sessionExpired);
      }
      // The next person on this device must not receive the last one's rewards.
      const pushToken = pushTokenHeader(request);
      if (pushToken) await forgetPushToken(db, pushToken);
      return { ok: true as const };
    },
  );
};
