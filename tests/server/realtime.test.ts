import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { LoginResponse } from '../../contract/schemas/auth';
import { SOCKET_PATH } from '../../contract/routes';
import { DEMO_PLAYER } from '../../server/db/seed';
import { attachSocket } from '../../server/realtime/socket';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await testApp();
  attachSocket(t.app.server, t.db, t.realtime);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => { await t.close(); });

const login = async () => (await t.call('POST', '/api/auth/login', { body: DEMO_PLAYER })).json<LoginResponse>().token;

function open(token: string | undefined): Socket {
  return io(url, { path: SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
}

/** Resolves with 'connected' or the refusal's message key. */
function outcome(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

describe('socket.io at /sw/player', () => {
  it('refuses a handshake without a token', async () => {
    const socket = open(undefined);
    expect(await outcome(socket)).toBe('msg.pleaseLoginToContinue');
    socket.close();
  });

  it('accepts a live session and delivers events to that player only', async () => {
    const token = await login();
    const socket = open(token);
    expect(await outcome(socket)).toBe('connected');
    const player = await t.db.selectFrom('players').select('id').where('uid', '=', DEMO_PLAYER.uid).executeTakeFirstOrThrow();
    const got = new Promise((resolve) => socket.once('stale', resolve));
    t.realtime.toPlayer(player.id, 'stale', { reason: 'test' });
    expect(await got).toEqual({ reason: 'test' });
    socket.close();
  });

  it('tells a connected device at once when its player logs in elsewhere', async () => {
    const socket = open(await login());
    expect(await outcome(socket)).toBe('connected');
    const told = new Promise((resolve) => socket.once('session:ended', resolve));
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    await login();
    expect(await told).toEqual({ message: 'msg.loggedInOtherDevices' });
    expect(await dropped).toBe('io server disconnect');
  });

  it('answers msg.sessionConflict to a device whose session was replaced', async () => {
    const old = await login();
    await login();
    const socket = open(old);
    expect(await outcome(socket)).toBe('msg.sessionConflict');
    socket.close();
  });
});
