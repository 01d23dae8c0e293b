import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MSG } from '../../../contract/errors';
import {
  AdminPlayerTier,
  LadderBody,
  LadderConsole,
  ManualTierBody,
  PointsAdjustBody,
  PointsAdjustResponse,
  TierSummary,
} from '../../../contract/loyalty/tiers';
import { ladderProblem, manualTierProblem, TIERS_API } from '../../../contract/loyalty/tiersRules';
import { audit } from '../../auth/audit';
import { operatorSession } from '../../auth/hook';
import { ADMIN_ROLES } from '../../auth/roles';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { decisionErrors } from '../../http/schemas';
import { inTransaction } from '../../ledger';
import { playerIdByUid } from '../../lib/players';
import { awardPoints } from '../points/award';
import { consoleLadder, currentLadder, saveLadder } from './ladder';
import { adminPlayerTier, setManualTier } from './manual';
import { tierSummary } from './summary';

/**
 * The console's Tiers tab (admins: tiers give money away). Every save is a
 * new version from the next review, audited with the ladder before and after;
 * a points adjustment is a tier_points row with its reason, audited in its
 * transaction, once per idempotency key; a manual tier (set or cleared) is
 * audited with the grant before and after.
 */
export const tiersOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock, realtime } = deps;
  await base.register(operatorSession, { ...deps, roles: ADMIN_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['operator tiers'], security: [{ bearer: [] }] };
  const Uid = Type.Object({ uid: Type.String({ maxLength: 40 }) });
  const playerOf = async (uid: string) => {
    const player = await playerIdByUid(db, uid);
    if (!player) throw new AppError(404, MSG.invalidPlayerId);
    return player;
  };

  app.get(
    `/${TIERS_API.consoleSummary}`,
    {
      schema: {
        ...common,
        summary: 'Players per tier of the ladder in force and points issued per GMT+8 day (30 days)',
        response: { 200: TierSummary, ...decisionErrors },
      },
    },
    async () => tierSummary(db, clock()),
  );

  app.get(
    `/${TIERS_API.consolePlayerTier(':uid')}`,
    {
      schema: {
        ...common,
        summary: "A player's tier, points in the window and manual grant",
        params: Uid,
        response: { 200: AdminPlayerTier, ...decisionErrors },
      },
    },
    async (request) => adminPlayerTier(db, (await playerOf(request.params.uid)).id, clock()),
  );

  app.put(
    `/${TIERS_API.consolePlayerTier(':uid')}`,
    {
      schema: {
        ...common,
        summary: 'Grant a tier by hand until a date (at most a year), or clear the grant; a reason either way',
        params: Uid,
        body: ManualTierBody,
        response: { 200: AdminPlayerTier, ...decisionErrors },
      },
    },
    async (request) => {
      const now = clock();
      const { tier, until, reason } = request.body;
      const problem = manualTierProblem(request.body, (await currentLadder(db, now)).tiers.length, now.getTime());
      if (problem) throw new AppError(400, problem);
      const player = await playerOf(request.params.uid);
      const grant = tier === null || until === null ? null : { tier, until: new Date(until), reason: reason.trim() };
      await inTransaction(db, async (trx) => {
        const before = await setManualTier(trx, player.id, grant);
        await audit(trx, request.operator, 'tiers.manual', request.params.uid, {
          playerId: player.id,
          before,
          after: grant && { ...grant, until: grant.until.toISOString() },
          reason: reason.trim(),
        });
      });
      // As with points: the player's home card and /vip read the grant at once.
      realtime.toPlayer(player.id, { type: 'stale', reason: 'tier' });
      return adminPlayerTier(db, player.id, now);
    },
  );

  app.get(
    `/${TIERS_API.consoleLadder}`,
    {
      schema: {
        ...common,
        summary: 'The ladder in force and the one saved for the next review',
        response: { 200: LadderConsole, ...decisionErrors },
      },
    },
    async () => consoleLadder(db, clock()),
  );

  app.put(
    `/${TIERS_API.consoleLadder}`,
    {
      schema: {
        ...common,
        summary: 'Save the ladder: it counts from the next review, never back over earned points',
        body: LadderBody,
        response: { 200: LadderConsole, ...decisionErrors },
      },
    },
    async (request) => {
      const problem = ladderProblem(request.body);
      if (problem) throw new AppError(400, problem.key, { typ: 'tier' in problem ? `tier${problem.tier}` : 'tiers' });
      const now = clock();
      await inTransaction(db, async (trx) => {
        const before = await consoleLadder(trx, now);
        const effectiveFrom = await saveLadder(trx, request.body, request.operator.id, now);
        await audit(trx, request.operator, 'tiers.ladder', null, {
          before: before.next ?? before.current,
          after: request.body,
          effectiveFrom,
        });
      });
      return consoleLadder(db, now);
    },
  );

  app.post(
    `/${TIERS_API.consolePointsAdjust(':uid')}`,
    {
      schema: {
        ...common,
        summary: 'Add or take tier points with a reason (once per idempotency key)',
        params: Uid,
        body: PointsAdjustBody,
        response: { 200: PointsAdjustResponse, ...decisionErrors },
      },
    },
    async (request) => {
      const { points, reason, idempotencyKey } = request.body;
      if (points === 0 || reason.trim() === '') throw new AppError(400, MSG.invalidRequest);
      const player = await playerOf(request.params.uid);
      const now = clock();
      const answer = await inTransaction(db, async (trx) => {
        const written = await awardPoints(trx, {
          playerId: player.id,
          source: 'adjust',
          sourceId: idempotencyKey,
          points,
          reason: reason.trim(),
          operatorId: request.operator.id,
          now,
        });
        if (written) await audit(trx, request.operator, 'tiers.points', request.params.uid, { playerId: player.id, points, reason });
        return { replayed: !written };
      });
      // The player's devices read their refresh again: home's tier card moves without a visit.
      if (!answer.replayed) realtime.toPlayer(player.id, { type: 'stale', reason: 'tier' });
      return answer;
    },
  );
};
