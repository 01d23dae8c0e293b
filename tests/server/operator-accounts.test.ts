import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../contract/errors';
import type { AdminOperator } from '../../contract/schemas/console';
import { createOperator } from '../../server/auth/operators';
import { DEMO_OPERATOR } from '../../server/db/seed';
import { operatorToken, uniqueIp } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string) => t.call('POST', '/api/admin/login', { body: { username, password }, ip: uniqueIp() });
const create = (token: string, body: unknown) => t.call('POST', '/api/admin/operators', { token, body });
const list = (token: string) => t.call('GET', '/api/admin/operators', { token });
const auditOf = (token: string) => t.call('GET', '/api/admin/audit', { token });

describe('operators in the console', () => {
  it('support and content operators are refused the admin calls', async () => {
    await createOperator(t.db, { username: 'support-a', password: 'support-secret-1', role: 'support' });
    await createOperator(t.db, { username: 'content-a', password: 'content-secret-1', role: 'content' });
    const target = (await t.db.selectFrom('operators').select('id').where('username', '=', 'content-a').executeTakeFirstOrThrow()).id;
    for (const [name, password] of [
      ['support-a', 'support-secret-1'],
      ['content-a', 'content-secret-1'],
    ] as const) {
      const token = await operatorToken(t, { username: name, password });
      expect((await list(token)).statusCode).toBe(403);
      expect((await create(token, { username: `by-${name}`, password: 'a-long-secret-99', role: 'admin' })).statusCode).toBe(403);
      const set = await t.call('PUT', `/api/admin/operators/${target}/password`, { token, body: { password: 'a-long-secret-99' } });
      expect(set.statusCode).toBe(403);
    }
    expect(await t.db.selectFrom('operators').select('id').where('username', 'like', 'by-%').execute()).toHaveLength(0);
    expect((await login('content-a', 'content-secret-1')).statusCode).toBe(200);
  });

  it('an admin creates an operator who then signs in with that role; a taken name is a 409', async () => {
    const res = await create(admin, { username: 'reviewer.b', password: 'reviewer-secret-2', role: 'support' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ username: 'reviewer.b', role: 'support' });
    const signedIn = await login('reviewer.b', 'reviewer-secret-2');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ role: 'support' });
    const names = (await list(admin)).json<AdminOperator[]>().map((o) => `${o.username}:${o.role}`);
    expect(names).toContain('reviewer.b:support');

    const again = await create(admin, { username: 'reviewer.b', password: 'another-secret-3', role: 'admin' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MSG.accountExist });
    expect((await login('reviewer.b', 'another-secret-3')).statusCode).toBe(400);
  });

  it("changing one's own password needs the current one and ends the other sessions only", async () => {
    await createOperator(t.db, { username: 'content-c', password: 'content-secret-c', role: 'content' });
    const here = await operatorToken(t, { username: 'content-c', password: 'content-secret-c' });
    const elsewhere = await operatorToken(t, { username: 'content-c', password: 'content-secret-c' });
    const wrong = await t.call('PUT', '/api/admin/me/password', {
      token: here,
      body: { current: 'not-my-password', next: 'content-secret-new' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MSG.invalidCredentials });
    expect((await t.call('GET', '/api/admin/games', { token: elsewhere })).statusCode).toBe(200);

    const ok = await t.call('PUT', '/api/admin/me/password', {
      token: here,
      body: { current: 'content-secret-c', next: 'content-secret-new' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.call('GET', '/api/admin/games', { token: here })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/games', { token: elsewhere })).statusCode).toBe(401);
    expect((await login('content-c', 'content-secret-c')).statusCode).toBe(400);
    expect((await login('content-c', 'content-secret-new')).statusCode).toBe(200);
  });

  it('guessing the current password through a session is throttled like a login', async () => {
    await createOperator(t.db, { username: 'content-e', password: 'content-secret-e', role: 'content' });
    const token = await operatorToken(t, { username: 'content-e', password: 'content-secret-e' });
    const ip = uniqueIp();
    const change = (current: string) =>
      t.call('PUT', '/api/admin/me/password', { token, ip, body: { current, next: 'content-secret-new-e' } });
    for (let i = 0; i < 5; i++) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    const sixth = await change('content-secret-e');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: MSG.tooFrequentSeconds });
    expect((await login('content-e', 'content-secret-e')).statusCode).toBe(200);
  });

  it("an admin sets another operator's password, ending all their sessions", async () => {
    const created = (await create(admin, { username: 'support-d', password: 'support-secret-d', role: 'support' })).json<AdminOperator>();
    const theirs = await operatorToken(t, { username: 'support-d', password: 'support-secret-d' });
    const res = await t.call('PUT', `/api/admin/operators/${created.id}/password`, {
      token: admin,
      body: { password: 'support-secret-reset' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', '/api/admin/games', { token: theirs })).statusCode).toBe(401);
    expect((await login('support-d', 'support-secret-d')).statusCode).toBe(400);
    expect((await login('support-d', 'support-secret-reset')).statusCode).toBe(200);
    const missing = await t.call('PUT', '/api/admin/operators/999999/password', {
      token: admin,
      body: { password: 'support-secret-reset' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("an admin's own id through the operators' path needs the current password too, as admin/me/password does", async () => {
    await createOperator(t.db, { username: 'admin-f', password: 'admin-secret-f1', role: 'admin' });
    const here = await operatorToken(t, { username: 'admin-f', password: 'admin-secret-f1' });
    const elsewhere = await operatorToken(t, { username: 'admin-f', password: 'admin-secret-f1' });
    const own = (await t.db.selectFrom('operators').select('id').where('username', '=', 'admin-f').executeTakeFirstOrThrow()).id;
    const set = (body: unknown) => t.call('PUT', `/api/admin/operators/${own}/password`, { token: here, ip: uniqueIp(), body });
    for (const body of [{ password: 'admin-secret-f2' }, { password: 'admin-secret-f2', current: 'not-my-password' }]) {
      const refused = await set(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: MSG.invalidCredentials });
    }
    expect((await login('admin-f', 'admin-secret-f2')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/games', { token: elsewhere })).statusCode).toBe(200);

    const ok = await set({ password: 'admin-secret-f2', current: 'admin-secret-f1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.call('GET', '/api/admin/games', { token: here })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/games', { token: elsewhere })).statusCode).toBe(401);
    expect((await login('admin-f', 'admin-secret-f2')).statusCode).toBe(200);
  });

  it('every write is in the audit log, with who did it and never a password', async () => {
    const rows = (await auditOf(admin)).json<{ operator: string | null; action: string; target: string | null; detail: unknown }[]>();
    const mine = rows.filter((r) => r.action.startsWith('operator.') && r.detail && (r.detail as { via?: string }).via === 'console');
    expect(mine.map((r) => `${r.operator}:${r.action}:${r.target}`)).toEqual(
      expect.arrayContaining([
        `${DEMO_OPERATOR.username}:operator.create:reviewer.b`,
        `${DEMO_OPERATOR.username}:operator.password:support-d`,
        'content-c:operator.password:content-c',
      ]),
    );
    const text = JSON.stringify(rows);
    for (const secret of ['reviewer-secret-2', 'content-secret-new', 'support-secret-reset', 'content-secret-c'])
      expect(text).not.toContain(secret);
  });

  it('bad input is a 400 with a message key, never a 5xx', async () => {
    const bodies: [unknown, string][] = [
      [{ username: 'ab', password: 'a-long-secret-99', role: 'support' }, MSG.invalidAccount],
      [{ username: 'has space', password: 'a-long-secret-99', role: 'support' }, MSG.invalidAccount],
      [{ username: 'fine-name', password: 'short', role: 'support' }, MSG.invalidPassword],
      [{ username: 'fine-name', password: 'x'.repeat(129), role: 'support' }, MSG.invalidPassword],
      // 128 characters that are 256 UTF-16 units: the schema and the rule count alike.
      [{ username: 'fine-name', password: '😀'.repeat(128), role: 'support' }, ''],
      [{ username: 'fine-name', password: 'a-long-secret-99', role: 'reviewer' }, MSG.invalidRequest],
      [{ username: 'fine-name', password: 'a-long-secret-99\u0000', role: 'support' }, ''],
      [{}, ''],
    ];
    for (const [body, key] of bodies) {
      const res = await t.call('POST', '/api/admin/operators', { token: admin, body });
      if (key === '' && res.statusCode === 200) continue;
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (key) expect(res.json()).toMatchObject({ message: key });
      else expect(res.json<{ message: string }>().message).toMatch(/^msg\./);
    }
    const own = await t.call('PUT', '/api/admin/me/password', { token: admin, body: { current: DEMO_OPERATOR.password, next: 'short' } });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: MSG.invalidPassword });
    for (const id of ['abc', '0', '1e308', '99999999999999999999']) {
      const res = await t.call('PUT', `/api/admin/operators/${id}/password`, { token: admin, body: { password: 'a-long-secret-99' } });
      expect(res.statusCode, id).toBe(400);
    }
    expect((await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password)).statusCode).toBe(200);
  });
});
