import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { LANGS } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import { ADMIN_API } from '../../contract/adminRoutes';
import { ErrorBody } from '../../contract/schemas/common';
import { SmsMessage } from '../../contract/schemas/content';
import { DashboardSeries, DESK_API } from '../../contract/schemas/consoleDesk';
import {
  AdminGame,
  AdminGameList,
  Dashboard,
  AdminPlayerList,
  AuditList,
  AuditQuery,
  CONSOLE_API,
  GameMaintenanceBody,
  InboxPostBody,
  InboxPostResponse,
  PlayerBlockBody,
  PlayerBlockResponse,
  PlayerSearchQuery,
  SPIN_DAILY_LIMIT_DEFAULT,
  SpinLimitBody,
  SpinLimitResponse,
} from '../../contract/schemas/console';
import { normalizePhone } from '../../contract/validation';
import { audit } from '../auth/audit';
import { operatorSession } from '../auth/hook';
import { ADMIN_ROLES, ANY_OPERATOR, SUPPORT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { playerIdByUid } from '../lib/players';
import { gameSettingsWritten } from '../lib/settingsEpoch';
import { postConsoleMessage } from '../notify/inbox';
import { inboxPusher } from '../notify/push';
import { hasOutbox } from '../providers/sms';
import { dashboard } from './dashboard';
import { dashboardSeries } from './dashboardSeries';
import { exportRoutes } from './exports';
import { operatorAccountRoutes } from './operatorAccounts';
import { auditLog, listGameSwitches, searchPlayers, setBlocked, setGameMaintenance, setSpinLimit } from './repo';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const common = { tags: ['operator console'], security: [{ bearer: [] }] };
const PLAYER_SEARCH_LIMIT = 20;

const OutboxQuery = Type.Object({
  /** any spelling normalizePhone takes; an unencoded '+' arrives as a space, which it ignores */
  to: Type.Optional(Type.String({ maxLength: 20 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

/**
 * The console's calls that no domain owns: inbox posts, game maintenance
 * switches, player look-up, a player's daily spin limit, the audit log and
 * (outside production) the local SMS outbox. Support and admins by default;
 * switches and the audit log are admins' (config.roles). Every write is
 * audited in its own transaction; open apps are told to refresh over the
 * socket afterwards (never inside the transaction: a rolled-back write must
 * not be announced).
 */
export const adminOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock, realtime, config, sms } = deps;
  await base.register(operatorSession, { ...deps, roles: SUPPORT_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const pushInbox = inboxPusher(deps, (line) => base.log.warn(line));
  // Operators' own accounts: a password change for everyone, the list and new operators for admins.
  operatorAccountRoutes(base, deps);
  // CSV downloads of the console's tables, each behind its table's roles.
  exportRoutes(base, deps);

  app.post(
    `/${CONSOLE_API.inbox}`,
    {
      schema: {
        ...common,
        summary: "Post an inbox message to one player (UID) or 'all'",
        body: InboxPostBody,
        response: { 200: InboxPostResponse, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      const { to, kind, title, desc, coin, credit } = request.body;
      // Every player reads it in their own language: a blank one would reach some players as an empty message.
      for (const [field, text] of [
        ['title', title],
        ['desc', desc],
      ] as const) {
        if (LANGS.some((lang) => text[lang].trim() === '')) throw new AppError(400, MSG.invalidRequest, { typ: field });
      }
      const everyone = to.trim().toLowerCase() === 'all';
      let playerId: number | null = null;
      if (!everyone) {
        const player = await playerIdByUid(db, to.trim());
        if (!player) throw new AppError(404, MSG.invalidPlayerId);
        playerId = player.id;
      }
      const id = await db.transaction().execute(async (trx) => {
        const messageId = await postConsoleMessage(trx, { playerId, kind, title, desc, coin, credit, at: now });
        await audit(trx, request.operator, 'inbox.post', everyone ? 'all' : to.trim(), request.body);
        return messageId;
      });
      if (playerId === null) realtime.toAll({ type: 'stale', reason: 'inbox' });
      else realtime.toPlayer(playerId, { type: 'stale', reason: 'inbox' });
      pushInbox(id);
      return { id, to: everyone ? 'all' : to.trim() };
    },
  );

  app.get(
    `/${CONSOLE_API.dashboard}`,
    {
      schema: {
        ...common,
        summary: 'The back office at a glance: pending redemptions by age, players, coins today, games over today and 30 days',
        response: { 200: Dashboard, ...errors },
      },
    },
    async () => dashboard(db, clock()),
  );

  app.get(
    `/${DESK_API.series}`,
    {
      schema: {
        ...common,
        summary:
          'The dashboard charts: coins, redemptions against the promise, games against their RTP and active players per GMT+8 day, 30 days',
        response: { 200: DashboardSeries, ...errors },
      },
    },
    async () => dashboardSeries(db, clock()),
  );

  app.get(
    `/${CONSOLE_API.games}`,
    {
      config: { roles: ANY_OPERATOR },
      schema: { ...common, summary: 'Every game with its maintenance switch', response: { 200: AdminGameList, ...errors } },
    },
    async () => listGameSwitches(db),
  );

  app.put(
    `/${CONSOLE_API.gameMaintenance(':slug')}`,
    {
      // Switching games off is a business decision: admins only, like system maintenance.
      config: { roles: ADMIN_ROLES },
      schema: {
        ...common,
        summary: "Switch one game's maintenance on or off",
        params: Type.Object({ slug: Type.String({ maxLength: 40 }) }),
        body: GameMaintenanceBody,
        response: { 200: AdminGame, ...errors },
      },
    },
    async (request) => {
      const { maintenance } = request.body;
      const game = await db.transaction().execute(async (trx) => {
        const row = await setGameMaintenance(trx, request.params.slug, maintenance);
        if (!row) throw new AppError(404, MSG.invalidGame);
        await audit(trx, request.operator, 'game.maintenance', row.slug, { maintenance });
        return row;
      });
      gameSettingsWritten(db);
      // playRec's mtn flags travel in the refresh data: open apps fetch it again.
      realtime.toAll({ type: 'stale', reason: 'games' });
      return game;
    },
  );

  app.get(
    `/${CONSOLE_API.players}`,
    {
      schema: {
        ...common,
        summary: `Players whose UID contains q (at most ${PLAYER_SEARCH_LIMIT})`,
        querystring: PlayerSearchQuery,
        response: { 200: AdminPlayerList, ...errors },
      },
    },
    async (request) => searchPlayers(db, request.query.q, PLAYER_SEARCH_LIMIT),
  );

  app.put(
    `/${CONSOLE_API.spinLimit(':uid')}`,
    {
      schema: {
        ...common,
        summary: "Raise one player's daily spin limit (both wheels), or set it back to the default",
        params: Type.Object({ uid: Type.String({ maxLength: 40 }) }),
        body: SpinLimitBody,
        response: { 200: SpinLimitResponse, ...errors },
      },
      // Below the default, above the cap, not a whole number: the answer names the field.
      config: { fieldMessages: { dailyLimit: MSG.invalidRequest } },
    },
    async (request) => {
      const { dailyLimit } = request.body;
      // The default is no limit of the player's own: should the rule change, they follow it.
      const next = dailyLimit === SPIN_DAILY_LIMIT_DEFAULT ? null : dailyLimit;
      const player = await db.transaction().execute(async (trx) => {
        const row = await setSpinLimit(trx, request.params.uid, next);
        if (!row) throw new AppError(404, MSG.invalidPlayerId);
        await audit(trx, request.operator, 'player.spinLimit', row.uid, { playerId: row.id, from: row.spin_daily_limit, to: next });
        return row;
      });
      // The wheels' remaining spins (status, playRec) change at once: open apps fetch them again.
      realtime.toPlayer(player.id, { type: 'stale', reason: 'games' });
      return { uid: player.uid, spinDailyLimit: next };
    },
  );

  app.put(
    `/${CONSOLE_API.playerBlock(':uid')}`,
    {
      schema: {
        ...common,
        summary: 'Block a player (every door answers msg.accessBlock) or let them back in, with a reason',
        params: Type.Object({ uid: Type.String({ maxLength: 40 }) }),
        body: PlayerBlockBody,
        response: { 200: PlayerBlockResponse, ...errors },
      },
    },
    async (request) => {
      const { blocked, reason } = request.body;
      if (!reason.trim()) throw new AppError(400, MSG.invalidRequest, { typ: 'reason' });
      const player = await db.transaction().execute(async (trx) => {
        const row = await setBlocked(trx, request.params.uid, blocked, clock());
        if (!row) throw new AppError(404, MSG.invalidPlayerId);
        await audit(trx, request.operator, blocked ? 'player.block' : 'player.unblock', row.uid, {
          playerId: row.id,
          from: row.was?.toISOString() ?? null,
          reason: reason.trim(),
        });
        return row;
      });
      // After the commit: the player's open apps are logged out with the reason (SPEC 8's socket error).
      if (player.sessions.length) realtime.endSessions(player.sessions, MSG.accessBlock);
      return { uid: player.uid, blockedAt: player.blockedAt?.toISOString() ?? null };
    },
  );

  app.get(
    `/${CONSOLE_API.audit}`,
    {
      config: { roles: ADMIN_ROLES },
      schema: { ...common, summary: 'The audit log, newest first', querystring: AuditQuery, response: { 200: AuditList, ...errors } },
    },
    async (request) => auditLog(db, request.query.limit ?? 50),
  );

  // What the local SMS provider "sent", so QA and end-to-end tests can read a code. It holds live codes: never in production mode.
  if (config.mode === 'production' || !hasOutbox(sms)) return;
  const outbox = sms;
  app.get(
    `/${ADMIN_API.smsOutbox}`,
    {
      schema: {
        tags: ['operator'],
        summary: 'Local SMS outbox (not in production mode)',
        security: [{ bearer: [] }],
        querystring: OutboxQuery,
        response: { 200: Type.Array(SmsMessage), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const to = request.query.to === undefined ? undefined : normalizePhone(request.query.to);
      if (to === null) throw new AppError(400, MSG.invalidPhoneNumber);
      return outbox.read({ to, limit: request.query.limit ?? 50 });
    },
  );
};
