import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { LANGS } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import {
  AdminGame, AdminGameList, AdminPlayerList, AuditList, AuditQuery, CONSOLE_API, GameMaintenanceBody,
  InboxPostBody, InboxPostResponse, PlayerSearchQuery, SPIN_DAILY_LIMIT_DEFAULT, SpinLimitBody, SpinLimitResponse,
} from '../../contract/schemas/console';
import { audit } from '../auth/audit';
import { requireOperator } from '../auth/operators';
import { ADMIN_ROLES, ANY_OPERATOR, SUPPORT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { maskPhone } from '../lib/phone';
import { inboxPusher } from '../notify/push';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const common = { tags: ['operator console'], security: [{ bearer: [] }] };

/** LIKE treats % and _ as wildcards; a UID search means the characters themselves. */
const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The console's calls that no domain owns: inbox posts, game maintenance
 * switches, player look-up, a player's daily spin limit and the audit log.
 * Every write is audited in its own transaction; open apps are told to
 * refresh over the socket afterwards
 * (never inside the transaction: a rolled-back write must not be announced).
 */
export const consoleRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock, realtime } = deps;
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const pushInbox = inboxPusher(deps, (line) => base.log.warn(line));

  app.post(`/${CONSOLE_API.inbox}`, {
    schema: { ...common, summary: "Post an inbox message to one player (UID) or 'all'", body: InboxPostBody, response: { 200: InboxPostResponse, ...errors } },
  }, async (request) => {
    const now = clock();
    const op = await requireOperator(db, request, SUPPORT_ROLES, now);
    const { to, kind, title, desc, coin, credit } = request.body;
    // Every player reads it in their own language: a blank one would reach some players as an empty message.
    for (const [field, text] of [['title', title], ['desc', desc]] as const) {
      if (LANGS.some((lang) => text[lang].trim() === '')) throw new AppError(400, MSG.invalidRequest, { typ: field });
    }
    const everyone = to.trim().toLowerCase() === 'all';
    let playerId: number | null = null;
    if (!everyone) {
      const player = await db.selectFrom('players').select('id')
        .where((eb) => eb(eb.fn('lower', ['uid']), '=', to.trim().toLowerCase())).executeTakeFirst();
      if (!player) throw new AppError(404, MSG.invalidPlayerId);
      playerId = player.id;
    }
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('inbox_messages').values({
        player_id: playerId, kind, title: JSON.stringify(title), descr: JSON.stringify(desc),
        img: null, coin: kind === 'coin' ? (coin ?? 0) : null, credit: kind === 'credit' ? (credit ?? 0) : null,
        redeem_credit: null, spin_amount: null, spin_credit: null, created_at: now,
      }).returning('id').executeTakeFirstOrThrow();
      await audit(trx, op, 'inbox.post', everyone ? 'all' : to.trim(), request.body);
      return row.id;
    });
    if (playerId === null) realtime.toAll({ type: 'stale', reason: 'inbox' });
    else realtime.toPlayer(playerId, { type: 'stale', reason: 'inbox' });
    pushInbox(id);
    return { id, to: everyone ? 'all' : to.trim() };
  });

  app.get(`/${CONSOLE_API.games}`, {
    schema: { ...common, summary: 'Every game with its maintenance switch', response: { 200: AdminGameList, ...errors } },
  }, async (request) => {
    await requireOperator(db, request, ANY_OPERATOR, clock());
    return db.selectFrom('games').select(['slug', 'key', 'status', 'maintenance']).orderBy('sort').orderBy('slug').execute();
  });

  app.put(`/${CONSOLE_API.gameMaintenance(':slug')}`, {
    schema: {
      ...common, summary: "Switch one game's maintenance on or off", params: Type.Object({ slug: Type.String({ maxLength: 40 }) }),
      body: GameMaintenanceBody, response: { 200: AdminGame, ...errors },
    },
  }, async (request) => {
    const op = await requireOperator(db, request, ADMIN_ROLES, clock());
    const { maintenance } = request.body;
    const game = await db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('games').set({ maintenance }).where('slug', '=', request.params.slug)
        .returning(['slug', 'key', 'status', 'maintenance']).executeTakeFirst();
      if (!row) throw new AppError(404, MSG.invalidGame);
      await audit(trx, op, 'game.maintenance', row.slug, { maintenance });
      return row;
    });
    // playRec's mtn flags travel in the refresh data: open apps fetch it again.
    realtime.toAll({ type: 'stale', reason: 'games' });
    return game;
  });

  app.get(`/${CONSOLE_API.players}`, {
    schema: { ...common, summary: 'Players whose UID contains q (at most 20)', querystring: PlayerSearchQuery, response: { 200: AdminPlayerList, ...errors } },
  }, async (request) => {
    await requireOperator(db, request, SUPPORT_ROLES, clock());
    const pattern = `%${likeEscape(request.query.q.trim().toLowerCase())}%`;
    const rows = await db.selectFrom('players').leftJoin('coin_balances', 'coin_balances.player_id', 'players.id')
      .select(['players.uid', 'players.full_name', 'players.phone', 'players.verified', 'players.role', 'players.created_at',
        'players.spin_daily_limit', 'coin_balances.available', 'coin_balances.pending'])
      .where((eb) => eb(eb.fn('lower', ['players.uid']), 'like', pattern))
      .orderBy('players.uid').limit(20).execute();
    return rows.map((r) => ({
      uid: r.uid, fullName: r.full_name, phone: r.phone ? maskPhone(r.phone) : null, verified: r.verified, role: r.role,
      balance: Number(r.available ?? 0), pending: Number(r.pending ?? 0), createdAt: r.created_at.toISOString(),
      spinDailyLimit: r.spin_daily_limit,
    }));
  });

  app.put(`/${CONSOLE_API.spinLimit(':uid')}`, {
    schema: {
      ...common, summary: "Raise one player's daily spin limit (both wheels), or set it back to the default",
      params: Type.Object({ uid: Type.String({ maxLength: 40 }) }), body: SpinLimitBody, response: { 200: SpinLimitResponse, ...errors },
    },
    // Below the default, above the cap, not a whole number: the answer names the field.
    config: { fieldMessages: { dailyLimit: MSG.invalidRequest } },
  }, async (request) => {
    const op = await requireOperator(db, request, SUPPORT_ROLES, clock());
    const { dailyLimit } = request.body;
    // The default is no limit of the player's own: should the rule change, they follow it.
    const next = dailyLimit === SPIN_DAILY_LIMIT_DEFAULT ? null : dailyLimit;
    const player = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('players').select(['id', 'uid', 'spin_daily_limit'])
        .where((eb) => eb(eb.fn('lower', ['uid']), '=', request.params.uid.toLowerCase())).forUpdate().executeTakeFirst();
      if (!row) throw new AppError(404, MSG.invalidPlayerId);
      await trx.updateTable('players').set({ spin_daily_limit: next }).where('id', '=', row.id).execute();
      await audit(trx, op, 'player.spinLimit', row.uid, { playerId: row.id, from: row.spin_daily_limit, to: next });
      return row;
    });
    // The wheels' remaining spins (status, playRec) change at once: open apps fetch them again.
    realtime.toPlayer(player.id, { type: 'stale', reason: 'games' });
    return { uid: player.uid, spinDailyLimit: next };
  });

  app.get(`/${CONSOLE_API.audit}`, {
    schema: { ...common, summary: 'The audit log, newest first', querystring: AuditQuery, response: { 200: AuditList, ...errors } },
  }, async (request) => {
    await requireOperator(db, request, ADMIN_ROLES, clock());
    const rows = await db.selectFrom('audit_log').innerJoin('operators', 'operators.id', 'audit_log.operator_id')
      .select(['audit_log.id', 'operators.username', 'audit_log.action', 'audit_log.target', 'audit_log.detail', 'audit_log.created_at'])
      .orderBy('audit_log.id', 'desc').limit(request.query.limit ?? 50).execute();
    return rows.map((r) => ({
      id: r.id, operator: r.username, action: r.action, target: r.target, detail: r.detail, createdAt: r.created_at.toISOString(),
    }));
  });
};
