import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, firstOperatorFromEnv, setOperatorPassword } from '../../server/auth/operators';
import { DEMO_OPERATOR, seedDemo } from '../../server/db/seed';
import { uniqueIp } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { closeDb, freshDb } from './helpers/db';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string) => t.call('POST', '/api/admin/login', { body: { username, password }, ip: uniqueIp() });

describe('a production database', () => {
  it('is seeded with the content and games but no demo account; its first operator comes from the environment, once', async () => {
    const db = await freshDb();
    try {
      expect(await seedDemo(db, { now: new Date(), accounts: false })).toEqual({ seeded: true });
      expect(await db.selectFrom('games').select('slug').execute()).not.toHaveLength(0);
      expect(await db.selectFrom('players').select('id').execute()).toHaveLength(0);
      expect(await db.selectFrom('missions').select('id').execute()).toHaveLength(0);
      // No demo ladder either: tiers give coins and approvals away; the club starts on the default single tier.
      expect(await db.selectFrom('tier_ladders').select('version').execute()).toHaveLength(0);
      expect(await db.selectFrom('tier_points').select('id').execute()).toHaveLength(0);
      // No demo holidays: the operator enters the year's gazette.
      expect(await db.selectFrom('public_holidays').select('day').execute()).toHaveLength(0);
      expect(await db.selectFrom('operators').select('id').execute()).toHaveLength(0);

      expect(await firstOperatorFromEnv(db, {})).toBeUndefined();
      await expect(firstOperatorFromEnv(db, { OPERATOR_USERNAME: 'owner', OPERATOR_PASSWORD: 'short' })).rejects.toThrow(/12 to 128/);
      const first = await firstOperatorFromEnv(db, { OPERATOR_USERNAME: 'owner', OPERATOR_PASSWORD: 'a-long-secret-9' });
      expect(first).toMatchObject({ username: 'owner', role: 'admin' });
      // Later starts leave the operators alone, whatever the variables say.
      expect(await firstOperatorFromEnv(db, { OPERATOR_USERNAME: 'intruder', OPERATOR_PASSWORD: 'another-secret-9' })).toBeUndefined();
      expect(await db.selectFrom('operators').select('username').execute()).toEqual([{ username: 'owner' }]);
      expect(await db.selectFrom('audit_log').select(['action', 'target']).execute()).toEqual([
        { action: 'operator.create', target: 'owner' },
      ]);
    } finally {
      await closeDb(db);
    }
  });
});

describe('operators from the command line', () => {
  it('a new operator logs in with the role given; a taken name is refused', async () => {
    await createOperator(t.db, { username: 'reviewer1', password: 'reviewer-secret-1', role: 'support' });
    const res = await login('reviewer1', 'reviewer-secret-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'support' });
    await expect(createOperator(t.db, { username: 'reviewer1', password: 'reviewer-secret-2', role: 'admin' })).rejects.toThrow(/exists/);
  });

  it("a password change ends the operator's sessions; the old password stops working, the new one works", async () => {
    const before = (await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password)).json<{ token: string }>().token;
    await setOperatorPassword(t.db, DEMO_OPERATOR.username, 'a-brand-new-secret');
    expect((await t.call('GET', '/api/admin/audit', { token: before })).statusCode).toBe(401);
    expect((await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password)).statusCode).toBe(400);
    expect((await login(DEMO_OPERATOR.username, 'a-brand-new-secret')).statusCode).toBe(200);
    await expect(setOperatorPassword(t.db, 'nobody-here', 'a-brand-new-secret')).rejects.toThrow(/no operator/);
  });
});
