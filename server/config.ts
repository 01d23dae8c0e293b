import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateKey, keyFromBase64, keyToBase64 } from '../contract/cipher';

export type AppMode = 'production' | 'staging' | 'development' | 'test';

export interface Config {
  port: number;
  host: string;
  mode: AppMode;
  databaseUrl: string | undefined;
  /** where the embedded database, generated secrets and uploads live */
  dataDir: string;
  /** the built PWA; served when it exists */
  staticDir: string;
  /** uploads are looked up here first, then in the seed art */
  uploadDirs: string[];
  cipherKey: Uint8Array;
  sessionTtlHours: number;
}

const ROOT = resolve(import.meta.dirname, '..');

/** Secrets come from the environment; a local default is generated once into the data folder. */
function cipherKeyFrom(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.CIPHER_KEY) return keyFromBase64(env.CIPHER_KEY);
  const file = resolve(dataDir, 'cipher.key');
  if (existsSync(file)) return keyFromBase64(readFileSync(file, 'utf8').trim());
  const key = generateKey();
  writeFileSync(file, keyToBase64(key), { mode: 0o600 });
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(ROOT, env.DATA_DIR ?? 'data');
  mkdirSync(resolve(dataDir, 'uploads'), { recursive: true });
  const mode = (env.APP_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'development')) as AppMode;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    mode,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    staticDir: resolve(ROOT, env.STATIC_DIR ?? 'dist'),
    uploadDirs: [resolve(dataDir, 'uploads'), resolve(ROOT, 'assets/seed-uploads')],
    cipherKey: cipherKeyFrom(env, dataDir),
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 7),
  };
}

/** The embedded database's folder, or memory for throwaway test servers. */
export function pgliteDir(config: Config): string {
  return config.dataDir === ':memory:' ? 'memory://' : resolve(config.dataDir, 'pglite');
}
