import { resolve } from 'node:path';
import { loadConfig, pgliteDir } from './config';
import { buildApp } from './app';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemo, DEMO_PLAYER, DEMO_OPERATOR } from './db/seed';
import { maintenanceFlag } from './maintenance/gate';
import { localSms } from './providers/sms';
import { createRealtime } from './realtime/hub';
import { attachSocket } from './realtime/socket';

// The only module that listens (fastify/demo's rule): everything else builds.
const config = loadConfig();
const started = Date.now();
const db = await connect({ databaseUrl: config.databaseUrl, dataDir: pgliteDir(config) });
await migrateToLatest(db);
const { seeded } = await seedDemo(db, { now: new Date() });
const realtime = createRealtime();
// No SMS gateway is wired yet: codes go to a local file that operators (outside production mode) can read.
const smsOutbox = resolve(config.dataDir, 'sms-outbox.jsonl');
// warn: with the local provider no player ever receives a code, which production must not miss.
const sms = localSms({ file: smsOutbox, log: (line) => app.log.warn(line) });
const app = await buildApp({ db, config, realtime, maintenance: maintenanceFlag(db), clock: () => new Date(), sms }, { logger: true });
attachSocket(app.server, db, realtime);
await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${pgliteDir(config)}`;
console.log([
  '',
  `VIP rewards club is up on http://localhost:${config.port}  (${Date.now() - started} ms)`,
  `  database: ${where}${seeded ? ', demo content seeded' : ''}`,
  `  API docs: http://localhost:${config.port}/api/docs`,
  `  SMS:      local outbox ${smsOutbox} (nothing is delivered)`,
  `  demo player login: UID ${DEMO_PLAYER.uid} / password ${DEMO_PLAYER.password}`,
  `  demo operator:     ${DEMO_OPERATOR.username} / ${DEMO_OPERATOR.password}`,
  '',
].join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => db.destroy()).finally(() => process.exit(0));
  });
}
