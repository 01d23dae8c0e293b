import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { LANGS } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import { FestivalDay, FestivalList } from '../../../contract/loyalty/streaks';
import { FESTIVALS_API } from '../../../contract/loyalty/streaksRules';
import { ErrorBody, Ok } from '../../../contract/schemas/common';
import { isCalendarDay } from '../../../contract/workingDays';
import { audit } from '../../auth/audit';
import { operatorSession } from '../../auth/hook';
import { CONTENT_ROLES } from '../../auth/roles';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The festival calendar (Hari Raya, Chinese New Year, Deepavali...): a festival day refills every player's streak shield. */
export const festivalsOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db } = deps;
  await base.register(operatorSession, { ...deps, roles: CONTENT_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['operator console'], security: [{ bearer: [] }] };

  app.get(
    `/${FESTIVALS_API.admin}`,
    {
      schema: { ...common, summary: 'The festival calendar', response: { 200: FestivalList, ...errors } },
    },
    async () => ({ days: await db.selectFrom('festival_days').select(['day', 'name']).orderBy('day').execute() }),
  );

  app.put(
    `/${FESTIVALS_API.admin}`,
    {
      schema: { ...common, summary: 'Add or rename a festival day', body: FestivalDay, response: { 200: Ok, ...errors } },
    },
    async (request) => {
      const { day, name } = request.body;
      // A real calendar day (not 2025-02-30, nor month 99, which once answered 500), named in every language.
      if (!isCalendarDay(day)) throw new AppError(400, MSG.missionDatesInvalid);
      if (!LANGS.every((lang) => name[lang].trim() !== '')) throw new AppError(400, MSG.missionTextMissing);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('festival_days')
          .values({ day, name: JSON.stringify(name) })
          .onConflict((oc) => oc.column('day').doUpdateSet({ name: JSON.stringify(name) }))
          .execute();
        await audit(trx, request.operator, 'festival.set', day, request.body);
      });
      return { ok: true as const };
    },
  );

  app.delete(
    `/${FESTIVALS_API.adminOne(':day')}`,
    {
      schema: {
        ...common,
        summary: 'Remove a festival day',
        params: Type.Object({ day: FestivalDay.properties.day }),
        response: { 200: Ok, ...errors },
      },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom('festival_days').where('day', '=', request.params.day).returning('day').executeTakeFirst();
        if (!row) throw new AppError(404, MSG.invalidRequest);
        await audit(trx, request.operator, 'festival.delete', row.day, null);
        return { ok: true as const };
      }),
  );
};
