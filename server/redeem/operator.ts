import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import Type from 'typebox';
import { API } from '../../contract/routes';
import { ErrorBody } from '../../contract/schemas/common';
import { AdminRedemption, AdminRedemptionPage, AdminRedemptionQuery, RejectBody } from '../../contract/schemas/wallet';
import { requireOperator, type Operator } from '../admin/operators';
import type { AppDeps } from '../deps';
import { DEFAULT_PAGE, parseCursor, takePage } from '../history/page';
import { inboxPusher } from '../push/inboxPush';
import { localH5Wallet } from '../providers/h5wallet';
import { approveRedemption, rejectRedemption, toAdminRedemption } from './decide';

/** Who decides redemptions: money leaves the club, so not the content editors. */
export const REDEEM_ROLES = ['admin', 'support'] as const;
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });
export const operatorErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * The operator's redemption queue: list by status, approve (credit to the H5
 * account), reject with a reason. Every decision is audited in its own
 * transaction and reaches the player's devices at once.
 */
export const redeemOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock, realtime } = deps;
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const wallet = deps.h5Wallet ?? localH5Wallet(db);
  const pushInbox = inboxPusher(deps, (line) => base.log.warn(line));
  const common = { tags: ['operator wallet'], security: [{ bearer: [] }] };
  const operator = (request: FastifyRequest): Promise<Operator> => requireOperator(db, request, REDEEM_ROLES, clock());

  app.get(`/${API.adminRedemptions}`, {
    schema: { ...common, summary: 'Redemptions, newest first (e.g. ?status=Pending)', querystring: AdminRedemptionQuery, response: { 200: AdminRedemptionPage, ...operatorErrors } },
  }, async (request) => {
    await operator(request);
    const { status, cursor, limit } = request.query;
    const after = parseCursor(cursor);
    const size = limit ?? DEFAULT_PAGE;
    let q = db.selectFrom('redemptions').innerJoin('players', 'players.id', 'redemptions.player_id')
      .selectAll('redemptions').select(['players.uid', 'players.full_name']);
    if (status) q = q.where('redemptions.status', '=', status);
    if (after !== undefined) {
      q = q.where(sql<boolean>`(redemptions.created_at, redemptions.id) < (SELECT r.created_at, r.id FROM redemptions r WHERE r.id = ${after})`);
    }
    const rows = await q.orderBy('redemptions.created_at', 'desc').orderBy('redemptions.id', 'desc').limit(size + 1).execute();
    const page = takePage(rows, size);
    return { rows: page.rows.map(toAdminRedemption), nextCursor: page.nextCursor };
  });

  app.post(`/${API.adminRedemptionApprove(':id')}`, {
    schema: { ...common, summary: 'Approve: settle the coins and credit the H5 account', params: IdParams, response: { 200: AdminRedemption, ...operatorErrors } },
  }, async (request) => {
    const op = await operator(request);
    return approveRedemption({ db, realtime, wallet, pushInbox }, op, request.params.id, clock());
  });

  app.post(`/${API.adminRedemptionReject(':id')}`, {
    schema: { ...common, summary: 'Reject with a reason: the coins go back (REDEEMREJECT)', params: IdParams, body: RejectBody, response: { 200: AdminRedemption, ...operatorErrors } },
  }, async (request) => {
    const op = await operator(request);
    return rejectRedemption({ db, realtime, wallet, pushInbox }, op, request.params.id, request.body.reason.trim(), clock());
  });
};
