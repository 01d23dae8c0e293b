import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { RedeemBody, RedeemInfo, RedeemResponse } from '../../contract/schemas/wallet';
import { playerSession } from '../auth/hook';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { expireDueCoins, getCoinSummary, inTransaction } from '../ledger';
import { latestRedeemableBonus } from '../lib/redeemableBonus';
import { verificationState } from '../lib/verificationState';
import { LIMITS } from '../throttle/limits';
import { availableOf, readRate, readRedeemSettings, recentRedemptions } from './repo';
import { createRedemption } from './service';
import { autoApproveIfAllowed } from './autoApproval';
import { inboxPusher } from '../notify/push';
import { actingSocket } from '../realtime/acting';
import { localH5Wallet } from '../providers/h5wallet';

const RECENT_REDEMPTIONS = 20;

/**
 * The player's side of redeeming: POST redeem (verified accounts only, one
 * redemption per idempotency key, throttled per player) and GET redeem/info
 * (rate, balance, verification, bonus and recent redemptions in one answer).
 */
export const redeemPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock, realtime } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['wallet'], security: [{ bearer: [] }] };
  const decide = { db, realtime, wallet: deps.h5Wallet ?? localH5Wallet(db), pushInbox: inboxPusher(deps, (line) => base.log.warn(line)) };
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

  app.post(
    `/${API.redeem}`,
    {
      schema: {
        ...common,
        summary: 'Redeem coins for H5 free credit (idempotent by key)',
        body: RedeemBody,
        response: { 200: RedeemResponse, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      const { player } = request;
      // 400 and not 403: a 403 logs the player out (SPEC section 8), and this player is welcome, just not yet verified.
      if (!player.verified) throw new AppError(400, MSG.verifyAccountFirst);
      const { coins, idempotencyKey } = request.body;
      const { rate, autoApprovalMaxRm } = await readRedeemSettings(db);
      // Throttled inside the redeem's transaction; a retry of a request that went through is answered before it.
      const outcome = await createRedemption(db, { playerId: player.id, coins, idempotencyKey, rate, now }, LIMITS.redeemPerPlayer);
      if (outcome.replayed) return outcome.answer;
      // The answer carries the wallet after the hold: the device that asked needs no push, the player's others do.
      realtime.toPlayer(player.id, { type: 'stale', reason: 'redeem' }, actingSocket(request));
      // The answer (kept for retries) says Pending; an automatic approval reaches the app as the decision's own refresh and message.
      // A failure here leaves the redemption pending for an operator: the player's redeem itself went through.
      // The rule as read with the rate: off, nothing more is asked of the database. Over the club's limit, the
      // player's VIP tier may allow more (autoApprovalLimitFor), so that case asks too.
      const { redemption } = outcome.answer;
      if (autoApprovalMaxRm !== null) {
        await autoApproveIfAllowed(decide, redemption.id, now).catch((error: unknown) =>
          request.log.warn({ err: error }, 'redeem auto-approval failed'),
        );
      }
      return outcome.answer;
    },
  );

  app.get(
    `/${API.redeemInfo}`,
    {
      schema: { ...common, summary: 'Rate, wallet, verification, bonus and recent redemptions', response: { 200: RedeemInfo, ...errors } },
    },
    async (request) => {
      const now = clock();
      const { player } = request;
      await inTransaction(db, (trx) => expireDueCoins(trx, player.id, now));
      const rate = await readRate(db);
      const coin = await getCoinSummary(db, player.id, now);
      const available = await availableOf(db, player.id);
      const verification = await verificationState(db, player);
      const redemptions = await recentRedemptions(db, player.id, RECENT_REDEMPTIONS);
      const redeemableBonus = await latestRedeemableBonus(db, player.id);
      return { rate, coin, available, verification, redemptions, redeemableBonus };
    },
  );
};
