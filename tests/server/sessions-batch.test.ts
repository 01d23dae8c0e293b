import type { Kysely, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../contract/errors';
import { batchedSessionCheck, openSession, sessionCheck, type SessionCheck } from '../../server/auth/sessions';
import { hashToken, newToken } from '../../server/auth/tokens';
import type { Database } from '../../server/db/schema';
import { closeDb, freshDb } from './helpers/db';

let db: Kysely<Database>;
beforeAll(async () => {
  db = await freshDb();
});
afterAll(async () => {
  await closeDb(db);
});

let serial = 0;
async function player(): Promise<number> {
  const row = await db
    .insertInto('players')
    .values({ uid: `batch${++serial}x`, full_name: 'Batch Tester', role: 'vip', verified: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Counts the statements a handle sends. */
function counted(): { db: Kysely<Database>; statements(): number } {
  let n = 0;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      n++;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), statements: () => n };
}

describe('batched session checks (HTTP calls, the socket handshake and messages)', () => {
  it('judges every session as a check alone does, in one query for all the checks of one turn', async () => {
    const now = new Date();
    const live = await openSession(db, await player(), 24, now);
    const replacedPlayer = await player();
    const replaced = await openSession(db, replacedPlayer, 24, now);
    await openSession(db, replacedPlayer, 24, now);
    const loggedOut = await openSession(db, await player(), 24, now);
    await db
      .updateTable('sessions')
      .set({ ended_at: now, end_reason: 'logout' })
      .where('token_hash', '=', hashToken(loggedOut.token))
      .execute();
    const expired = await openSession(db, await player(), 1, new Date(now.getTime() - 2 * 3_600_000));
    const unknown = newToken();
    const tokens = [live.token, replaced.token, loggedOut.token, expired.token, unknown];

    const { db: countedDb, statements } = counted();
    const check = batchedSessionCheck(countedDb);
    // Each token asked several times at once, as a storm of one player's devices and messages would.
    const asked = Array.from({ length: 200 }, (_, i) => tokens[i % tokens.length] as string);
    const batched = await Promise.all(asked.map((token) => check(token, now)));
    expect(statements()).toBe(1);

    // Each awaited before the next is asked: a turn, and a query, of its own.
    const alone: SessionCheck[] = [];
    for (const token of tokens) alone.push(await check(token, now));
    expect(statements()).toBe(1 + tokens.length);
    batched.forEach((result, i) => expect(result).toEqual(alone[i % tokens.length]));
    expect(alone.map((c) => ('error' in c ? c.error : c.player.uid))).toEqual([
      expect.stringMatching(/^batch\d+x$/),
      MSG.loggedInOtherDevices,
      MSG.sessionExpired,
      MSG.sessionExpired,
      MSG.invalidToken,
    ]);
    // A check in a later turn is a query of its own, and judged at its own time.
    const later = await check(live.token, new Date(now.getTime() + 25 * 3_600_000));
    expect(later).toEqual({ error: MSG.sessionExpired });
    expect(statements()).toBe(2 + tokens.length);
  });

  it('is one checker a database handle, so HTTP calls and sockets of the same turn share a query', async () => {
    const { db: countedDb, statements } = counted();
    const live = await openSession(db, await player(), 24);
    const [fromHttp, fromSocket] = await Promise.all([
      sessionCheck(countedDb)(live.token, new Date()),
      sessionCheck(countedDb)(live.token, new Date()),
    ]);
    expect(statements()).toBe(1);
    expect(fromHttp).toEqual(fromSocket);
    expect('player' in fromHttp).toBe(true);
  });

  it('splits a crowd larger than one query takes, and fails only the checks of a query that failed', async () => {
    const now = new Date();
    const live = await Promise.all(Array.from({ length: 30 }, async () => (await openSession(db, await player(), 24, now)).token));
    // 1,230 distinct tokens: three queries of at most 500; the live ones first, so all are in the first.
    const crowd = [...live, ...Array.from({ length: 1_200 }, () => newToken())];
    let n = 0;
    const secondFails: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (++n === 2) throw new Error('the database went away');
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const check = batchedSessionCheck(db.withPlugin(secondFails));
    const settled = await Promise.allSettled(crowd.map((token) => check(token, now)));
    expect(n).toBe(3);
    const outcome = settled.map((s) => (s.status === 'rejected' ? 'failed' : 'player' in s.value ? 'live' : s.value.error));
    expect(outcome.slice(0, 30)).toEqual(Array(30).fill('live'));
    expect(outcome.slice(30, 500)).toEqual(Array(470).fill(MSG.invalidToken));
    expect(outcome.slice(500, 1000)).toEqual(Array(500).fill('failed'));
    expect(outcome.slice(1000)).toEqual(Array(230).fill(MSG.invalidToken));
  });
});
