// The app's own socket client (src/realtime/client.ts) pointed at a test
// server, with what it tells the app recorded, and waits that end on an event
// or fail after a timeout (never a fixed sleep).
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { io } from 'socket.io-client';
import type { MsgKey } from '../../../contract/errors';
import type { ServerEvent, ServerEventOf } from '../../../contract/realtime';
import { createEmitter } from '../../../engine/core/emitter';
import type { Unsubscribe } from '../../../engine/core/emitter';
import { createPlayerSocket, type PlayerSocket } from '../../../src/realtime/client';
import { deliverTo, type ServerEventMap } from '../../../src/realtime/eventMap';

export interface TestPlayerClient extends PlayerSocket {
  on<T extends ServerEvent['type']>(type: T, fn: (event: ServerEventOf<T>) => void): Unsubscribe;
  /** every onRefused message, in order */
  refused: MsgKey[];
  outdated: number;
  resyncs: number;
}

export const urlOf = (server: HttpServer): string => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export function playerClient(url: string, token: string | (() => string)): TestPlayerClient {
  const events = createEmitter<ServerEventMap>({ name: 'test socket events' });
  const client: TestPlayerClient = Object.assign(
    createPlayerSocket(io, {
      url,
      deliver: deliverTo(events),
      token: typeof token === 'string' ? () => token : token,
      onRefused: (message) => client.refused.push(message),
      onOutdated: () => {
        client.outdated++;
      },
      onResync: () => {
        client.resyncs++;
      },
      reconnectionDelayMs: 20,
    }),
    { on: events.on, refused: [], outdated: 0, resyncs: 0 },
  );
  return client;
}

/** Rejects after `ms` with what was awaited, so a hang reads as a failure, not a timeout of the whole test. */
export function within<T>(promise: Promise<T>, what: string, ms = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The next event of this type that passes `match`. */
export function nextEvent<T extends ServerEvent['type']>(
  client: Pick<TestPlayerClient, 'on'>,
  type: T,
  match: (event: ServerEventOf<T>) => boolean = () => true,
  ms?: number,
): Promise<ServerEventOf<T>> {
  let stop = () => {};
  const got = new Promise<ServerEventOf<T>>((resolve) => {
    stop = client.on(type, (event) => {
      if (match(event)) resolve(event);
    });
  });
  return within(got, `'${type}' event`, ms).finally(() => stop());
}

/** 'connected', or the handshake's refusal key. */
export function handshake(client: PlayerSocket): Promise<string> {
  const { socket } = client;
  if (socket.connected) return Promise.resolve('connected');
  return within(
    new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (err) => resolve(err.message));
    }),
    'handshake',
  );
}

export function disconnected(client: PlayerSocket): Promise<string> {
  return within(new Promise((resolve) => client.socket.once('disconnect', resolve)), 'disconnect');
}
