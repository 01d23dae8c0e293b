import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody, Ok } from '../../contract/schemas/common';
import { LoginResponse, PasswordLoginBody, TokenLoginBody } from '../../contract/schemas/auth';
import type { AppDeps } from '../deps';
import type { Database, Player } from '../db/schema';
import { AppError } from '../http/errors';
import { bearerToken } from './guard';
import { verifyPassword } from './password';
import { closeSession, openSession } from './sessions';
import { hashToken } from './tokens';

async function loginResponse(db: Kysely<Database>, player: Player, ttlHours: number, now: Date): Promise<LoginResponse> {
  if (player.role !== 'vip') throw new AppError(403, MSG.contactSupportUpgradeVip);
  const token = await openSession(db, player.id, ttlHours, now);
  return { token, uid: player.uid, fullName: player.full_name, tgBind: player.tg_id !== null, tgRegister: player.tg_register };
}

export const authRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, config, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

  app.post(`/${API.playerLogin}`, {
    schema: { tags: ['auth'], summary: 'Exchange a one-time launch token from the H5 platform for a session', body: TokenLoginBody, response: { 200: LoginResponse, ...errors } },
  }, async (request) => {
    const now = clock();
    // Claimed and spent in one statement so a replayed token cannot open a second session.
    const claimed = await db.updateTable('launch_tokens').set({ used_at: now })
      .where('token_hash', '=', hashToken(request.body.token))
      .where('used_at', 'is', null).where('expires_at', '>', now)
      .returning('player_id').executeTakeFirst();
    if (!claimed) throw new AppError(401, MSG.invalidToken);
    const player = await db.selectFrom('players').selectAll().where('id', '=', claimed.player_id).executeTakeFirstOrThrow();
    return loginResponse(db, player, config.sessionTtlHours, now);
  });

  app.post(`/${API.authLogin}`, {
    schema: { tags: ['auth'], summary: 'Log in with UID and password', body: PasswordLoginBody, response: { 200: LoginResponse, ...errors } },
  }, async (request) => {
    const player = await db.selectFrom('players').selectAll().where('uid', '=', request.body.uid).executeTakeFirst();
    const ok = player?.password_hash ? await verifyPassword(request.body.password, player.password_hash) : false;
    if (!player || !ok) throw new AppError(400, MSG.invalidCredentials);
    return loginResponse(db, player, config.sessionTtlHours, clock());
  });

  app.post(`/${API.authLogout}`, {
    schema: { tags: ['auth'], summary: 'End this device\'s session', response: { 200: Ok } },
  }, async (request) => {
    const token = bearerToken(request);
    if (token) await closeSession(db, token, clock());
    return { ok: true as const };
  });
};
