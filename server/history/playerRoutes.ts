import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { ErrorBody } from '../../contract/schemas/common';
import { TransactionPage, TransactionQuery } from '../../contract/schemas/wallet';
import { playerSession } from '../auth/hook';
import type { AppDeps } from '../deps';
import { UpcomingExpiries } from '../../contract/loyalty/expiry';
import { EXPIRY_API } from '../../contract/loyalty/expiryRules';
import { expireDueCoins, inTransaction, upcomingExpiries } from '../ledger';
import { DEFAULT_PAGE, parseCursor } from '../lib/keysetPage';
import { businessRange } from './days';
import { transactionPage } from './repo';

/**
 * GET transactions: the player's coin entries newest first, by type and by
 * days in Malaysia time. An empty result is rows [] (the client says "No
 * Transaction Found"), never an error.
 */
export const historyPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `/${API.transactions}`,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Coin history, newest first (filter by type and GMT+8 days)',
        security: [{ bearer: [] }],
        querystring: TransactionQuery,
        response: { 200: TransactionPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const now = clock();
      const { id: playerId } = request.player;
      const { type, from, to, cursor, limit } = request.query;
      const { since, until } = businessRange(from, to);
      const after = parseCursor(cursor);
      // The first page shows coins that lapsed since the last visit as EXPIRED rows.
      if (after === undefined) await inTransaction(db, (trx) => expireDueCoins(trx, playerId, now));
      return transactionPage(db, playerId, { type, since, until, after, limit: limit ?? DEFAULT_PAGE });
    },
  );

  app.get(
    `/${EXPIRY_API.upcoming}`,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Coins still to expire, one row per GMT+8 day, soonest first',
        security: [{ bearer: [] }],
        response: { 200: UpcomingExpiries, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const rows = await upcomingExpiries(db, request.player.id, clock());
      return { rows: rows.map((d) => ({ day: d.day, firstAt: d.firstAt.toISOString(), coins: d.cents / 100 })) };
    },
  );
};
