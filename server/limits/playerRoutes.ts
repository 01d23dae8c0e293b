import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  PlayerLimits,
  SelfExclude,
  SessionSummary,
  SessionSummaryQuery,
  SetRealityCheck,
  SetStakeLimits,
  TakeBreak,
} from '../../contract/limits';
import { LIMITS_API } from '../../contract/limitsRules';
import { ErrorBody } from '../../contract/schemas/common';
import { playerSession } from '../auth/hook';
import type { AppDeps } from '../deps';
import { exclude, limitsView, sessionSummary, setRealityCheck, setStakeLimits, takeBreak } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };

/** The player's own limits in settings, and the reality check's summary. */
export const limitsPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['play limits'], security: [{ bearer: [] }] };
  const answer = { 200: PlayerLimits, ...errors };

  app.get(
    `/${LIMITS_API.limits}`,
    {
      schema: { ...common, summary: "The player's stake limits, pending raises, break, exclusion and reality check", response: answer },
    },
    async (request) => limitsView(db, request.player.id, clock()),
  );

  app.put(
    `/${LIMITS_API.limits}`,
    {
      schema: {
        ...common,
        summary: 'Set the daily and weekly stake limits (null = none): a lower one applies at once, a higher one or none after 24 hours',
        body: SetStakeLimits,
        response: answer,
      },
    },
    async (request) => {
      const now = clock();
      return limitsView(db, request.player.id, now, await setStakeLimits(db, request.player.id, request.body, now));
    },
  );

  app.post(
    `/${LIMITS_API.break}`,
    {
      schema: { ...common, summary: 'Take a break from staking: it can be lengthened, never shortened', body: TakeBreak, response: answer },
    },
    async (request) => {
      const now = clock();
      return limitsView(db, request.player.id, now, await takeBreak(db, request.player.id, request.body.period, now));
    },
  );

  app.post(
    `/${LIMITS_API.exclusion}`,
    {
      schema: {
        ...common,
        summary: 'Exclude oneself from staking: it cannot be undone, only lengthened',
        body: SelfExclude,
        response: answer,
      },
    },
    async (request) => {
      const now = clock();
      return limitsView(db, request.player.id, now, await exclude(db, request.player.id, request.body.period, now, null));
    },
  );

  app.put(
    `/${LIMITS_API.realityCheck}`,
    {
      schema: { ...common, summary: "The reality check's interval in minutes (null = off)", body: SetRealityCheck, response: answer },
    },
    async (request) => {
      const now = clock();
      return limitsView(db, request.player.id, now, await setRealityCheck(db, request.player.id, request.body.minutes, now));
    },
  );

  app.get(
    `/${LIMITS_API.session}`,
    {
      schema: {
        ...common,
        summary: 'Time played and coins staked and won in the wagering games since a moment (the reality check)',
        querystring: SessionSummaryQuery,
        response: { 200: SessionSummary, ...errors },
      },
    },
    async (request) => {
      const { since } = request.query;
      return sessionSummary(db, request.player.id, since === undefined ? undefined : new Date(since), clock());
    },
  );
};
