import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../contract/routes';
import { keyToBase64 } from '../contract/cipher';
import type { AppDeps } from './deps';
import { accountRoutes } from './account/routes';
import { activityRoutes } from './activity/routes';
import { telegramRoutes } from './telegram/routes';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { contentOperatorRoutes } from './content/operator';
import { mediaOperatorRoutes } from './content/operatorMedia';
import { contentRoutes } from './content/routes';
import { fairnessRoutes } from './fairness/routes';
import { gameRoutes } from './games/routes';
import { platformRoutes } from './games/platform/registry';
import { h5Routes } from './h5/routes';
import { historyRoutes } from './history/routes';
import { inboxRoutes } from './inbox/routes';
import { adjustRoutes } from './redeem/adjust';
import { redeemOperatorRoutes } from './redeem/operator';
import { redeemRoutes } from './redeem/routes';
import { verificationOperatorRoutes } from './verification/operator';
import { verificationRoutes } from './verification/routes';
import { cipherPlugin } from './http/cipher';
import { docsPlugin } from './http/docs';
import { errorsPlugin } from './http/errors';
import { multipartPlugin } from './http/multipart';
import { staticPlugin } from './http/static';
import { maintenanceGate } from './maintenance/gate';
import { maintenanceRoutes } from './maintenance/routes';
import { maintenanceOperatorRoutes } from './maintenance/operatorRoutes';
import { playerRoutes } from './player/routes';
import { pushRoutes } from './push/routes';
import { settingsRoutes } from './player/settings';

/**
 * The whole HTTP app, built without listening so tests drive it with
 * app.inject. Plugins load in order: cross-cutting (errors, docs, cipher,
 * maintenance gate), then the domains' routes under /api, then static files.
 */
export async function buildApp(deps: AppDeps, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: deps.config.mode === 'production' ? 'info' : 'warn' } : false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorsPlugin);
  await app.register(docsPlugin);
  await app.register(multipartPlugin, { tmpDir: join(deps.config.dataDir === ':memory:' ? tmpdir() : deps.config.dataDir, 'upload-tmp') });
  await app.register(cipherPlugin, { key: deps.config.cipherKey });
  await app.register(maintenanceGate, { flag: deps.maintenance });

  await app.register(async (api) => {
    // The cipher is obfuscation against casual inspection, not secrecy: the app
    // holds the key (README, "What the body cipher protects").
    api.get(`/${API.cipherKey}`, { schema: { hide: true } }, async () => ({ key: keyToBase64(deps.config.cipherKey) }));
    await api.register(maintenanceRoutes, deps);
    await api.register(activityRoutes, deps);
    await api.register(telegramRoutes, deps);
    await api.register(playerRoutes, deps);
    await api.register(fairnessRoutes, deps);
    await api.register(settingsRoutes, deps);
    await api.register(authRoutes, deps);
    await api.register(accountRoutes, deps);
    await api.register(contentRoutes, deps);
    await api.register(h5Routes, deps);
    await api.register(gameRoutes, deps);
    await api.register(platformRoutes, deps);
    await api.register(adminRoutes, deps);
    await api.register(maintenanceOperatorRoutes, deps);
    await api.register(contentOperatorRoutes, deps);
    await api.register(mediaOperatorRoutes, deps);
    await api.register(redeemRoutes, deps);
    await api.register(verificationRoutes, deps);
    await api.register(historyRoutes, deps);
    await api.register(inboxRoutes, deps);
    await api.register(redeemOperatorRoutes, deps);
    await api.register(verificationOperatorRoutes, deps);
    await api.register(adjustRoutes, deps);
    await api.register(pushRoutes, deps);
  }, { prefix: '/api' });

  await app.register(staticPlugin, { staticDir: deps.config.staticDir, uploadDirs: deps.config.uploadDirs });
  return app;
}
