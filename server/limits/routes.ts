import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MSG } from '../../contract/errors';
import {
  AdminExclude, AdminPlayerLimits, PlayerLimits, SelfExclude, SessionSummary, SessionSummaryQuery, SetRealityCheck, SetStakeLimits, TakeBreak,
} from '../../contract/limits';
import { LIMITS_API } from '../../contract/limitsRules';
import { ErrorBody } from '../../contract/schemas/common';
import { audit } from '../auth/audit';
import { operatorSession, playerSession } from '../auth/hook';
import { SUPPORT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { playerByUid } from '../lib/players';
import { readLimits } from './enforce';
import { exclude, limitsView, sessionSummary, setRealityCheck, setStakeLimits, takeBreak } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };

/** The player's own limits in settings, and the reality check's summary. */
const playerLimitRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['play limits'], security: [{ bearer: [] }] };
  const answer = { 200: PlayerLimits, ...errors };

  app.get(`/${LIMITS_API.limits}`, {
    schema: { ...common, summary: 'The player\'s stake limits, pending raises, break, exclusion and reality check', response: answer },
  }, async (request) => limitsView(db, request.player.id, clock()));

  app.put(`/${LIMITS_API.limits}`, {
    schema: { ...common, summary: 'Set the daily and weekly stake limits (null = none): a lower one applies at once, a higher one or none after 24 hours', body: SetStakeLimits, response: answer },
  }, async (request) => {
    const now = clock();
    return limitsView(db, request.player.id, now, await setStakeLimits(db, request.player.id, request.body, now));
  });

  app.post(`/${LIMITS_API.break}`, {
    schema: { ...common, summary: 'Take a break from staking: it can be lengthened, never shortened', body: TakeBreak, response: answer },
  }, async (request) => {
    const now = clock();
    return limitsView(db, request.player.id, now, await takeBreak(db, request.player.id, request.body.period, now));
  });

  app.post(`/${LIMITS_API.exclusion}`, {
    schema: { ...common, summary: 'Exclude oneself from staking: it cannot be undone, only lengthened', body: SelfExclude, response: answer },
  }, async (request) => {
    const now = clock();
    return limitsView(db, request.player.id, now, await exclude(db, request.player.id, request.body.period, now, null));
  });

  app.put(`/${LIMITS_API.realityCheck}`, {
    schema: { ...common, summary: 'The reality check\'s interval in minutes (null = off)', body: SetRealityCheck, response: answer },
  }, async (request) => {
    const now = clock();
    return limitsView(db, request.player.id, now, await setRealityCheck(db, request.player.id, request.body.minutes, now));
  });

  app.get(`/${LIMITS_API.session}`, {
    schema: { ...common, summary: 'Time played and coins staked and won in the wagering games since a moment (the reality check)', querystring: SessionSummaryQuery, response: { 200: SessionSummary, ...errors } },
  }, async (request) => {
    const { since } = request.query;
    return sessionSummary(db, request.player.id, since === undefined ? undefined : new Date(since), clock());
  });
};

/** The console's view of a player's limits; an operator excludes a player but never lifts an exclusion early. */
const operatorLimitRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
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
  const view = async (p: { id: number; uid: string }, now: Date) => {
    const limits = await readLimits(db, p.id, now);
    const by = limits.excludedBy === null ? undefined
      : await db.selectFrom('operators').select('username').where('id', '=', limits.excludedBy).executeTakeFirst();
    return { uid: p.uid, limits: await limitsView(db, p.id, now, limits), excludedBy: by?.username ?? null };
  };

  app.get(`/${LIMITS_API.adminLimits(':uid')}`, {
    schema: { ...common, summary: 'A player\'s own limits, break and exclusion', params, response: answer },
  }, async (request) => view(await player(request.params.uid), clock()));

  app.put(`/${LIMITS_API.adminExclusion(':uid')}`, {
    schema: { ...common, summary: 'Exclude a player from staking (audited): it can be lengthened, never shortened', params, body: AdminExclude, response: answer },
  }, async (request) => {
    const now = clock();
    const p = await player(request.params.uid);
    const { period } = request.body;
    await exclude(db, p.id, period, now, request.operator.id, (trx, before, after) => audit(trx, request.operator, 'player.exclusion', p.uid, {
      playerId: p.id, period, from: before.excludedUntil?.toISOString() ?? null, to: after.excludedUntil?.toISOString() ?? null,
    }));
    return view(p, now);
  });

  app.delete(`/${LIMITS_API.adminExclusion(':uid')}`, {
    schema: { ...common, summary: 'Lifting an exclusion before it ends is refused (409): it stands until its date', params, response: answer },
  }, async (request) => {
    const now = clock();
    const p = await player(request.params.uid);
    if ((await readLimits(db, p.id, now)).excludedUntil) throw new AppError(409, MSG.cannotShortenPause);
    return view(p, now);
  });
};

/** The player's own limits (server/limits/README.md): the settings calls and the console's. */
export const limitsRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(playerLimitRoutes, deps);
  await app.register(operatorLimitRoutes, deps);
};
