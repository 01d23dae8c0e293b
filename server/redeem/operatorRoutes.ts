import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { REDEEM } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import { AutoApproval, AutoApprovalBody, CONSOLE_API } from '../../contract/schemas/console';
import { ADMIN_API } from '../../contract/adminRoutes';
import {
  AdjustBody,
  AdjustResponse,
  AdminRedemption,
  AdminRedemptionPage,
  AdminRedemptionQuery,
  RejectBody,
} from '../../contract/schemas/wallet';
import { audit } from '../auth/audit';
import { operatorSession } from '../auth/hook';
import { ADMIN_ROLES, SUPPORT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { BigIdParams, decisionErrors } from '../http/schemas';
import { getCoinSummary, inTransaction, InsufficientCoinsError, postEntry } from '../ledger';
import { DEFAULT_PAGE, parseCursor, takePage } from '../lib/keysetPage';
import { playerIdByUid } from '../lib/players';
import { inboxPusher } from '../notify/push';
import { localH5Wallet } from '../providers/h5wallet';
import { readAutoApproval, saveAutoApproval } from './autoApproval';
import { approveRedemption, rejectRedemption, toAdminRedemption } from './decide';
import { missedRedemptions, readCoinExpiryDays, redemptionPage } from './repo';
import { openNotices, removeOperatorPushToken, saveOperatorPushToken } from './notices';
import {
  MissedRedemptions,
  OperatorPushTokenBody,
  OperatorPushTokenRemoveBody,
  PROMISES_API,
  RedemptionNotice,
} from '../../contract/schemas/promises';

const MISSED_DAYS = 30;
const MISSED_ROWS = 50;

/** Earned coins expire after this many days (option coin_expiry_days) unless the option says otherwise. */
const DEFAULT_EXPIRY_DAYS = 90;

/**
 * The operator's side of the wallet, for support and admins (money leaves
 * the club, so not the content editors): the redemption queue by status,
 * approve (credit to the H5 account), reject with a reason, and POST
 * admin/players/{uid}/adjust. Every decision is audited in its own
 * transaction and reaches the player's devices at once.
 */
export const redeemOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock, realtime } = deps;
  await base.register(operatorSession, { ...deps, roles: SUPPORT_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const decide = { db, realtime, wallet: deps.h5Wallet ?? localH5Wallet(db), pushInbox: inboxPusher(deps, (line) => base.log.warn(line)) };
  const common = { tags: ['operator wallet'], security: [{ bearer: [] }] };

  app.get(
    `/${ADMIN_API.redemptions}`,
    {
      schema: {
        ...common,
        summary: 'Redemptions: pending ones by deadline (oldest first), others newest first; ?uid=, ?overdue=true',
        querystring: AdminRedemptionQuery,
        response: { 200: AdminRedemptionPage, ...decisionErrors },
      },
    },
    async (request) => {
      const { status, uid, overdue, cursor, limit } = request.query;
      const size = limit ?? DEFAULT_PAGE;
      const now = clock();
      const overdueBefore = overdue ? new Date(now.getTime() - REDEEM.creditWithinHours * 3_600_000) : undefined;
      const page = takePage(await redemptionPage(db, { status, uid, overdueBefore, after: parseCursor(cursor), limit: size, now }), size);
      return { rows: page.rows.map(toAdminRedemption), nextCursor: page.nextCursor };
    },
  );

  app.post(
    `/${ADMIN_API.redemptionApprove(':id')}`,
    {
      schema: {
        ...common,
        summary: 'Approve: settle the coins and credit the H5 account',
        params: BigIdParams,
        response: { 200: AdminRedemption, ...decisionErrors },
      },
    },
    async (request) => approveRedemption(decide, request.operator, request.params.id, clock()),
  );

  app.post(
    `/${ADMIN_API.redemptionReject(':id')}`,
    {
      schema: {
        ...common,
        summary: 'Reject with a reason: the coins go back (REDEEMREJECT)',
        params: BigIdParams,
        body: RejectBody,
        response: { 200: AdminRedemption, ...decisionErrors },
      },
    },
    async (request) => rejectRedemption(decide, request.operator, request.params.id, request.body.reason.trim(), clock()),
  );

  app.get(
    `/${PROMISES_API.redemptionNotices}`,
    {
      schema: {
        ...common,
        summary: 'Notices about redemptions waiting undecided (12 h, 20 h), still undecided ones, newest first',
        response: { 200: Type.Array(RedemptionNotice), ...decisionErrors },
      },
    },
    async () => openNotices(db),
  );

  app.get(
    `/${PROMISES_API.missedRedemptions}`,
    {
      schema: {
        ...common,
        summary: 'Missed promises: redemptions due in the last 30 days not credited by their due time',
        response: { 200: MissedRedemptions, ...decisionErrors },
      },
    },
    async () => {
      const { count, rows } = await missedRedemptions(db, clock(), MISSED_DAYS, MISSED_ROWS);
      return { count, rows: rows.map(toAdminRedemption) };
    },
  );

  app.put(
    `/${PROMISES_API.operatorPushToken}`,
    {
      schema: {
        ...common,
        summary: "This operator's device gets the redemption notices as push",
        body: OperatorPushTokenBody,
        response: { 204: Type.Null(), ...decisionErrors },
      },
    },
    async (request, reply) => {
      await saveOperatorPushToken(db, request.operator.id, request.body.token, request.body.lang);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `/${PROMISES_API.operatorPushToken}`,
    {
      schema: {
        ...common,
        summary: "This operator's device no longer gets the notices",
        body: OperatorPushTokenRemoveBody,
        response: { 204: Type.Null(), ...decisionErrors },
      },
    },
    async (request, reply) => {
      await removeOperatorPushToken(db, request.operator.id, request.body.token);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `/${CONSOLE_API.autoApproval}`,
    {
      schema: { ...common, summary: "The redemptions' automatic approval rule", response: { 200: AutoApproval, ...decisionErrors } },
    },
    async () => readAutoApproval(db),
  );

  // Letting money out without a person looking is a business decision: admins only, audited with the rule before and after.
  app.put(
    `/${CONSOLE_API.autoApproval}`,
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        ...common,
        summary: 'Turn automatic approval on or off and set its limit (RM per redemption)',
        body: AutoApprovalBody,
        response: { 200: AutoApproval, ...decisionErrors },
      },
    },
    async (request) => {
      await inTransaction(db, async (trx) => {
        const before = await saveAutoApproval(trx, request.body, request.operator, clock());
        await audit(trx, request.operator, 'redemption.autoApproval', null, { before, after: request.body });
      });
      return readAutoApproval(db);
    },
  );

  // An ADJUST entry with a reason, audited in its transaction. Added coins are a batch that expires like any earned
  // coins; taking more than the player has is refused by the ledger; a retry with the same idempotency key changes nothing.
  app.post(
    `/${ADMIN_API.playerAdjust(':uid')}`,
    {
      schema: {
        tags: ['operator wallet'],
        summary: 'Add or take coins with a reason (ADJUST)',
        security: [{ bearer: [] }],
        params: Type.Object({ uid: Type.String({ maxLength: 40 }) }),
        body: AdjustBody,
        response: { 200: AdjustResponse, ...decisionErrors },
      },
    },
    async (request) => {
      const now = clock();
      const { amount, reason, idempotencyKey } = request.body;
      if (Math.round(amount * 100) === 0) throw new AppError(400, MSG.invalidRequest, { typ: 'amount' });
      const player = await playerIdByUid(db, request.params.uid);
      if (!player) throw new AppError(404, MSG.invalidPlayerId);
      const days = (await readCoinExpiryDays(db)) ?? DEFAULT_EXPIRY_DAYS;
      const expiresAt = amount > 0 ? new Date(now.getTime() + days * 86_400_000) : undefined;
      try {
        const answer = await inTransaction(db, async (trx) => {
          const { entry, replayed } = await postEntry(trx, {
            playerId: player.id,
            type: 'ADJUST',
            amount,
            note: reason.trim(),
            expiresAt,
            idempotencyKey: idempotencyKey ? `adjust:${idempotencyKey}` : undefined,
          });
          if (!replayed)
            await audit(trx, request.operator, 'coins.adjust', request.params.uid, {
              playerId: player.id,
              amount,
              reason,
              entryId: entry.id,
            });
          return { entryId: entry.id, replayed, coin: await getCoinSummary(trx, player.id, now) };
        });
        if (!answer.replayed) realtime.toPlayer(player.id, { type: 'stale', reason: 'coins' });
        return answer;
      } catch (error) {
        // Taking more than the player has: the spec's "Player {0} Insufficient Coin", naming whom (args[0]).
        if (error instanceof InsufficientCoinsError) throw new AppError(400, MSG.playerInsufficientCoin, { args: [request.params.uid] });
        throw error;
      }
    },
  );
};
