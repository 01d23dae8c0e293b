import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { LANGS } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import { HOLIDAYS_API, HolidayDayParam, PublicHolidayInput, PublicHolidayList } from '../../contract/games/quizMail';
import { ErrorBody, Ok, type Localized } from '../../contract/schemas/common';
import { isCalendarDay } from '../../contract/workingDays';
import { audit } from '../auth/audit';
import { operatorSession } from '../auth/hook';
import { ANY_OPERATOR, SUPPORT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const common = { tags: ['operator console'], security: [{ bearer: [] }] };

/** A real calendar day (not 2026-02-30) in a sane range, or a keyed 400. */
export function checkedDay(day: string): string {
  if (!isCalendarDay(day)) throw new AppError(400, MSG.holidayDateInvalid);
  return day;
}

/** Every language named, trimmed: a blank one would show an empty line in that language's console. */
function checkedName(name: PublicHolidayInput['name']): Localized {
  const trimmed = { en: name.en?.trim() ?? '', zh: name.zh?.trim() ?? '', ms: name.ms?.trim() ?? '' };
  if (LANGS.some((lang) => trimmed[lang] === '')) throw new AppError(400, MSG.holidayNameMissing);
  return trimmed;
}

/**
 * The Malaysian public holidays the operator keeps (federal and the ones the
 * club observes): the working-day count of a physical prize's mail-by day
 * skips them. Support (who mail the prizes) and admins write; every operator
 * reads. Each write and its audit line share one transaction.
 */
export const holidaysOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db } = deps;
  await base.register(operatorSession, { ...deps, roles: SUPPORT_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `/${HOLIDAYS_API.admin}`,
    {
      config: { roles: ANY_OPERATOR },
      schema: { ...common, summary: 'The public holidays, earliest first', response: { 200: PublicHolidayList, ...errors } },
    },
    async () => ({ days: await db.selectFrom('public_holidays').select(['day', 'name']).orderBy('day').execute() }),
  );

  app.put(
    `/${HOLIDAYS_API.admin}`,
    {
      schema: { ...common, summary: 'Add or rename a public holiday', body: PublicHolidayInput, response: { 200: Ok, ...errors } },
    },
    async (request) => {
      const day = checkedDay(request.body.day);
      const name = checkedName(request.body.name);
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('public_holidays').select('name').where('day', '=', day).forUpdate().executeTakeFirst();
        await trx
          .insertInto('public_holidays')
          .values({ day, name: JSON.stringify(name) })
          .onConflict((oc) => oc.column('day').doUpdateSet({ name: JSON.stringify(name) }))
          .execute();
        await audit(trx, request.operator, 'holiday.set', day, { name, before: before?.name ?? null });
      });
      return { ok: true as const };
    },
  );

  app.delete(
    `/${HOLIDAYS_API.adminOne(':day')}`,
    {
      schema: {
        ...common,
        summary: 'Remove a public holiday',
        params: Type.Object({ day: HolidayDayParam }),
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const day = checkedDay(request.params.day);
      return db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom('public_holidays').where('day', '=', day).returning(['day', 'name']).executeTakeFirst();
        if (!row) throw new AppError(404, MSG.invalidRequest);
        await audit(trx, request.operator, 'holiday.delete', day, { before: row.name });
        return { ok: true as const };
      });
    },
  );
};
