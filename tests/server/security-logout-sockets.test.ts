import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { disconnected, handshake, nextEvent, playerClient, type TestPlayerClient } from './helpers/realtime';
import { socketTestApp, type SocketTestApp } from './helpers/socketApp';
import { walletPlayer } from './helpers/wallet';

let app: SocketTestApp;
let t: TestApp;
let url: string;
beforeAll(async () => {
  app = await socketTestApp();
  ({ t, url } = app);
});
afterAll(() => app.close());
const opened: TestPlayerClient[] = [];
afterEach(() => {
  for (const c of opened.splice(0)) c.close();
});

it("logging out ends the session's socket at once, without waiting for the device to send anything", async () => {
  const { token } = await walletPlayer(t);
  const c = playerClient(url, token);
  opened.push(c);
  expect(await handshake(c)).toBe('connected');
  const told = nextEvent(c, 'sessionEnded');
  const dropped = disconnected(c);
  expect((await t.call('POST', '/api/auth/logout', { token })).statusCode).toBe(200);
  expect(await told).toEqual({ type: 'sessionEnded', message: 'msg.sessionExpired' });
  // Dropped by the server, so the player's events no longer reach the device that logged out.
  expect(await dropped).toBe('io server disconnect');
});
