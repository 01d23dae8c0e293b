// The reply of every console CSV export (GET admin/export/{table}.csv): an
// audit line first (the export is the operator's act even if the download is
// cut), then the table streamed page by page (./csv.ts). Shared because each
// table's export lives with the table's own routes and roles: the admin
// tables, the quiz's winners, the missions, the lucky egg's prizes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { ExportTable } from '../../contract/schemas/consoleDesk';
import { ErrorBody } from '../../contract/schemas/common';
import { audit } from '../auth/audit';
import type { AppDeps } from '../deps';
import { csvDateTime, csvStream, type CsvCell, type PageReader } from './csv';

/** The schema parts every export route shares: its tag, the bearer token, text/csv, and the refusals. */
export const CSV_SCHEMA = {
  tags: ['operator console'],
  security: [{ bearer: [] }],
  produces: ['text/csv'],
} as const;
export const CSV_RESPONSES = {
  200: Type.String({ description: 'text/csv; charset=utf-8, with a header row' }),
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
};

/** A table's CSV: its header, its page reader, and the cells of one row. */
export interface CsvTable<R extends { id: number }> {
  header: readonly string[];
  read: PageReader<R>;
  cells: (row: R) => readonly CsvCell[];
}

export async function sendCsv<R extends { id: number }>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: FastifyRequest,
  reply: FastifyReply,
  table: ExportTable,
  filters: Record<string, unknown>,
  csv: CsvTable<R>,
): Promise<FastifyReply> {
  await deps.db.transaction().execute((trx) => audit(trx, request.operator, 'export.csv', table, filters));
  const day = csvDateTime(deps.clock())?.slice(0, 10).split('/').reverse().join('') ?? '';
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${table}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(csvStream(csv.header, csv.read, csv.cells));
}
