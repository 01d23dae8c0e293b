import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MSG } from '../../../contract/errors';
import { AdminMission, AdminMissionList, MissionInput, MissionParams } from '../../../contract/loyalty/missions';
import { MISSIONS_API } from '../../../contract/loyalty/missionsRules';
import { ErrorBody, Ok } from '../../../contract/schemas/common';
import { DESK_API } from '../../../contract/schemas/consoleDesk';
import { audit } from '../../auth/audit';
import { operatorSession } from '../../auth/hook';
import { CONTENT_ROLES } from '../../auth/roles';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { csvDateTime } from '../../lib/csv';
import { CSV_RESPONSES, CSV_SCHEMA, sendCsv } from '../../lib/csvReply';
import { checkMission } from './checks';
import { createMission, deleteMission, listAllMissions, missionsAfter, toAdminMission, updateMission } from './repo';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The console's missions (roles admin and content): each write and its audit line in one transaction. */
export const missionsOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db } = deps;
  await base.register(operatorSession, { ...deps, roles: CONTENT_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['operator console'], security: [{ bearer: [] }] };
  const notFound = () => new AppError(404, MSG.invalidRequest);

  app.get(
    `/${MISSIONS_API.admin}`,
    {
      schema: { ...common, summary: 'Every mission, past and future', response: { 200: AdminMissionList, ...errors } },
    },
    async () => ({ missions: (await listAllMissions(db)).map(toAdminMission) }),
  );

  app.get(
    `/${DESK_API.export('missions')}`,
    {
      schema: { ...CSV_SCHEMA, summary: 'Every mission as CSV, oldest first, its title in the three languages', response: CSV_RESPONSES },
    },
    async (request, reply) =>
      sendCsv(
        deps,
        request,
        reply,
        'missions',
        {},
        {
          header: ['id', 'title_en', 'title_zh', 'title_ms', 'goal', 'period', 'target', 'reward', 'starts', 'ends', 'active'],
          read: (after) => missionsAfter(db, after),
          cells: (m) => [
            m.id,
            m.title.en,
            m.title.zh,
            m.title.ms,
            m.goal,
            m.period,
            m.target,
            m.reward,
            csvDateTime(m.starts_at),
            csvDateTime(m.ends_at),
            String(m.active),
          ],
        },
      ),
  );

  app.post(
    `/${MISSIONS_API.admin}`,
    {
      schema: { ...common, summary: 'Add a mission', body: MissionInput, response: { 200: AdminMission, ...errors } },
    },
    async (request) => {
      const mission = checkMission(request.body);
      return db.transaction().execute(async (trx) => {
        const row = await createMission(trx, mission);
        await audit(trx, request.operator, 'mission.create', String(row.id), request.body);
        return toAdminMission(row);
      });
    },
  );

  app.put(
    `/${MISSIONS_API.adminOne(':id')}`,
    {
      schema: {
        ...common,
        summary: 'Edit a mission',
        params: MissionParams,
        body: MissionInput,
        response: { 200: AdminMission, ...errors },
      },
    },
    async (request) => {
      const mission = checkMission(request.body);
      return db.transaction().execute(async (trx) => {
        const row = await updateMission(trx, request.params.id, mission);
        if (!row) throw notFound();
        await audit(trx, request.operator, 'mission.update', String(row.id), request.body);
        return toAdminMission(row);
      });
    },
  );

  app.delete(
    `/${MISSIONS_API.adminOne(':id')}`,
    {
      schema: {
        ...common,
        summary: 'Remove a mission (its paid claims stay in the ledger)',
        params: MissionParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const row = await deleteMission(trx, request.params.id);
        if (!row) throw notFound();
        await audit(trx, request.operator, 'mission.delete', String(row.id), toAdminMission(row));
        return { ok: true as const };
      }),
  );
};
