import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { AdjustBody, AdjustResponse } from '../../contract/schemas/wallet';
import { audit } from '../auth/audit';
import { requireOperator } from '../auth/operators';
import { SUPPORT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { decisionErrors } from '../http/schemas';
import { getCoinSummary, inTransaction, InsufficientCoinsError, postEntry } from '../ledger';

/** Earned coins expire after this many days (option coin_expiry_days) unless the option says otherwise. */
const DEFAULT_EXPIRY_DAYS = 90;

/**
 * POST admin/players/{uid}/adjust: an operator adds or takes coins with a
 * reason (an ADJUST entry, audited in the same transaction). Added coins are
 * a batch that expires like any earned coins. Taking more than the player
 * has is refused by the ledger ("INSUFFICIENT COINS"); a retried call with
 * the same idempotency key changes nothing.
 */
export const adjustRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock, realtime }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(`/${API.adminPlayerAdjust(':uid')}`, {
    schema: {
      tags: ['operator wallet'], summary: 'Add or take coins with a reason (ADJUST)', security: [{ bearer: [] }],
      params: Type.Object({ uid: Type.String({ maxLength: 40 }) }), body: AdjustBody, response: { 200: AdjustResponse, ...decisionErrors },
    },
  }, async (request) => {
    const now = clock();
    const op = await requireOperator(db, request, SUPPORT_ROLES, now);
    const { amount, reason, idempotencyKey } = request.body;
    if (Math.round(amount * 100) === 0) throw new AppError(400, MSG.invalidRequest, { typ: 'amount' });
    const player = await db.selectFrom('players').select('id').where((eb) => eb(eb.fn('lower', ['uid']), '=', request.params.uid.toLowerCase()))
      .executeTakeFirst();
    if (!player) throw new AppError(404, MSG.invalidPlayerId);
    const days = Number((await db.selectFrom('options').select('value').where('name', '=', 'coin_expiry_days').executeTakeFirst())?.value);
    const expiresAt = amount > 0 ? new Date(now.getTime() + (days > 0 ? days : DEFAULT_EXPIRY_DAYS) * 86_400_000) : undefined;
    try {
      const answer = await inTransaction(db, async (trx) => {
        const { entry, replayed } = await postEntry(trx, {
          playerId: player.id, type: 'ADJUST', amount, note: reason.trim(), expiresAt,
          idempotencyKey: idempotencyKey ? `adjust:${idempotencyKey}` : undefined,
        });
        if (!replayed) await audit(trx, op, 'coins.adjust', request.params.uid, { playerId: player.id, amount, reason, entryId: entry.id });
        return { entryId: entry.id, replayed, coin: await getCoinSummary(trx, player.id, now) };
      });
      if (!answer.replayed) realtime.toPlayer(player.id, { type: 'stale', reason: 'coins' });
      return answer;
    } catch (error) {
      if (error instanceof InsufficientCoinsError) throw new AppError(400, MSG.insufficientCoins);
      throw error;
    }
  });
};
