import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { MSG } from '../../contract/errors';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';

/** At most `limit` events under `key` in any sliding window of `windowMs`. */
export interface Rule {
  key: string;
  limit: number;
  windowMs: number;
}

export type Take =
  | { ok: true; /** forget this event (e.g. a login attempt that turned out right) */ release(): Promise<void> }
  | { ok: false; /** whole seconds until the call would pass */ wait: number };

/** Events older than this are never looked at again (the longest window is an hour). */
const KEEP_MS = 24 * 3_600_000;
/** About one call in this many also deletes old events, so no process needs a timer. */
const SWEEP_ODDS = 200;

/**
 * Records one event under each rule's key, then counts. Recording first and
 * counting second means concurrent calls on several processes see each
 * other, so a burst cannot slip past the limit (at worst it refuses one
 * call too many). A refused call removes its own events: being refused
 * does not extend the wait.
 */
export async function take(db: Kysely<Database>, rules: readonly Rule[], now: Date): Promise<Take> {
  const keys = [...new Set(rules.map((r) => r.key))];
  const inserted = await db.insertInto('rate_events').values(keys.map((key) => ({ key, at: now }))).returning('id').execute();
  const own = inserted.map((r) => r.id);
  const release = async () => { await db.deleteFrom('rate_events').where('id', 'in', own).execute(); };

  let waitMs = 0;
  for (const rule of rules) {
    const since = new Date(now.getTime() - rule.windowMs);
    const others = await db.selectFrom('rate_events').select('at')
      .where('key', '=', rule.key).where('at', '>', since).where('id', 'not in', own)
      .orderBy('at', 'desc').limit(rule.limit).execute();
    waitMs = Math.max(waitMs, waitFor(rule, others[rule.limit - 1]?.at, now));
  }
  await sometimesSweep(db, now);
  if (waitMs <= 0) return { ok: true, release };
  await release();
  return { ok: false, wait: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Full when `limit` others are in the window: this call may pass once the
 * oldest of them (the limit-th newest, `limitth`) slides out.
 */
function waitFor(rule: Rule, limitth: Date | undefined, now: Date): number {
  return limitth ? limitth.getTime() + rule.windowMs - now.getTime() : 0;
}

async function sometimesSweep(db: Kysely<Database>, now: Date): Promise<void> {
  if (randomInt(SWEEP_ODDS) === 0) {
    await db.deleteFrom('rate_events').where('at', '<', new Date(now.getTime() - KEEP_MS)).execute();
  }
}

/**
 * take() in one statement, inside a transaction that already holds a lock
 * ordering every call under these keys (the redeem holds the player's
 * balance row): each call then counts on the committed calls before it, as
 * take()'s record-then-count does across processes. A refused call throws
 * and its transaction rolls back, which removes its events; so does any
 * other failure of that transaction (a redeem refused for its balance is
 * not counted).
 */
export async function takeInLock(trx: Transaction<Database>, rules: readonly Rule[], now: Date, typ: ThrottleTyp): Promise<void> {
  const keys = [...new Set(rules.map((r) => r.key))];
  // The SELECT does not see the CTE's own rows: they are written by the same statement.
  const row = await trx.with('own', (db) => db.insertInto('rate_events').values(keys.map((key) => ({ key, at: now }))).returning('id'))
    .selectNoFrom((eb) => rules.map((rule, i) => eb.selectFrom('rate_events').select('at')
      .where('key', '=', rule.key).where('at', '>', new Date(now.getTime() - rule.windowMs))
      .orderBy('at', 'desc').offset(rule.limit - 1).limit(1).as(`r${i}`)))
    .executeTakeFirstOrThrow() as Record<string, Date | null>;
  const waitMs = Math.max(0, ...rules.map((rule, i) => waitFor(rule, row[`r${i}`] ?? undefined, now)));
  await sometimesSweep(trx, now);
  if (waitMs > 0) throw tooFrequent(typ, Math.max(1, Math.ceil(waitMs / 1000)));
}

/** Where the client reads it (SPEC section 8): wait is stored under typ + '429'. */
export type ThrottleTyp = 'login' | 'otp' | 'uid' | 'redeem' | 'upload';

export const tooFrequent = (typ: ThrottleTyp, wait: number): AppError =>
  new AppError(429, MSG.tooFrequentSeconds, { typ, wait });

/** take(), or the 429 the client shows as "too frequent ({0} seconds)". */
export async function takeOrThrow(db: Kysely<Database>, rules: readonly Rule[], now: Date, typ: ThrottleTyp): Promise<() => Promise<void>> {
  const result = await take(db, rules, now);
  if (!result.ok) throw tooFrequent(typ, result.wait);
  return result.release;
}
