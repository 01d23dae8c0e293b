// The player's live socket as the channel worker holds it (src/worker/live.ts),
// called from the other end of a real MessageChannel through Comlink, as the
// page calls the worker, and pointed at a real server: the token is asked of
// the page across the boundary, pushes come back through the page's proxy,
// a message's reply or refusal crosses back as data, and logout closes it.
import { proxy, wrap } from 'comlink';
import { expose } from 'comlink';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MsgKey } from '../../contract/errors';
import type { ServerEvent } from '../../contract/realtime';
import { createLive } from '../../src/worker/live';
import type { ChannelApi, LivePage } from '../../src/worker/types';
import { socketTestApp, type SocketTestApp } from './helpers/socketApp';
import { within } from './helpers/realtime';
import { walletPlayer } from './helpers/wallet';

type Live = Pick<ChannelApi, 'liveConnect' | 'liveSend' | 'liveClose'>;

let s: SocketTestApp;
beforeAll(async () => {
  s = await socketTestApp();
});
afterAll(async () => {
  await s.close();
});

const opened: { remote: Live; ports: { close(): void }[] }[] = [];
afterEach(async () => {
  for (const { remote, ports } of opened.splice(0)) {
    await remote.liveClose();
    for (const port of ports) port.close();
  }
});

/** The worker's live socket on the far side of a MessageChannel; the page side records what it is told. */
function liveAcrossBoundary(token: () => string) {
  const { port1, port2 } = new MessageChannel();
  expose(
    createLive(async () => io, s.url),
    port2,
  );
  const remote = wrap<Live>(port1);
  opened.push({ remote, ports: [port1, port2] });
  const told = { events: [] as ServerEvent[], refused: [] as MsgKey[], connects: [] as boolean[], drops: 0 };
  const waiters: (() => void)[] = [];
  const changed = () => {
    for (const w of waiters.splice(0)) w();
  };
  const page: LivePage = {
    token,
    event: (event) => void (told.events.push(event), changed()),
    refused: (message) => void (told.refused.push(message), changed()),
    outdated: () => undefined,
    resync: () => undefined,
    connected: (_id, first) => void (told.connects.push(first), changed()),
    dropped: () => void (told.drops++, changed()),
  };
  /** resolves once `ok` holds of what the page was told */
  const until = (ok: () => boolean, what: string) =>
    within(
      new Promise<void>((resolve) => {
        const check = () => (ok() ? resolve() : waiters.push(check));
        check();
      }),
      what,
    );
  return { remote, connect: () => remote.liveConnect(proxy(page)), told, until };
}

describe('the live socket in the channel worker, across Comlink', () => {
  it('connects with the page’s token, hands pushes to the page and answers messages as data', async () => {
    const player = await walletPlayer(s.t);
    const live = liveAcrossBoundary(() => player.token);
    await live.connect();
    await live.until(() => live.told.connects.length === 1, 'connect');
    expect(live.told.connects).toEqual([true]);

    s.t.realtime.toPlayer(player.id, { type: 'stale', reason: 'coins' });
    await live.until(() => live.told.events.length === 1, 'push');
    expect(live.told.events).toEqual([{ type: 'stale', reason: 'coins' }]);

    s.t.clock.freeze();
    expect(await live.remote.liveSend({ type: 'ping' })).toEqual({ data: { serverTime: s.t.clock.now().toISOString() }, error: null });
    expect(await live.remote.liveSend({ type: 'game', slug: 'fto', message: { type: 'crack' } } as never)).toEqual({
      data: null,
      error: 'msg.invalidGame',
    });
  });

  it('tells the page when the server refuses the session, and answers nothing once closed', async () => {
    const live = liveAcrossBoundary(() => 'not-a-token');
    await live.connect();
    await live.until(() => live.told.refused.length > 0, 'refusal');
    expect(live.told.refused[0]).toBe('msg.pleaseLoginToContinue');
    await live.remote.liveClose();
    expect(await live.remote.liveSend({ type: 'ping' })).toEqual({ data: null, error: 'msg.pleaseLoginToContinue' });
  });
});
