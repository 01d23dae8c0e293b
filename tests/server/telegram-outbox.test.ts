// The bot's local outbox for operators (issue 28): outside production, what
// the stand-in kept instead of sending, newest first; never in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelegramOutboxEntry } from '../../contract/schemas/telegram';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer } from './helpers/spin';
import { opToken } from './helpers/wallet';

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  [t, prod] = await Promise.all([testApp(), testApp({ mode: 'production' })]);
});
afterAll(async () => {
  await Promise.all([t.close(), prod.close()]);
});

describe('GET admin/telegram-outbox', () => {
  it('lists what the bot kept, newest first, to operators only', async () => {
    await t.telegram.send(777_000_001, 'first');
    await t.telegram.send(777_000_002, 'second');
    const res = await t.call('GET', '/api/admin/telegram-outbox?limit=2', { token: await opToken(t) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TelegramOutboxEntry[]>().map((e) => [e.chatId, e.text])).toEqual([
      [777_000_002, 'second'],
      [777_000_001, 'first'],
    ]);
    expect((await t.call('GET', '/api/admin/telegram-outbox')).statusCode).toBe(401);
    const player = await makePlayer(t);
    expect((await t.call('GET', '/api/admin/telegram-outbox', { token: player.token })).statusCode).not.toBe(200);
  });

  it('does not exist in production', async () => {
    expect((await prod.call('GET', '/api/admin/telegram-outbox')).statusCode).toBe(404);
  });
});
