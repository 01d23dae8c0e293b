import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { encryptJson, generateKey } from '../../../contract/cipher';
import { HEADERS } from '../../../contract/routes';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import type { Database } from '../../../server/db/schema';
import { seedDemo } from '../../../server/db/seed';
import { maintenanceFlag } from '../../../server/maintenance/gate';
import { createRealtime, type Realtime } from '../../../server/realtime/hub';
import { closeDb, freshDb } from './db';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  realtime: Realtime;
  /** a call as the client makes it: body sealed, bearer when given */
  call(method: 'GET' | 'POST' | 'PUT', url: string, opts?: { body?: unknown; token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a fresh, seeded database, driven in-process with app.inject. */
export async function testApp(): Promise<TestApp> {
  const db = await freshDb();
  await seedDemo(db, { now: new Date() });
  const config: Config = {
    port: 0, host: '127.0.0.1', mode: 'test', databaseUrl: undefined, dataDir: ':memory:',
    staticDir: '/nonexistent', uploadDirs: [], cipherKey: generateKey(), sessionTtlHours: 24,
  };
  const realtime = createRealtime();
  const app = await buildApp({ db, config, realtime, maintenance: maintenanceFlag(db), clock: () => new Date() });
  return {
    app, db, config, realtime,
    call: (method, url, { body, token } = {}) => app.inject({
      method, url,
      headers: {
        ...(body !== undefined ? { [HEADERS.encrypted]: 'true' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { payload: { data: encryptJson(config.cipherKey, body) } } : {}),
    }),
    async close() {
      await app.close();
      await closeDb(db);
    },
  };
}
