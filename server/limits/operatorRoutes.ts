import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MSG } from '../../contract/errors';
import { AdminExclude, AdminPlayerLimits } from '../../contract/limits';
import { LIMITS_API } from '../../contract/limitsRules';
import { ErrorBody } from '../../contract/schemas/common';
import { audit } from '../auth/audit';
import { operatorSession } from '../auth/hook';
import { SUPPORT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { playerByUid } from '../lib/players';
import { readLimits } from './enforce';
import { consoleView, exclude } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };

/** The console's view of a player's limits; an operator excludes a player but never lifts an exclusion early. */
export const limitsOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock } = deps;
  await base.register(operatorSession, { ...deps, roles: SUPPORT_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['operator console'], security: [{ bearer: [] }] };
  const params = Type.Object({ uid: Type.String({ maxLength: 40 }) });
  const answer = { 200: AdminPlayerLimits, ...errors, 404: ErrorBody };

  const player = async (uid: string) => {
    const found = await playerByUid(db, uid);
    if (!found) throw new AppError(404, MSG.invalidPlayerId);
    return found;
  };

  app.get(
    `/${LIMITS_API.adminLimits(':uid')}`,
    {
      schema: { ...common, summary: "A player's own limits, break and exclusion", params, response: answer },
    },
    async (request) => consoleView(db, await player(request.params.uid), clock()),
  );

  app.put(
    `/${LIMITS_API.adminExclusion(':uid')}`,
    {
      schema: {
        ...common,
        summary: 'Exclude a player from staking (audited): it can be lengthened, never shortened',
        params,
        body: AdminExclude,
        response: answer,
      },
    },
    async (request) => {
      const now = clock();
      const p = await player(request.params.uid);
      const { period } = request.body;
      await exclude(db, p.id, period, now, request.operator.id, (trx, before, after) =>
        audit(trx, request.operator, 'player.exclusion', p.uid, {
          playerId: p.id,
          period,
          from: before.excludedUntil?.toISOString() ?? null,
          to: after.excludedUntil?.toISOString() ?? null,
        }),
      );
      return consoleView(db, p, now);
    },
  );

  app.delete(
    `/${LIMITS_API.adminExclusion(':uid')}`,
    {
      schema: {
        ...common,
        summary: 'Lifting an exclusion before it ends is refused (409): it stands until its date',
        params,
        response: answer,
      },
    },
    async (request) => {
      const now = clock();
      const p = await player(request.params.uid);
      if ((await readLimits(db, p.id, now)).excludedUntil) throw new AppError(409, MSG.cannotShortenPause);
      return consoleView(db, p, now);
    },
  );
};
