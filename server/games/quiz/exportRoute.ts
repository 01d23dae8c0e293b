// GET admin/export/quiz-winners.csv: the roulette's winners as the winners
// view lists them (its filters, its order: awaiting contact by deadline,
// else newest first), each physical prize with its mail-by day and late
// flag; support and admins, as the view. Streamed and audited by
// server/lib/csvReply.ts.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DESK_API, QuizWinnersExportQuery } from '../../../contract/schemas/consoleDesk';
import { SUPPORT_ROLES } from '../../auth/roles';
import type { AppDeps } from '../../deps';
import { csvDay, csvIso, EXPORT_PAGE } from '../../lib/csv';
import { CSV_RESPONSES, CSV_SCHEMA, sendCsv } from '../../lib/csvReply';
import { awardsPage } from './consoleRepo';

/** Registered by quizOperatorRoutes under its session hook. */
export function quizWinnersExport(base: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>): void {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `/${DESK_API.export('quiz-winners')}`,
    {
      config: { roles: SUPPORT_ROLES },
      schema: {
        ...CSV_SCHEMA,
        summary: "The quiz roulette's winners as CSV in the winners view's order; ?state=, ?campaignId=, ?weekId= as its filters",
        querystring: QuizWinnersExportQuery,
        response: CSV_RESPONSES,
      },
    },
    async (request, reply) => {
      const filter = request.query;
      const now = deps.clock();
      return sendCsv(deps, request, reply, 'quiz-winners', filter, {
        header: [
          'id',
          'week',
          'prize_en',
          'prize_zh',
          'prize_ms',
          'kind',
          'coins',
          'state',
          'uid',
          'name',
          'phone',
          'won',
          'contact_by',
          'mail_by',
          'mailed',
          'late',
          'note',
        ],
        // awardsPage reads one row over its limit (the view's "more" probe): EXPORT_PAGE - 1 reads EXPORT_PAGE, all of them written.
        read: (after) => awardsPage(deps.db, filter, after, EXPORT_PAGE - 1, now),
        cells: (a) => [
          a.id,
          a.weekNumber,
          a.label.en,
          a.label.zh,
          a.label.ms,
          a.kind,
          a.coins,
          a.state,
          a.uid,
          a.fullName,
          a.phone,
          csvIso(a.wonAt),
          csvIso(a.contactBy),
          csvDay(a.mailBy),
          csvIso(a.mailedAt),
          a.mailBy ? String(a.late) : null,
          a.note,
        ],
      });
    },
  );
}
