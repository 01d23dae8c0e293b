// What the server knows of one game on the platform: server/games/<slug>/index.ts
// exports one of these and server/games/platform/registry.ts lists it. A new
// game adds its folder and one registry line; the compiler says what is missing.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { GameKey, GameSlug, TransactionType } from '../../../contract/constants';
import type { GameDetail } from '../../../contract/schemas/games';
import type { PlayRecord } from '../../../contract/schemas/refresh';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { SimulatedGame } from '../../fairness/simulate';

export interface ServerGame<S extends GameSlug = GameSlug> {
  slug: S;
  key: GameKey;
  /** the ledger entry type its coins move under (transaction history) */
  historyType: TransactionType;
  /** its player calls, under games/<slug>/...; the plugin guards its own folder (session hook) */
  routes: FastifyPluginAsync<AppDeps>;
  /** what refresh's playRec reports for a logged-in player besides the maintenance flag (e.g. rm) */
  playRecord?(db: Kysely<Database>, playerId: number, now: Date): Promise<Omit<PlayRecord, 'mtn'>>;
  /** the figures its table or rules give the detail page (exact RTP and odds, a wheel's terms, a free play's earnings) */
  figures?(
    db: Kysely<Database>,
    now: Date,
  ): Promise<Partial<Pick<GameDetail, 'exactRtp' | 'exactMaxOdds' | 'odds' | 'spinTerms' | 'freePlay'>>>;
  /** its outcome mapping as simulations for `npm run rtp` */
  simulations(): Promise<SimulatedGame[]>;
}
