import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../contract/routes';
import { keyToBase64 } from '../contract/cipher';
import type { AppDeps } from './deps';
import { accountRoutes } from './account/routes';
import { activityPlayerRoutes } from './activity/playerRoutes';
import { adminOperatorRoutes } from './admin/operatorRoutes';
import { adminRoutes } from './admin/routes';
import { sessionSlots } from './auth/hook';
import { requireOperator } from './auth/operators';
import { ANY_OPERATOR } from './auth/roles';
import { authRoutes } from './auth/routes';
import { bigWinsRoutes } from './bigWins/routes';
import { contentOperatorRoutes } from './content/operatorRoutes';
import { contentRoutes } from './content/routes';
import { fairnessPlayerRoutes } from './fairness/playerRoutes';
import { platformRoutes } from './games/platform/registry';
import { quizOperatorRoutes } from './games/quiz/operatorRoutes';
import { quizPlayerRoutes } from './games/quiz/playerRoutes';
import { quizRoutes } from './games/quiz/routes';
import { gameRoutes } from './games/routes';
import { wagerConsoleRoutes } from './games/wagerConsole/operatorRoutes';
import { h5Routes } from './h5/routes';
import { historyPlayerRoutes } from './history/playerRoutes';
import { cipherPlugin } from './http/cipher';
import { docsPlugin } from './http/docs';
import { errorsPlugin, frameworkErrors } from './http/errors';
import { healthPlugin } from './http/health';
import { metricsPlugin } from './http/metrics';
import { requestIdEcho, requestIdOf } from './http/requestId';
import { multipartPlugin } from './http/multipart';
import { securityHeaders } from './http/securityHeaders';
import { staticPlugin } from './http/static';
import { storableTextPlugin } from './http/text';
import { exactBodies } from './http/validation';
import { inboxPlayerRoutes } from './inbox/playerRoutes';
import { limitsOperatorRoutes } from './limits/operatorRoutes';
import { tiersOperatorRoutes } from './loyalty/tiers/operatorRoutes';
import { tiersPlayerRoutes } from './loyalty/tiers/playerRoutes';
import { tiersRoutes } from './loyalty/tiers/routes';
import { limitsPlayerRoutes } from './limits/playerRoutes';
import { createPlayFeed } from './lib/plays';
import { loyaltyAfterPlay } from './loyalty/afterPlay';
import { missionsOperatorRoutes } from './loyalty/missions/operatorRoutes';
import { missionsPlayerRoutes } from './loyalty/missions/playerRoutes';
import { missionsRoutes } from './loyalty/missions/routes';
import { festivalsOperatorRoutes } from './loyalty/streaks/operatorRoutes';
import { holidaysOperatorRoutes } from './holidays/operatorRoutes';
import { streakPlayerRoutes } from './loyalty/streaks/playerRoutes';
import { maintenanceGate } from './maintenance/gate';
import { maintenanceOperatorRoutes } from './maintenance/operatorRoutes';
import { maintenanceRoutes } from './maintenance/routes';
import { playerPlayerRoutes } from './player/playerRoutes';
import { playerRoutes } from './player/routes';
import { pushOperatorRoutes } from './push/operatorRoutes';
import { pushPlayerRoutes } from './push/playerRoutes';
import { redeemOperatorRoutes } from './redeem/operatorRoutes';
import { redeemPlayerRoutes } from './redeem/playerRoutes';
import { telegramPlayerRoutes } from './telegram/playerRoutes';
import { telegramRoutes } from './telegram/routes';
import { telegramOutboxRoutes } from './telegram/outboxRoutes';
import { testClockRoutes } from './testclock/operatorRoutes';
import { verificationOperatorRoutes } from './verification/operatorRoutes';
import { verificationPlayerRoutes } from './verification/playerRoutes';

/**
 * The whole HTTP app, built without listening so tests drive it with
 * app.inject. Plugins load in order: cross-cutting (errors, docs, cipher,
 * maintenance gate, the request.player / request.operator slots), then the
 * domains' routes under /api by access (public routes.ts, then each folder's
 * playerRoutes.ts and operatorRoutes.ts with its session hook), then static files.
 */
export async function buildApp(
  given: AppDeps,
  opts: { logger?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  // The games tell the play feed after each commit; loyalty listens (lib/plays.ts).
  const deps: AppDeps = { ...given, plays: given.plays ?? createPlayFeed() };
  const app = Fastify({
    logger: opts.logger
      ? { level: deps.config.mode === 'production' ? 'info' : 'warn', ...(opts.logStream ? { stream: opts.logStream } : {}) }
      : false,
    requestIdHeader: false,
    // A graceful stop (main.ts) serves what still arrives on open connections, with Connection: close, rather than 503.
    return503OnClosing: false,
    genReqId: requestIdOf,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 256 * 1024,
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(requestIdEcho);
  const stopListening = deps.plays?.listen(loyaltyAfterPlay(deps));
  app.addHook('onClose', async () => {
    stopListening?.();
    await deps.plays?.drain();
  });
  // Once a graceful stop has begun (app.close()), every answer ends its connection: a client keeping a
  // connection alive with request after request would otherwise hold the stop open until its grace ran out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  await app.register(errorsPlugin);
  await app.register(exactBodies);
  await app.register(securityHeaders);
  // Production shows the API's map to operators only.
  await app.register(
    docsPlugin,
    deps.config.mode === 'production' ? { guard: (request) => requireOperator(deps.db, request, ANY_OPERATOR, deps.clock()) } : {},
  );
  await app.register(multipartPlugin, { tmpDir: join(deps.config.dataDir === ':memory:' ? tmpdir() : deps.config.dataDir, 'upload-tmp') });
  await app.register(cipherPlugin, { key: deps.config.cipherKey });
  await app.register(storableTextPlugin);
  await app.register(maintenanceGate, { flag: deps.maintenance });
  await app.register(sessionSlots);
  await app.register(healthPlugin, { probe: () => sql`SELECT 1`.execute(deps.db) });
  await app.register(metricsPlugin, { token: deps.config.metricsToken, required: deps.config.mode === 'production' });

  await app.register(
    async (api) => {
      // The cipher is obfuscation against casual inspection, not secrecy: the app
      // holds the key (README, "What the body cipher protects").
      api.get(`/${API.cipherKey}`, { schema: { hide: true } }, async () => ({ key: keyToBase64(deps.config.cipherKey) }));
      // Public: no session needed (guest refresh, logins, content, games list, the H5 platform's signed calls).
      for (const routes of [
        maintenanceRoutes,
        playerRoutes,
        authRoutes,
        accountRoutes,
        telegramRoutes,
        contentRoutes,
        h5Routes,
        gameRoutes,
        quizRoutes,
        bigWinsRoutes,
        adminRoutes,
        missionsRoutes,
        tiersRoutes,
      ]) {
        await api.register(routes, deps);
      }
      // Players: each plugin's session hook admits a live VIP session only.
      for (const routes of [
        playerPlayerRoutes,
        activityPlayerRoutes,
        telegramPlayerRoutes,
        fairnessPlayerRoutes,
        redeemPlayerRoutes,
        verificationPlayerRoutes,
        historyPlayerRoutes,
        inboxPlayerRoutes,
        pushPlayerRoutes,
        quizPlayerRoutes,
        limitsPlayerRoutes,
        missionsPlayerRoutes,
        streakPlayerRoutes,
        tiersPlayerRoutes,
      ]) {
        await api.register(routes, deps);
      }
      // Each game on the platform (both wheels, Find The Odd...) guards its own folder: server/games/platform.
      await api.register(platformRoutes, deps);
      // Operators: each plugin's session hook admits the roles it names.
      for (const routes of [
        adminOperatorRoutes,
        maintenanceOperatorRoutes,
        contentOperatorRoutes,
        redeemOperatorRoutes,
        verificationOperatorRoutes,
        pushOperatorRoutes,
        telegramOutboxRoutes,
        quizOperatorRoutes,
        wagerConsoleRoutes,
        limitsOperatorRoutes,
        missionsOperatorRoutes,
        festivalsOperatorRoutes,
        tiersOperatorRoutes,
        holidaysOperatorRoutes,
        testClockRoutes,
      ]) {
        await api.register(routes, deps);
      }
    },
    { prefix: '/api' },
  );

  await app.register(staticPlugin, { staticDir: deps.config.staticDir, uploadDirs: deps.config.uploadDirs });
  return app;
}
