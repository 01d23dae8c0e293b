import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateKey, keyFromBase64, keyToBase64 } from '../contract/cipher';
import { PROJECT_ROOT } from './lib/projectRoot';

export type AppMode = 'production' | 'staging' | 'development' | 'test';

/**
 * Connections the kernel queues until the app accepts them (Node's default is
 * 511): in a reconnect storm a busy event loop accepts late, and a full queue
 * drops handshakes the clients only retry seconds later (bench:sockets). The
 * kernel caps it at net.core.somaxconn.
 */
export const LISTEN_BACKLOG = 4096;

/** How long a graceful stop (SIGTERM, Ctrl-C; lib/gracefulStop.ts) may take before the server exits 1 regardless. */
export const STOP_GRACE_MS = 20_000;

export interface Config {
  port: number;
  host: string;
  mode: AppMode;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_MAX: this process's connections to PostgreSQL (several processes, or test runs, share its max_connections) */
  databasePoolMax: number | undefined;
  /** REDIS_URL: socket.io's Redis Streams adapter, so every process reaches every player (server/realtime/README.md) */
  redisUrl: string | undefined;
  /** REDIS_PREFIX: the adapter's stream and key prefix, one per deployment, so two that share a Redis never hear each other */
  redisPrefix: string;
  /** where the embedded database, generated secrets and uploads live */
  dataDir: string;
  /** the built PWA; served when it exists */
  staticDir: string;
  /** uploads are looked up here first, then in the seed art */
  uploadDirs: string[];
  cipherKey: Uint8Array;
  sessionTtlHours: number;
  /** which hops may set X-Forwarded-For (per-address throttles depend on it) */
  trustProxy: boolean | string;
  /** HMAC key under which OTP codes are stored (never the codes themselves) */
  otpSecret: string;
  /** shared with the H5 platform, which signs POST h5/launch-token with it */
  h5Secret: string;
  /** the Telegram bot's token: the key of its login data and mini-app initData signatures */
  telegramBotToken: string;
  /** TELEGRAM_BOT_TOKEN was given: the bot really sends (otherwise its messages stay in a local outbox) */
  telegramBotConfigured?: boolean;
  /** FCM_SERVICE_ACCOUNT: a Firebase service account key (JSON, or the path to its file); pushes stay in a local outbox without it */
  fcmServiceAccount: string | undefined;
  /** METRICS_TOKEN: the bearer a scraper sends for GET /metrics; without it production answers 404 there */
  metricsToken?: string;
  /** TIER_REVIEW_SECONDS: how often the VIP tier review runs (default 60: a promotion comes within a minute) */
  tierReviewSeconds?: number;
}

/** Secrets come from the environment; a local default is generated once into the data folder. */
function cipherKeyFrom(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.CIPHER_KEY) return keyFromBase64(env.CIPHER_KEY);
  const file = resolve(dataDir, 'cipher.key');
  if (existsSync(file)) return keyFromBase64(readFileSync(file, 'utf8').trim());
  const key = generateKey();
  writeFileSync(file, keyToBase64(key), { mode: 0o600 });
  return key;
}

/**
 * A text secret from the environment, else one generated once into the data
 * folder. Several server processes must share it: set the variable then.
 */
function secretFrom(env: NodeJS.ProcessEnv, name: string, dataDir: string, fileName: string): string {
  const given = env[name];
  if (given) return given;
  const file = resolve(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** DATABASE_POOL_MAX, a whole number of connections (unset: db/connect.ts's default); a wrong value stops the start. */
function poolMaxFrom(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`DATABASE_POOL_MAX must be a whole number of connections, 1 or more; got '${value}'`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(PROJECT_ROOT, env.DATA_DIR ?? 'data');
  mkdirSync(resolve(dataDir, 'uploads'), { recursive: true });
  const mode = (env.APP_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'development')) as AppMode;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    mode,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: poolMaxFrom(env.DATABASE_POOL_MAX),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'socket.io',
    dataDir,
    staticDir: resolve(PROJECT_ROOT, env.STATIC_DIR ?? 'dist'),
    uploadDirs: [resolve(dataDir, 'uploads'), resolve(PROJECT_ROOT, 'assets/seed-uploads')],
    cipherKey: cipherKeyFrom(env, dataDir),
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 7),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    otpSecret: secretFrom(env, 'OTP_SECRET', dataDir, 'otp.secret'),
    telegramBotToken: secretFrom(env, 'TELEGRAM_BOT_TOKEN', dataDir, 'telegram-bot.token'),
    telegramBotConfigured: Boolean(env.TELEGRAM_BOT_TOKEN),
    h5Secret: secretFrom(env, 'H5_SECRET', dataDir, 'h5.secret'),
    fcmServiceAccount: env.FCM_SERVICE_ACCOUNT || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    tierReviewSeconds: wholeSeconds(env.TIER_REVIEW_SECONDS, 60),
  };
}

/** A whole number of seconds >= 1 from the environment, else the fallback. */
function wholeSeconds(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** The embedded database's folder, or memory for throwaway test servers. */
export function pgliteDir(config: Config): string {
  return config.dataDir === ':memory:' ? 'memory://' : resolve(config.dataDir, 'pglite');
}

/**
 * 'true' trusts every hop, anything else is a comma-separated list of
 * addresses or ranges ('loopback', '10.0.0.0/8'). The default trusts only a proxy on this machine: a
 * client reaching the server directly cannot fake its address.
 */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value) return 'loopback';
  return value === 'true' || value === 'false' ? value === 'true' : value;
}
