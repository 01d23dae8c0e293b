// Production refuses to start while a demo sign-in still opens an account
// (server/main.ts): a database seeded for development, or seeded before
// production stopped seeding them, must not go live with admin/admin1234.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoSignInsInUse } from '../../server/auth/demoSignIns';
import { hashPassword } from '../../server/auth/password';
import { DEMO_NORMAL_PLAYER, DEMO_OPERATOR, DEMO_PLAYER } from '../../server/db/seed/credentials';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

it('finds every demo sign-in of a development seed, and none once their passwords are changed', async () => {
  expect(await demoSignInsInUse(t.db)).toEqual([
    `operator ${DEMO_OPERATOR.username}`,
    `player ${DEMO_PLAYER.uid}`,
    `player ${DEMO_NORMAL_PLAYER.uid}`,
  ]);
  const fresh = await hashPassword('a-real-Secret-42');
  await t.db.updateTable('operators').set({ password_hash: fresh }).where('username', '=', DEMO_OPERATOR.username).execute();
  expect(await demoSignInsInUse(t.db)).toEqual([`player ${DEMO_PLAYER.uid}`, `player ${DEMO_NORMAL_PLAYER.uid}`]);
  await t.db.updateTable('players').set({ password_hash: fresh }).where('uid', 'in', [DEMO_PLAYER.uid, DEMO_NORMAL_PLAYER.uid]).execute();
  expect(await demoSignInsInUse(t.db)).toEqual([]);
});
