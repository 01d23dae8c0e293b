import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import { encryptJson, generateKey } from '../../../contract/cipher';
import { HEADERS } from '../../../contract/routes';
import { buildApp } from '../../../server/app';
import type { AppMode, Config } from '../../../server/config';
import type { Database } from '../../../server/db/schema';
import { runJobsOnce } from '../../../server/lib/jobs';
import { createPlayFeed, type PlayFeed } from '../../../server/lib/plays';
import type { ShiftableClock } from '../../../server/lib/shiftableClock';
import { expiryReminderJob } from '../../../server/loyalty/reminders/job';
import { maintenanceFlag } from '../../../server/maintenance/gate';
import { localPush, type LocalPush } from '../../../server/providers/push';
import { localSms, type LocalSms } from '../../../server/providers/sms';
import { localTelegram, type LocalTelegram } from '../../../server/providers/telegram';
import { createRealtime, type Realtime } from '../../../server/realtime/hub';
import { closeDb, freshDb } from './db';

/** The app's clock: real time plus an offset a test may move, or stopped so waits come out exact. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(at: Date): void;
  /** Stops the clock where it reads now; from then on only advance and set move it. Freeze, then set, to stand exactly at a time (set, then freeze, stands a busy machine's milliseconds later). */
  freeze(): void;
  /** Lets a frozen clock run again from where it stands. */
  thaw(): void;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** the caller's address, as a proxy would pass it (the app trusts X-Forwarded-For) */
  ip?: string;
  /** the device's push token, sent as the push-token header */
  pushToken?: string;
  /** the id of the device's live socket, sent as the socket header (HEADERS.socket) */
  socket?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  realtime: Realtime;
  clock: TestClock;
  /** the in-memory local SMS provider the app sends through */
  sms: LocalSms;
  /** the in-memory local push provider: what it holds is what the players' devices would have received */
  push: LocalPush;
  /** the bot's in-memory local stand-in: what it holds is what players who bound Telegram would have received */
  telegram: LocalTelegram;
  /** the games' play feed: `await plays.drain()` after a play waits for loyalty's listener (the streak's milestones) */
  plays: PlayFeed;
  /** a call as the client makes it: body sealed, bearer when given */
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts?: CallOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

function testClock(): TestClock {
  let offset = 0;
  let frozenAt: number | null = null;
  const now = () => new Date(frozenAt ?? Date.now() + offset);
  return {
    now,
    advance(ms) {
      if (frozenAt === null) offset += ms;
      else frozenAt += ms;
    },
    set(at) {
      if (frozenAt === null) offset = at.getTime() - Date.now();
      else frozenAt = at.getTime();
    },
    freeze() {
      frozenAt = now().getTime();
    },
    thaw() {
      if (frozenAt !== null) offset = frozenAt - Date.now();
      frozenAt = null;
    },
  };
}

/** The test clock as main.ts's shiftable one (server/testclock): a shift on top of whatever the test set. */
function shiftable(clock: TestClock): ShiftableClock {
  let shift = 0;
  return {
    now: () => new Date(clock.now().getTime() + shift),
    shiftMs: () => shift,
    setShift: (ms) => {
      shift = ms;
    },
  };
}

/**
 * The real app on a fresh, seeded database, driven in-process with app.inject.
 * `testClock`: the app runs on a clock admin/test-clock moves, and a move runs
 * the expiry reminders' job, as the server's job runner would. `plugins` see
 * every query the app makes (not the test's own through `db`, nor the
 * maintenance flag's read every 2 s), as the benches' startApp gives them;
 * `plays`: the feed to use (a bench's stand-in); the app's own otherwise, on TestApp.plays either way.
 */
export async function testApp(
  opts: { mode?: AppMode; testClock?: boolean; plugins?: readonly KyselyPlugin[]; plays?: PlayFeed } = {},
): Promise<TestApp> {
  const db = await freshDb({ seeded: true });
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    mode: opts.mode ?? 'test',
    databaseUrl: undefined,
    databasePoolMax: undefined,
    redisUrl: undefined,
    redisPrefix: 'socket.io',
    dataDir: ':memory:',
    staticDir: '/nonexistent',
    uploadDirs: [],
    cipherKey: generateKey(),
    sessionTtlHours: 24,
    trustProxy: 'loopback',
    otpSecret: randomBytes(32).toString('hex'),
    h5Secret: randomBytes(32).toString('hex'),
    telegramBotToken: `123456:${randomBytes(16).toString('hex')}`,
    fcmServiceAccount: undefined,
  };
  const realtime = createRealtime();
  const clock = testClock();
  const sms = localSms({ file: null });
  const push = localPush({ file: null });
  const telegram = localTelegram({ file: null });
  const plays = opts.plays ?? createPlayFeed();
  const moved = opts.testClock ? shiftable(clock) : undefined;
  const now = moved?.now ?? clock.now;
  const testClockDeps = moved && {
    clock: moved,
    runJobs: () => runJobsOnce([expiryReminderJob({ db, realtime, push, telegram, clock: now, log: () => undefined })], () => undefined),
  };
  const appDb = (opts.plugins ?? []).reduce((d, p) => d.withPlugin(p), db);
  const app = await buildApp({
    db: appDb,
    config,
    realtime,
    maintenance: maintenanceFlag(db),
    clock: now,
    sms,
    push,
    telegram,
    plays,
    ...(testClockDeps ? { testClock: testClockDeps } : {}),
  });
  return {
    app,
    db,
    config,
    realtime,
    clock,
    sms,
    push,
    telegram,
    plays,
    call: (method, url, { body, token, ip, pushToken, socket } = {}) =>
      app.inject({
        method,
        url,
        headers: {
          ...(body !== undefined ? { [HEADERS.encrypted]: 'true' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(ip ? { 'x-forwarded-for': ip } : {}),
          ...(pushToken ? { [HEADERS.pushToken]: pushToken } : {}),
          ...(socket ? { [HEADERS.socket]: socket } : {}),
        },
        ...(body !== undefined ? { payload: { data: encryptJson(config.cipherKey, body) } } : {}),
      }),
    async close() {
      await app.close();
      await closeDb(db);
    },
  };
}
