// GET admin/export/{table}.csv: the admin tables as CSV downloads, streamed
// page by page and audited (server/lib/csvReply.ts), behind the same roles
// as the table's own call: redemptions, a player's ledger, verifications and
// the players for support and admins; the audit log for admins. The quiz's
// winners, the missions and the lucky egg's prizes are exported beside their
// own routes, with those routes' roles.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MSG } from '../../contract/errors';
import {
  DESK_API,
  LedgerExportQuery,
  PlayersExportQuery,
  RedemptionsExportQuery,
  VerificationsExportQuery,
} from '../../contract/schemas/consoleDesk';
import { ADMIN_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { csvDateTime } from '../lib/csv';
import { CSV_RESPONSES, CSV_SCHEMA, sendCsv } from '../lib/csvReply';
import { maskPhone } from '../lib/phone';
import { playerIdByUid } from '../lib/players';
import { auditAfter, ledgerAfter, playersAfter, redemptionsAfter, verificationsAfter } from './exportRepo';

/** Registered by adminOperatorRoutes under its session hook (support and admins; the audit log admins only). */
export function exportRoutes(base: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>): void {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps;

  app.get(
    `/${DESK_API.export('redemptions')}`,
    {
      schema: {
        ...CSV_SCHEMA,
        summary: 'The redemptions as CSV, newest first; ?status=, ?uid= as the queue filters',
        querystring: RedemptionsExportQuery,
        response: CSV_RESPONSES,
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
        ...CSV_SCHEMA,
        summary: "One player's coin ledger as CSV, oldest first",
        querystring: LedgerExportQuery,
        response: CSV_RESPONSES,
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
        ...CSV_SCHEMA,
        summary: 'The verification videos as CSV, newest first; ?status=',
        querystring: VerificationsExportQuery,
        response: CSV_RESPONSES,
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
      schema: { ...CSV_SCHEMA, summary: 'The audit log as CSV, newest first', response: CSV_RESPONSES },
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

  app.get(
    `/${DESK_API.export('players')}`,
    {
      schema: {
        ...CSV_SCHEMA,
        summary: 'The players as CSV, newest first; ?q= as the players search (UID contains)',
        querystring: PlayersExportQuery,
        response: CSV_RESPONSES,
      },
    },
    async (request, reply) => {
      const q = request.query.q?.trim() || undefined;
      return sendCsv(
        deps,
        request,
        reply,
        'players',
        { q },
        {
          header: ['uid', 'name', 'phone', 'verified', 'role', 'balance', 'held', 'spin_daily_limit', 'blocked', 'created'],
          read: (after) => playersAfter(db, q, after),
          // The phone masked as the players tab shows it: a file travels further than a screen.
          cells: (p) => [
            p.uid,
            p.full_name,
            p.phone && maskPhone(p.phone),
            String(p.verified),
            p.role,
            Number(p.available ?? 0),
            Number(p.pending ?? 0),
            p.spin_daily_limit,
            csvDateTime(p.blocked_at),
            csvDateTime(p.created_at),
          ],
        },
      );
    },
  );
}
