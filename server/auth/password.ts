// Password hashing with scrypt from node:crypto (no native add-on to build).
// The stored string names its own parameters, so they can be raised later
// and old hashes still verify: scrypt$N$r$p$saltB64$hashB64.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/**
 * Upper bounds for parameters read back from storage, so a corrupt or
 * tampered row cannot make one login burn gigabytes or minutes.
 */
const MAX = { N: 1 << 20, r: 32, p: 16, keyBytes: 256 } as const;

interface Params {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, keyBytes: number, params: Params): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; the default cap (32 MiB) is too small for N above 2^17.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** False for a wrong password and for a stored value it cannot read (never throws on bad data). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.hash.length, parsed);
  return timingSafeEqual(key, parsed.hash);
}

let dummy: Promise<string> | undefined;

/**
 * verifyPassword, or the same work against a throwaway hash when there is no
 * stored one (unknown account), so response time does not tell which UIDs exist.
 */
export async function verifyPasswordOrDummy(password: string, stored: string | null): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  dummy ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await dummy);
  return false;
}

function parse(stored: string): (Params & { salt: Buffer; hash: Buffer }) | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((v) => (/^[0-9]{1,8}$/.test(v) ? Number(v) : NaN));
  if (N === undefined || r === undefined || p === undefined) return null;
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX.N || !(r >= 1 && r <= MAX.r) || !(p >= 1 && p <= MAX.p)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || hash.length < 16 || hash.length > MAX.keyBytes) return null;
  return { N, r, p, salt, hash };
}
