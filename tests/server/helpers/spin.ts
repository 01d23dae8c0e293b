// Building blocks for the spin wheel tests: a logged-in player made to
// measure (verified or not, with chances and a daily limit), chances granted
// straight into the table, and the spin call as the client makes it.
import { expect } from 'vitest';
import type { LoginResponse } from '../../../contract/schemas/auth';
import type { SpinStatus } from '../../../contract/games/wheel';
import { hashPassword } from '../../../server/auth/password';
import type { SpinGameKey } from '../../../server/db/schema';
import { floatsSync } from '../../../server/fairness/rng';
import { slotFor, type PrizeSlot } from '../../../server/games/wheel/prizeTable';
import { loadPrizeTable } from '../../../server/games/wheel/spinGames';
import { uniqueIp, uniqueUid } from './accounts';
import type { TestApp } from './app';

export interface TestPlayer {
  id: number;
  uid: string;
  token: string;
}

const PASSWORD = 'spin1234';

export async function login(t: TestApp, uid: string, password: string): Promise<string> {
  const res = await t.call('POST', '/api/auth/login', { body: { uid, password }, ip: uniqueIp() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LoginResponse>().token;
}

export async function grantChances(t: TestApp, playerId: number, game: SpinGameKey, n: number): Promise<void> {
  if (n <= 0) return;
  await t.db
    .insertInto('spin_chances')
    .values(
      Array.from({ length: n }, () => ({
        player_id: playerId,
        game,
        source: 'test',
        granted_at: t.clock.now(),
      })),
    )
    .execute();
}

/** A new VIP player, logged in. */
export async function makePlayer(
  t: TestApp,
  opts: { verified?: boolean; chances?: Partial<Record<SpinGameKey, number>>; dailyLimit?: number | null } = {},
): Promise<TestPlayer> {
  const uid = uniqueUid();
  const row = await t.db
    .insertInto('players')
    .values({
      uid,
      full_name: 'Spin Tester',
      password_hash: await hashPassword(PASSWORD),
      phone: null,
      role: 'vip',
      verified: opts.verified ?? true,
      spin_daily_limit: opts.dailyLimit ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [game, n] of Object.entries(opts.chances ?? {}) as [SpinGameKey, number][]) await grantChances(t, row.id, game, n);
  return { id: row.id, uid, token: await login(t, uid, PASSWORD) };
}

export const spin = (t: TestApp, token: string, slug: string, idempotencyKey: string) =>
  t.call('POST', `/api/games/${slug}/spin`, { token, body: { idempotencyKey } });

export async function status(t: TestApp, token: string, slug: string): Promise<SpinStatus> {
  const res = await t.call('GET', `/api/games/${slug}/status`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SpinStatus>();
}

/**
 * Picks the player's client seed so that the next spin lands on a slot the
 * test wants. The test may read the secret server seed from the database;
 * a player cannot, which is the point of the scheme.
 */
export async function steerNextSpin(t: TestApp, p: TestPlayer, game: SpinGameKey, wanted: (slot: PrizeSlot) => boolean): Promise<void> {
  await t.call('GET', '/api/fairness', { token: p.token });
  const seed = await t.db
    .selectFrom('fairness_seeds')
    .select(['server_seed', 'nonce'])
    .where('player_id', '=', p.id)
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  const table = await loadPrizeTable(t.db, game);
  for (let i = 0; i < 10_000; i++) {
    const clientSeed = `steer-${i}`;
    if (wanted(slotFor(floatsSync(seed.server_seed, clientSeed, seed.nonce, 1)[0] ?? 0, table))) {
      const res = await t.call('PUT', '/api/fairness/client-seed', { token: p.token, body: { clientSeed } });
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
  }
  throw new Error('no client seed found for the wanted slot');
}

let serial = 0;
/** An idempotency key of the allowed shape, unique within the run. */
export const newKey = (): string => `key-${process.pid}-${Date.now().toString(36)}-${++serial}`;
