import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLoginResponse } from '../../contract/schemas/auth';
import { DEMO_OPERATOR } from '../../server/db/seed';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const operatorToken = async () => (await t.call('POST', '/api/admin/login', { body: DEMO_OPERATOR })).json<AdminLoginResponse>().token;

describe('system maintenance', () => {
  it('only an operator may switch it', async () => {
    const res = await t.call('PUT', '/api/admin/maintenance', { body: { maintenance: 1 } });
    expect(res.statusCode).toBe(401);
    expect((await t.call('GET', '/api/maintenance')).json()).toMatchObject({ maintenance: 0 });
  });

  it('switched on, every other call answers 503 msg.systemMaintenance; switched off, they work again', async () => {
    const token = await operatorToken();
    const on = await t.call('PUT', '/api/admin/maintenance', { body: { maintenance: 1, mDateTime: '2026-12-01T10:00:00+08:00' }, token });
    expect(on.json()).toEqual({ maintenance: 1, mDateTime: '2026-12-01T10:00:00+08:00' });

    expect((await t.call('GET', '/api/maintenance')).json()).toEqual({ maintenance: 1, mDateTime: '2026-12-01T10:00:00+08:00' });
    const refused = await t.call('GET', '/api/vips');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: 'msg.systemMaintenance' });

    await t.call('PUT', '/api/admin/maintenance', { body: { maintenance: 0 }, token });
    expect((await t.call('GET', '/api/vips')).statusCode).toBe(200);
  });

  it('leaves a line in the audit log for every switch', async () => {
    const rows = await t.db.selectFrom('audit_log').select(['action', 'detail']).where('action', '=', 'maintenance.set').execute();
    expect(rows.map((r) => (r.detail as { maintenance: number }).maintenance)).toEqual([1, 0]);
  });
});
