import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { attachSocket, type PlayerSockets } from '../../server/realtime/socket';
import { testApp, type TestApp } from './helpers/app';
import { disconnected, handshake, nextEvent, playerClient, urlOf, type TestPlayerClient } from './helpers/realtime';
import { walletPlayer } from './helpers/wallet';

let t: TestApp;
let sockets: PlayerSockets;
let url: string;
beforeAll(async () => {
  t = await testApp();
  sockets = attachSocket(t.app.server, { db: t.db, realtime: t.realtime, clock: t.clock.now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = urlOf(t.app.server);
});
afterAll(async () => {
  await sockets.close();
  await t.close();
});
const opened: TestPlayerClient[] = [];
afterEach(() => { for (const c of opened.splice(0)) c.close(); });

it('logging out ends the session\'s socket at once, without waiting for the device to send anything', async () => {
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
