// One session hook per route plugin: a player plugin registers
// playerSession, an operator plugin operatorSession, before its routes.
// The hook runs onRequest, before the body is read or validated, so a call
// without a live session is a 401 whatever its body; handlers read the
// typed request.player / request.operator it sets. Public routes live in
// plugins without a hook (routes.ts beside playerRoutes.ts / operatorRoutes.ts).
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database, Player } from '../db/schema';
import { requirePlayer } from './guard';
import { requireOperator, type Operator, type OperatorRole } from './operators';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in player: set by playerSession's hook, so read it only in a plugin that registered it. */
    readonly player: Player;
    /** The logged-in operator: set by operatorSession's hook. */
    readonly operator: Operator;
  }
  interface FastifyContextConfig {
    /** An operator route open to other roles than its plugin's. */
    roles?: readonly OperatorRole[];
  }
}

const players = new WeakMap<FastifyRequest, Player>();
const operators = new WeakMap<FastifyRequest, Operator>();

/** A getter that fails loudly on a route whose plugin has no session hook, rather than handing out undefined. */
function slot<T extends object>(store: WeakMap<FastifyRequest, T>, name: string) {
  return {
    getter(this: FastifyRequest): T {
      const value = store.get(this);
      if (!value) throw new Error(`request.${name} read on ${this.method} ${this.url}, whose plugin has no ${name} session hook`);
      return value;
    },
  };
}

/** Registered once, at the root (server/app.ts). */
export const sessionSlots = fp(async (app) => {
  app.decorateRequest('player', slot(players, 'player'));
  app.decorateRequest('operator', slot(operators, 'operator'));
});

interface SessionDeps {
  db: Kysely<Database>;
  /** the app's clock: session expiry is judged on it */
  clock: () => Date;
}

/** Every route of the plugin needs a live VIP session: 401 with the session's message key, 403 for a non-VIP account. */
export const playerSession = fp<SessionDeps>(async (app, { db, clock }) => {
  app.addHook('onRequest', async (request) => {
    players.set(request, await requirePlayer(db, request, clock()));
  });
});

/** Every route of the plugin needs a live operator session whose role is one of `roles` (or the route's config.roles). */
export const operatorSession = fp<SessionDeps & { roles: readonly OperatorRole[] }>(async (app, { db, clock, roles }) => {
  app.addHook('onRequest', async (request) => {
    operators.set(request, await requireOperator(db, request, request.routeOptions.config.roles ?? roles, clock()));
  });
});
