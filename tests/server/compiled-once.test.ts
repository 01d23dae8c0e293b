import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../server/db/compiledOnce';
import { statementCounter } from '../../server/db/statementCounter';
import type { Database } from '../../server/db/schema';
import { closeDb, freshDb } from './helpers/db';

let db: Kysely<Database>;
beforeAll(async () => {
  db = await freshDb();
});
afterAll(async () => {
  await closeDb(db);
});

const playersNamed = (d: Kysely<Database>, a: { prefix: string; verified: boolean }) =>
  d.selectFrom('players').select('uid').where('uid', 'like', a.prefix).where('verified', '=', a.verified).orderBy('uid');

describe("compiledOnce: a statement built once, bound to each call's arguments", () => {
  it("answers every call with its own arguments, as the query built each time does, through the handle's plugins", async () => {
    await db
      .insertInto('players')
      .values([
        { uid: 'co-a1', full_name: 'A', verified: true },
        { uid: 'co-a2', full_name: 'A', verified: false },
        { uid: 'co-b1', full_name: 'B', verified: true },
      ])
      .execute();
    const once = compiledOnce(playersNamed);
    const counter = statementCounter();
    const counted = db.withPlugin(counter.plugin);
    for (const args of [
      { prefix: 'co-a%', verified: true },
      { prefix: 'co-%', verified: true },
      { prefix: 'co-a%', verified: false },
      { prefix: 'none%', verified: true },
    ]) {
      expect(await once(counted, args)).toEqual(await playersNamed(db, args).execute());
    }
    expect(counter.take()).toBe(4);
  });

  it('refuses, on its first call, a build that computes with an argument or leaves one out', async () => {
    const computed = compiledOnce((d: Kysely<Database>, a: { uid: string }) =>
      d.selectFrom('players').select('id').where('uid', '=', `${a.uid}-x`),
    );
    await expect(computed(db, { uid: 'co-a1' })).rejects.toThrow(/changed inside build/);
    const unused = compiledOnce((d: Kysely<Database>, _a: { uid: string }) =>
      d.selectFrom('players').select('id').where('uid', '=', 'co-a1'),
    );
    await expect(unused(db, { uid: 'co-a1' })).rejects.toThrow(/not parameters/);
  });
});
