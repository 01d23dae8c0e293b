// The players' sockets of bench/sockets.ts, in a forked process: websockets
// to the app's socket.io speaking its wire protocol (engine.io 4, socket.io 5)
// directly over `ws`, as socket.io-client does on the wire (the app's auth,
// answers to pings, the recovery offset on a reconnect), without its
// per-socket objects and parsing: the clients of several such processes
// share the 2 cores with the server, and an event is timed when its frame
// arrives. Each process binds its own loopback source address (127.0.0.x):
// one source has about 28k ephemeral ports to one server port.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { REALTIME_PROTOCOL, SOCKET_EVENTS, type ServerEvent } from '../contract/realtime';
import { SOCKET_PATH } from '../contract/routes';
import { TIMING } from '../contract/constants';
import { epochMs } from './latency';

export type ClientOrder =
  /** connects these sessions' sockets, at most `concurrency` handshakes at a time (added to those already open) */
  | { type: 'open'; base: string; tokens: string[]; localAddress: string; concurrency: number; timeoutMs: number }
  /** waits until every open socket has received big win `winId`, or `timeoutMs` */
  | { type: 'collect'; winId: number; timeoutMs: number }
  /** every socket drops its connection at once and reconnects at once, as after a network loss */
  | { type: 'storm'; timeoutMs: number }
  | { type: 'close' };

/** What went wrong, by label ('HTTP 503', 'timeout', 'network ECONNRESET', 'refused msg.x') -> count */
export type Failures = Record<string, number>;

export type ClientReply =
  | { type: 'opened'; held: number; failures: Failures; cpuS: number }
  /** epoch milliseconds (performance.timeOrigin + now) each socket received the win at; `missing` never did */
  | { type: 'collected'; at: number[]; missing: number; cpuS: number }
  /** `lastBackAt`: epoch ms the last socket was connected again; every failed attempt counted, retried after the app's delay */
  | { type: 'stormed'; back: number; of: number; failures: Failures; lastBackAt: number; cpuS: number }
  | { type: 'closed' };

interface Client {
  token: string;
  ws: WebSocket | null;
  connected: boolean;
  /** connection state recovery: the session's private id and the last event's offset, sent back on a reconnect */
  pid?: string;
  offset?: string;
}

const clients: Client[] = [];
/** big win id -> arrival time per client index (NaN: not yet) */
const arrivals = new Map<number, Float64Array>();
let settings: { url: string; localAddress: string } | null = null;

function arrived(index: number, at: number, text: string): void {
  const args = JSON.parse(text.slice(2)) as unknown[];
  const event = args[1] as ServerEvent | undefined;
  const client = clients[index];
  if (client?.pid && args.length > 2 && typeof args[args.length - 1] === 'string') client.offset = args[args.length - 1] as string;
  if (args[0] !== SOCKET_EVENTS.toPlayer || event?.type !== 'bigWin') return;
  let times = arrivals.get(event.win.id);
  if (!times) arrivals.set(event.win.id, (times = new Float64Array(clients.length).fill(Number.NaN)));
  if (index < times.length) times[index] = at;
}

/** One handshake: null once connected, else why not (the socket is then dropped). */
function connect(index: number, timeoutMs: number): Promise<string | null> {
  const client = clients[index] as Client;
  const { url, localAddress } = settings as { url: string; localAddress: string };
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { localAddress, perMessageDeflate: false });
    client.ws = ws;
    let settled = false;
    const settle = (failure: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (failure) ws.terminate();
      resolve(failure);
    };
    const timer = setTimeout(() => settle('timeout'), timeoutMs);
    ws.on('unexpected-response', (_req, res) => settle(`HTTP ${res.statusCode ?? '?'}`));
    ws.on('error', (error: NodeJS.ErrnoException) => settle(`network ${error.code ?? error.message}`));
    ws.on('close', () => {
      if (client.ws === ws) client.connected = false;
      settle('closed in the handshake');
    });
    ws.on('message', (data: Buffer) => {
      const at = epochMs();
      const text = data.toString();
      if (text === '2') ws.send('3');
      else if (text.startsWith('42')) arrived(index, at, text);
      else if (text.startsWith('0')) {
        const recovery = client.pid ? { pid: client.pid, offset: client.offset } : {};
        ws.send(`40${JSON.stringify({ token: client.token, protocol: REALTIME_PROTOCOL, ...recovery })}`);
      } else if (text.startsWith('40')) {
        client.pid = (JSON.parse(text.slice(2)) as { pid?: string }).pid;
        client.connected = true;
        settle(null);
      } else if (text.startsWith('44')) settle(`refused ${(JSON.parse(text.slice(2)) as { message?: string }).message ?? '?'}`);
      else if (text.startsWith('41')) client.connected = false;
    });
  });
}

const count = (failures: Failures, label: string) => {
  failures[label] = (failures[label] ?? 0) + 1;
};
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1e6;
};

async function open(order: Extract<ClientOrder, { type: 'open' }>): Promise<ClientReply> {
  const cpu = process.cpuUsage();
  const url = new URL(`${SOCKET_PATH}/?EIO=4&transport=websocket`, order.base);
  url.protocol = 'ws:';
  settings = { url: url.toString(), localAddress: order.localAddress };
  const first = clients.length;
  clients.push(...order.tokens.map((token) => ({ token, ws: null, connected: false })));
  const failures: Failures = {};
  let next = first;
  const worker = async () => {
    for (let i = next++; i < clients.length; i = next++) {
      const failure = await connect(i, order.timeoutMs);
      if (failure) count(failures, failure);
    }
  };
  await Promise.all(Array.from({ length: order.concurrency }, worker));
  return { type: 'opened', held: clients.filter((c) => c.connected).length, failures, cpuS: cpuSeconds(cpu) };
}

async function collect(order: Extract<ClientOrder, { type: 'collect' }>): Promise<ClientReply> {
  const cpu = process.cpuUsage();
  const open = clients.map((c, i) => (c.connected ? i : -1)).filter((i) => i >= 0);
  const until = performance.now() + order.timeoutMs;
  const missing = () => {
    const times = arrivals.get(order.winId);
    return times ? open.filter((i) => Number.isNaN(times[i])).length : open.length;
  };
  while (missing() > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  const times = arrivals.get(order.winId);
  const at = times ? open.map((i) => times[i] as number).filter((t) => !Number.isNaN(t)) : [];
  arrivals.delete(order.winId);
  return { type: 'collected', at, missing: open.length - at.length, cpuS: cpuSeconds(cpu) };
}

/**
 * The app's client (src/realtime/client.ts) waits before every attempt, the
 * first one too: socket.io-client's backoff spreads TIMING.socketReconnectDelayMs
 * by its default factor 0.5 either way, capped at that same delay (its
 * reconnectionDelayMax), so half wait it whole and half 0.5-1 of it.
 */
const appRetryDelay = () => TIMING.socketReconnectDelayMs * (Math.random() < 0.5 ? 1 : 1 - 0.5 * Math.random());

async function storm(order: Extract<ClientOrder, { type: 'storm' }>): Promise<ClientReply> {
  const cpu = process.cpuUsage();
  const failures: Failures = {};
  const until = performance.now() + order.timeoutMs;
  const dropped = clients.map((c, i) => (c.connected ? i : -1)).filter((i) => i >= 0);
  for (const i of dropped) {
    const client = clients[i] as Client;
    client.connected = false;
    client.ws?.terminate();
  }
  let lastBackAt = epochMs();
  const reconnect = async (i: number) => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, appRetryDelay()));
      const failure = await connect(i, order.timeoutMs);
      if (!failure) {
        lastBackAt = Math.max(lastBackAt, epochMs());
        return;
      }
      count(failures, failure);
      if (performance.now() + TIMING.socketReconnectDelayMs > until) return;
    }
  };
  await Promise.all(dropped.map(reconnect));
  return {
    type: 'stormed',
    back: clients.filter((c) => c.connected).length,
    of: dropped.length,
    failures,
    lastBackAt,
    cpuS: cpuSeconds(cpu),
  };
}

async function handle(order: ClientOrder): Promise<ClientReply> {
  switch (order.type) {
    case 'open':
      return open(order);
    case 'collect':
      return collect(order);
    case 'storm':
      return storm(order);
    case 'close':
      for (const c of clients) c.ws?.terminate();
      return { type: 'closed' };
  }
}

if (process.send) {
  process.on('message', (order: ClientOrder) => {
    handle(order).then(
      (reply) =>
        process.send?.(reply, () => {
          if (reply.type === 'closed') process.exit(0);
        }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
  // The bench went away without saying close: leave nothing behind.
  process.on('disconnect', () => process.exit(0));
}
