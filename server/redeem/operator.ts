import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { AdminRedemption, AdminRedemptionPage, AdminRedemptionQuery, RejectBody } from '../../contract/schemas/wallet';
import { requireOperator, type Operator } from '../auth/operators';
import { SUPPORT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { BigIdParams, decisionErrors } from '../http/schemas';
import { DEFAULT_PAGE, olderThan, parseCursor, takePage } from '../lib/keysetPage';
import { inboxPusher } from '../notify/push';
import { localH5Wallet } from '../providers/h5wallet';
import { approveRedemption, rejectRedemption, toAdminRedemption } from './decide';

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
  const operator = (request: FastifyRequest): Promise<Operator> => requireOperator(db, request, SUPPORT_ROLES, clock());

  app.get(`/${API.adminRedemptions}`, {
    schema: { ...common, summary: 'Redemptions, newest first (e.g. ?status=Pending)', querystring: AdminRedemptionQuery, response: { 200: AdminRedemptionPage, ...decisionErrors } },
  }, async (request) => {
    await operator(request);
    const { status, cursor, limit } = request.query;
    const after = parseCursor(cursor);
    const size = limit ?? DEFAULT_PAGE;
    let q = db.selectFrom('redemptions').innerJoin('players', 'players.id', 'redemptions.player_id')
      .selectAll('redemptions').select(['players.uid', 'players.full_name']);
    if (status) q = q.where('redemptions.status', '=', status);
    if (after !== undefined) {
      q = q.where(olderThan('redemptions', after));
    }
    const rows = await q.orderBy('redemptions.created_at', 'desc').orderBy('redemptions.id', 'desc').limit(size + 1).execute();
    const page = takePage(rows, size);
    return { rows: page.rows.map(toAdminRedemption), nextCursor: page.nextCursor };
  });

  app.post(`/${API.adminRedemptionApprove(':id')}`, {
    schema: { ...common, summary: 'Approve: settle the coins and credit the H5 account', params: BigIdParams, response: { 200: AdminRedemption, ...decisionErrors } },
  }, async (request) => {
    const op = await operator(request);
    return approveRedemption({ db, realtime, wallet, pushInbox }, op, request.params.id, clock());
  });

  app.post(`/${API.adminRedemptionReject(':id')}`, {
    schema: { ...common, summary: 'Reject with a reason: the coins go back (REDEEMREJECT)', params: BigIdParams, body: RejectBody, response: { 200: AdminRedemption, ...decisionErrors } },
  }, async (request) => {
    const op = await operator(request);
    return rejectRedemption({ db, realtime, wallet, pushInbox }, op, request.params.id, request.body.reason.trim(), clock());
  });
};
