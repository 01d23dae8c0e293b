import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
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
  | { ok: true /** forget this event (e.g. a login attempt that turned out right) */; release(): Promise<void> }
  | { ok: false /** whole seconds until the call would pass */; wait: number };

/** Events older than this are never looked at again (the longest window is an hour). */
const KEEP_MS = 24 * 3_600_000;
/** Marks (remember()) are kept this long after they were last set: a sign-in address known for 90 days. */
const MARK_PREFIX = 'mark:';
const MARK_KEEP_MS = 90 * 24 * 3_600_000;
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
  const inserted = await db
    .insertInto('rate_events')
    .values(keys.map((key) => ({ key, at: now })))
    .returning('id')
    .execute();
  const own = inserted.map((r) => r.id);
  const release = async () => {
    await db.deleteFrom('rate_events').where('id', 'in', own).execute();
  };

  let waitMs = 0;
  for (const rule of rules) {
    const since = new Date(now.getTime() - rule.windowMs);
    const others = await db
      .selectFrom('rate_events')
      .select('at')
      .where('key', '=', rule.key)
      .where('at', '>', since)
      .where('id', 'not in', own)
      .orderBy('at', 'desc')
      .limit(rule.limit)
      .execute();
    waitMs = Math.max(waitMs, waitFor(rule, others[rule.limit - 1]?.at, now));
  }
  await sometimesSweep(db, now);
  if (waitMs <= 0) return { ok: true, release };
  await release();
  return { ok: false, wait: waitSeconds(waitMs) };
}

/** Whole seconds to wait, at least one. */
const waitSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));

/**
 * Full when `limit` others are in the window: this call may pass once the
 * oldest of them (the limit-th newest, `limitth`) slides out.
 */
function waitFor(rule: Omit<Rule, 'key'>, limitth: Date | undefined, now: Date): number {
  return limitth ? limitth.getTime() + rule.windowMs - now.getTime() : 0;
}

async function sometimesSweep(db: Kysely<Database>, now: Date): Promise<void> {
  if (randomInt(SWEEP_ODDS) === 0) {
    await db
      .deleteFrom('rate_events')
      .where('at', '<', new Date(now.getTime() - KEEP_MS))
      .where('key', 'not like', `${MARK_PREFIX}%`)
      .execute();
    await db
      .deleteFrom('rate_events')
      .where('at', '<', new Date(now.getTime() - MARK_KEEP_MS))
      .where('key', 'like', `${MARK_PREFIX}%`)
      .execute();
  }
}

/**
 * A mark under `key` (not counted by any rule): that something happened
 * lately, e.g. that an account signed in from an address. One row per key,
 * set again each time; kept 90 days from the last.
 */
export async function remember(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  await db
    .deleteFrom('rate_events')
    .where('key', '=', MARK_PREFIX + key)
    .execute();
  await db
    .insertInto('rate_events')
    .values({ key: MARK_PREFIX + key, at: now })
    .execute();
}

/** Whether remember(key) was called in the last 90 days. */
export async function remembered(db: Kysely<Database>, key: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('rate_events')
    .select('id')
    .where('key', '=', MARK_PREFIX + key)
    .where('at', '>', new Date(now.getTime() - MARK_KEEP_MS))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The 429 for a caller that counts its own rows rather than rate_events
 * (the redeem counts the player's redemptions in the statement that writes
 * the new one, under a lock ordering every call): `limitth` is when the
 * limit-th newest event in the window before this call happened, null when
 * there were fewer. A refused call's transaction rolls back, so it is not
 * counted; nor is a call refused for another reason.
 */
export function refuseWhenFull(limit: Omit<Rule, 'key'>, limitth: Date | null, now: Date, typ: ThrottleTyp): void {
  const waitMs = waitFor(limit, limitth ?? undefined, now);
  if (waitMs > 0) throw tooFrequent(typ, waitSeconds(waitMs));
}

/** Where the client reads it (SPEC section 8): wait is stored under typ + '429'. */
export type ThrottleTyp = 'login' | 'otp' | 'register' | 'uid' | 'redeem' | 'upload';

export const tooFrequent = (typ: ThrottleTyp, wait: number): AppError => new AppError(429, MSG.tooFrequentSeconds, { typ, wait });

/** take(), or the 429 the client shows as "too frequent ({0} seconds)". */
export async function takeOrThrow(db: Kysely<Database>, rules: readonly Rule[], now: Date, typ: ThrottleTyp): Promise<() => Promise<void>> {
  const result = await take(db, rules, now);
  if (!result.ok) throw tooFrequent(typ, result.wait);
  return result.release;
}
