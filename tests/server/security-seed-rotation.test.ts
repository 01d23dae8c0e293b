import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RotateResponse } from '../../contract/schemas/fairness';
import { registerPlayer } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

// The race shows on PostgreSQL (run with DATABASE_URL); on PGlite's one
// connection the calls queue, and the test states what must hold either way.
describe('one player rotating the seed 20 times at once', () => {
  it('answers every call with a rotation, each retiring the pair the previous one made', async () => {
    const { token } = await registerPlayer(t);
    const before = (await t.call('GET', '/api/fairness', { token })).json<{ current: { serverSeedHash: string } }>().current;
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', '/api/fairness/rotate', { token, body: {} })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));

    const rotations = answers.map((a) => a.json<RotateResponse>());
    const revealed = new Set(rotations.map((r) => r.revealed.serverSeedHash));
    const made = new Set(rotations.map((r) => r.current.serverSeedHash));
    expect(revealed.size).toBe(20);
    // A chain: the first pair and 19 of the new ones were revealed; the last new one is active.
    const after = (await t.call('GET', '/api/fairness', { token })).json<{ current: { serverSeedHash: string } }>().current;
    expect(revealed).toEqual(new Set([before.serverSeedHash, ...[...made].filter((h) => h !== after.serverSeedHash)]));
    expect(made.has(after.serverSeedHash)).toBe(true);
  });
});
