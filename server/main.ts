import { resolve } from 'node:path';
import { LISTEN_BACKLOG, STOP_GRACE_MS, loadConfig, pgliteDir } from './config';
import { buildApp } from './app';
import { demoSignInsInUse } from './auth/demoSignIns';
import { firstOperatorFromEnv, hasOperator } from './auth/operators';
import { openDatabase } from './db/open';
import { DEMO_PLAYER, DEMO_OPERATOR } from './db/seed';
import { runJobsOnce, startJobs } from './lib/jobs';
import { shiftableClock } from './lib/shiftableClock';
import { createPlayFeed } from './lib/plays';
import { maintenanceFlag } from './maintenance/gate';
import { payoutJob } from './payouts';
import { localH5Wallet } from './providers/h5wallet';
import { localPush } from './providers/push';
import { fcmFromServiceAccount, readServiceAccount } from './providers/push/fcm';
import { localSms } from './providers/sms';
import { botTelegram, localTelegram } from './providers/telegram';
import { expiryReminderJob } from './loyalty/reminders/job';
import { tierReviewJob } from './loyalty/tiers/review';
import { monthlyBonusJob } from './loyalty/tiers/monthlyBonus';
import { inboxPusher } from './notify/push';
import { createRealtime } from './realtime/hub';
import { realtimeAdapter } from './realtime/adapter';
import { attachSocket } from './realtime/socket';
import { redeemJob } from './redeem/jobs';
import { quizForfeitJob } from './games/quiz/forfeitJob';
import { rspClockJob } from './games/rsp/job';
import { gracefulStop } from './lib/gracefulStop';

// The only module that listens (fastify/demo's rule): everything else builds.
const config = loadConfig();
const started = Date.now();
// Production gets the content but no demo accounts; its first operator comes from the environment or `npm run operator`.
const production = config.mode === 'production';
const { db, seeded } = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolMax: config.databasePoolMax,
  dataDir: pgliteDir(config),
  now: new Date(),
  accounts: !production,
});
const firstOperator = production ? await firstOperatorFromEnv(db, process.env) : undefined;
if (production) {
  const demo = await demoSignInsInUse(db);
  if (demo.length > 0) {
    console.error(
      `Refusing to start in production: demo sign-ins still work (${demo.join(', ')}). ` +
        `Change the operator's password (npm run operator -- password ${DEMO_OPERATOR.username}) and remove or re-password the demo players.`,
    );
    await db.destroy();
    process.exit(1);
  }
}
const anyOperator = await hasOperator(db);
const realtime = createRealtime();
// No SMS gateway is wired yet: codes go to a local file that operators (outside production mode) can read.
const smsOutbox = resolve(config.dataDir, 'sms-outbox.jsonl');
// warn: with the local provider no player ever receives a code, which production must not miss.
const sms = localSms({ file: smsOutbox, log: (line) => app.log.warn(line) });
// No H5 platform API is wired yet: credits are recorded in the h5_wallet_credits table and nothing is paid.
const h5Wallet = localH5Wallet(db);
// FCM when a service account is configured; otherwise pushes are kept in a local outbox, like the SMS.
const pushOutbox = resolve(config.dataDir, 'push-outbox.jsonl');
const push = config.fcmServiceAccount
  ? fcmFromServiceAccount(readServiceAccount(config.fcmServiceAccount))
  : localPush({ file: pushOutbox, log: (line) => app.log.info(line) });
// The bot sends with a real TELEGRAM_BOT_TOKEN; with the generated stand-in its messages stay in a local outbox.
const telegramOutbox = resolve(config.dataDir, 'telegram-outbox.jsonl');
const telegram = config.telegramBotConfigured
  ? botTelegram(config.telegramBotToken)
  : localTelegram({ file: telegramOutbox, log: (line) => app.log.info(line) });
// One play feed for the routes and the jobs (rock scissor paper's deadlines end matches too).
const plays = createPlayFeed();
const log = (line: string) => app.log.warn(line);
// QA and the browser tests may move the clock ahead outside production (server/testclock); production reads the machine's.
const testClock = production ? undefined : shiftableClock();
const now = testClock?.now ?? (() => new Date());
// The one job runner: unpaid H5 credits (spin prizes, redemptions) are paid later by the same reference,
// never twice (server/payouts); undecided redemptions are told to operators at 12 h and 20 h and approved
// or released by their 24-hour due time, and due coins expire (server/redeem/jobs.ts);
// quiz prizes whose winner was not reached in time are forfeited (server/games/quiz/forfeitJob.ts);
// rock scissor paper's rounds close at their deadline and the house plays searches past their wait.
const jobs = [
  payoutJob({ db, wallet: h5Wallet, clock: now }),
  redeemJob({ db, realtime, clock: now, pushInbox: inboxPusher({ db, push }, log), wallet: h5Wallet, push, log }),
  quizForfeitJob({ db, realtime, clock: now, pushInbox: inboxPusher({ db, push }, log) }),
  rspClockJob({ db, realtime, plays, clock: now }),
  // Reminders before coins expire: 14, 3 and 1 days before, by inbox, push and Telegram (server/loyalty/reminders).
  expiryReminderJob({ db, realtime, push, telegram, clock: now, log }),
  // VIP tiers: up within a minute of the points, down only after a period of grace (server/loyalty/tiers/review.ts).
  tierReviewJob({ db, realtime, clock: now, pushInbox: inboxPusher({ db, push }, log) }, (config.tierReviewSeconds ?? 60) * 1000),
  // The VIP tiers' monthly bonus, once per tier per GMT+8 month (server/loyalty/tiers/monthlyBonus.ts).
  monthlyBonusJob({ db, realtime, clock: now, pushInbox: inboxPusher({ db, push }, log) }),
];
const app = await buildApp(
  {
    db,
    config,
    realtime,
    maintenance: maintenanceFlag(db),
    clock: now,
    sms,
    h5Wallet,
    push,
    telegram,
    plays,
    ...(testClock ? { testClock: { clock: testClock, runJobs: () => runJobsOnce(jobs, log) } } : {}),
  },
  { logger: true },
);
// Redis Streams (REDIS_URL) or PostgreSQL (DATABASE_URL) carry socket events between processes.
const adapter = await realtimeAdapter({
  redisUrl: config.redisUrl,
  redisPrefix: config.redisPrefix,
  databaseUrl: config.databaseUrl,
  log: (what, error) => app.log.error({ err: error }, what),
});
const sockets = attachSocket(app.server, { db, realtime, adapter });
const stopJobs = startJobs(jobs, log);
await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${pgliteDir(config)}`;
console.log(
  [
    '',
    `VIP rewards club is up on http://localhost:${config.port}  (${Date.now() - started} ms)`,
    `  database: ${where}${seeded ? ', demo content seeded' : ''}`,
    `  socket adapter: ${adapter.name}`,
    `  API docs: http://localhost:${config.port}/api/docs`,
    `  SMS:      local outbox ${smsOutbox} (nothing is delivered)`,
    `  H5 wallet: ${h5Wallet.name} (credits recorded in table h5_wallet_credits, nothing is paid)`,
    `  Telegram: ${telegram.name === 'local' ? `local outbox ${telegramOutbox} (nothing is delivered; set TELEGRAM_BOT_TOKEN)` : 'the bot (TELEGRAM_BOT_TOKEN)'}`,
    `  push:     ${push.name === 'local' ? `local outbox ${pushOutbox} (nothing is delivered; set FCM_SERVICE_ACCOUNT)` : push.name}`,
    ...(production
      ? [
          firstOperator ? `  operator ${firstOperator.username} created from OPERATOR_USERNAME / OPERATOR_PASSWORD` : '',
          anyOperator ? '' : '  no operator yet: npm run operator -- create <username>',
        ].filter(Boolean)
      : [
          `  demo player login: UID ${DEMO_PLAYER.uid} / password ${DEMO_PLAYER.password}`,
          `  demo operator:     ${DEMO_OPERATOR.username} / ${DEMO_OPERATOR.password}`,
        ]),
    '',
  ].join('\n'),
);

// A graceful stop (SIGTERM from an orchestrator, or Ctrl-C); one that hangs past STOP_GRACE_MS exits 1.
const stop = () => gracefulStop({ app, sockets, db, stopJobs });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => {
      app.log.error(`graceful stop still waiting after ${STOP_GRACE_MS} ms: exiting`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'graceful stop failed');
        process.exit(1);
      },
    );
  });
}
