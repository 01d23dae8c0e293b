import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { ErrorBody } from '../../contract/schemas/common';
import { TransactionPage, TransactionQuery } from '../../contract/schemas/wallet';
import { requirePlayer } from '../auth/guard';
import type { AppDeps } from '../deps';
import { expireDueCoins, inTransaction } from '../ledger';
import { DEFAULT_PAGE, parseCursor } from '../lib/keysetPage';
import { businessRange } from './days';
import { transactionPage } from './repo';

/**
 * GET transactions: the player's coin entries newest first, by type and by
 * days in Malaysia time. An empty result is rows [] (the client says "No
 * Transaction Found"), never an error.
 */
export const historyRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(`/${API.transactions}`, {
    schema: {
      tags: ['wallet'], summary: 'Coin history, newest first (filter by type and GMT+8 days)', security: [{ bearer: [] }],
      querystring: TransactionQuery, response: { 200: TransactionPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request) => {
    const now = clock();
    const player = await requirePlayer(db, request, now);
    const { type, from, to, cursor, limit } = request.query;
    const { since, until } = businessRange(from, to);
    const after = parseCursor(cursor);
    // The first page shows coins that lapsed since the last visit as EXPIRED rows.
    if (after === undefined) await inTransaction(db, (trx) => expireDueCoins(trx, player.id, now));
    return transactionPage(db, player.id, { type, since, until, after, limit: limit ?? DEFAULT_PAGE });
  });
};
