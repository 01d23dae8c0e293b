// GET admin/export/{table}.csv: each console table as a CSV download,
// streamed page by page (server/lib/csv.ts), behind the same roles as the
// table's own call (redemptions, a player's ledger and verifications for
// support and admins; the audit log for admins), and audited: who took
// which table with which filters.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import {
  DESK_API,
  LedgerExportQuery,
  RedemptionsExportQuery,
  VerificationsExportQuery,
  type ExportTable,
} from '../../contract/schemas/consoleDesk';
import { audit } from '../auth/audit';
import { ADMIN_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { csvDateTime, csvStream, type CsvCell, type PageReader } from '../lib/csv';
import { playerIdByUid } from '../lib/players';
import { auditAfter, ledgerAfter, redemptionsAfter, verificationsAfter } from './exportRepo';

const common = { tags: ['operator console'], security: [{ bearer: [] }], produces: ['text/csv'] };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const Csv = Type.String({ description: 'text/csv; charset=utf-8, with a header row' });

/** The audit line first (the export is the operator's act even if the download is cut), then the stream. */
async function sendCsv<R extends { id: number }>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: FastifyRequest,
  reply: FastifyReply,
  table: ExportTable,
  filters: Record<string, unknown>,
  csv: { header: readonly string[]; read: PageReader<R>; cells: (row: R) => readonly CsvCell[] },
): Promise<FastifyReply> {
  await deps.db.transaction().execute((trx) => audit(trx, request.operator, 'export.csv', table, filters));
  const day = csvDateTime(deps.clock())?.slice(0, 10).split('/').reverse().join('') ?? '';
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${table}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(csvStream(csv.header, csv.read, csv.cells));
}

/** Registered by adminOperatorRoutes under its session hook (support and admins; the audit log admins only). */
export function exportRoutes(base: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>): void {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps;

  app.get(
    `/${DESK_API.export('redemptions')}`,
    {
      schema: {
        ...common,
        summary: 'The redemptions as CSV, newest first; ?status=, ?uid= as the queue filters',
        querystring: RedemptionsExportQuery,
        response: { 200: Csv, ...errors },
      },
    },
    async (request, reply) => {
      const { status, uid } = request.query;
      const filter = { status, uid: uid?.trim() || undefined };
      return sendCsv(deps, request, reply, 'redemptions', filter, {
        header: [
          'id',
          'uid',
          'name',
          'coins',
          'credit_rm',
          'status',
          'requested',
          'due',
          'decided',
          'decided_by',
          'reason',
          'credited',
          'credit_reference',
        ],
        read: (after) => redemptionsAfter(db, filter, after),
        cells: (r) => [
          r.id,
          r.uid,
          r.full_name,
          Number(r.coins),
          Number(r.credit_rm),
          r.status,
          csvDateTime(r.created_at),
          csvDateTime(r.due_at),
          csvDateTime(r.decided_at),
          r.decided_by,
          r.reason,
          csvDateTime(r.credited_at),
          r.credit_reference,
        ],
      });
    },
  );

  app.get(
    `/${DESK_API.export('ledger')}`,
    {
      schema: {
        ...common,
        summary: "One player's coin ledger as CSV, oldest first",
        querystring: LedgerExportQuery,
        response: { 200: Csv, ...errors },
      },
    },
    async (request, reply) => {
      const uid = request.query.uid.trim();
      const player = await playerIdByUid(db, uid);
      if (!player) throw new AppError(404, MSG.invalidPlayerId);
      return sendCsv(
        deps,
        request,
        reply,
        'ledger',
        { uid },
        {
          header: ['id', 'type', 'amount', 'ref', 'note', 'created', 'expires'],
          read: (after) => ledgerAfter(db, player.id, after),
          cells: (e) => [e.id, e.type, Number(e.amount), e.ref, e.note, csvDateTime(e.created_at), csvDateTime(e.expires_at)],
        },
      );
    },
  );

  app.get(
    `/${DESK_API.export('verifications')}`,
    {
      schema: {
        ...common,
        summary: 'The verification videos as CSV, newest first; ?status=',
        querystring: VerificationsExportQuery,
        response: { 200: Csv, ...errors },
      },
    },
    async (request, reply) => {
      const { status } = request.query;
      return sendCsv(
        deps,
        request,
        reply,
        'verifications',
        { status },
        {
          header: ['id', 'uid', 'name', 'status', 'bytes', 'uploaded', 'decided', 'decided_by', 'reason'],
          read: (after) => verificationsAfter(db, status, after),
          cells: (v) => [
            v.id,
            v.uid,
            v.full_name,
            v.status,
            Number(v.size),
            csvDateTime(v.created_at),
            csvDateTime(v.decided_at),
            v.decided_by,
            v.reason,
          ],
        },
      );
    },
  );

  app.get(
    `/${DESK_API.export('audit')}`,
    {
      config: { roles: ADMIN_ROLES },
      schema: { ...common, summary: 'The audit log as CSV, newest first', response: { 200: Csv, ...errors } },
    },
    async (request, reply) =>
      sendCsv(
        deps,
        request,
        reply,
        'audit',
        {},
        {
          header: ['id', 'time', 'operator', 'action', 'target', 'detail'],
          read: (after) => auditAfter(db, after),
          // A line an automatic rule wrote has no operator: its detail names the rule.
          cells: (a) => [a.id, csvDateTime(a.created_at), a.username, a.action, a.target, JSON.stringify(a.detail)],
        },
      ),
  );
}
