import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ADMIN_API } from '../../contract/adminRoutes';
import { ErrorBody } from '../../contract/schemas/common';
import { TestClockBody, TestClockState } from '../../contract/schemas/testClock';
import { operatorSession } from '../auth/hook';
import { ADMIN_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';

/**
 * GET and PUT admin/test-clock: how far ahead of real time the server runs,
 * for QA and the browser tests (a streak across days, a reminder before an
 * expiry). Outside production mode only, and only on a server that runs its
 * clock shiftable (main.ts). A move runs every job once before it answers, so
 * what the new time makes due (reminders, notices, reviews) is done by then.
 */
export const testClockRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { testClock, config } = deps;
  if (config.mode === 'production' || !testClock) return;
  await base.register(operatorSession, { ...deps, roles: ADMIN_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const state = (): TestClockState => ({ now: testClock.clock.now().toISOString(), shiftMs: testClock.clock.shiftMs() });
  const schema = { tags: ['operator'], security: [{ bearer: [] }], response: { 200: TestClockState, 401: ErrorBody, 403: ErrorBody } };

  app.get(`/${ADMIN_API.testClock}`, { schema: { ...schema, summary: "The server clock's shift (not in production mode)" } }, async () =>
    state(),
  );
  app.put(
    `/${ADMIN_API.testClock}`,
    {
      schema: {
        ...schema,
        summary: 'Move the server clock ahead of real time, then run every job once (not in production mode)',
        body: TestClockBody,
        response: { ...schema.response, 400: ErrorBody },
      },
    },
    async (request) => {
      testClock.clock.setShift(request.body.shiftMs);
      await testClock.runJobs();
      return state();
    },
  );
};
