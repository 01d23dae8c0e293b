// npm run bench:sockets — the player sockets of one server process (issue 14)
// on PostgreSQL: a broadcast to every socket, the sockets held, and a
// reconnect storm. Needs DATABASE_URL (a PostgreSQL server; the bench works
// in a throwaway database on it, vip_bench_sockets, and drops it at the end).
//   1. The real app (buildApp, socket.io with the adapter server/main.ts
//      chooses for DATABASE_URL) on a free local port in this process. Every
//      socket has a session of its own: players and sessions are rows made
//      directly (logging 30k players in over HTTP would take minutes and
//      measure the login, not the socket); sharing sessions would flatter a
//      handshake that looks sessions up.
//   2. Forked client processes (bench/socket-clients.ts, up to 5,000 sockets
//      each) connect --sockets sockets (default 10,000); then --rounds (5)
//      times the hub's push to everyone (realtime.toAll, what a big win
//      sends) goes out and every socket's arrival is timed against the send
//      (one machine, one clock), with the longest event-loop delay of this
//      process meanwhile (monitorEventLoopDelay). One more push, under V8's
//      sampling profiler and left out of the figures, shows how much of the
//      server's CPU in a broadcast is the writev system call itself.
//   3. Sockets are added up to --storm (20,000), then every one drops its
//      connection at once (a network loss) and reconnects as the app's client
//      does, after socket.io-client's randomised delay (1-2 s) and again after
//      each failure: failures by kind (5xx, timeouts, connect errors), the
//      time until all are back, the handshakes' SQL statements and the
//      server's CPU.
//   4. Sockets are added up to --hold (30,000): how many the process holds,
//      and its open files beside its limit (RLIMIT_NOFILE), which caps it.
// Figures are printed beside their targets and the load average. Exits 1
// when a target is missed; 2 when a precondition is.
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { ServerEvent } from '../contract/realtime';
import { buildApp } from '../server/app';
import { LISTEN_BACKLOG } from '../server/config';
import { realtimeAdapter } from '../server/realtime/adapter';
import { createRealtime } from '../server/realtime/hub';
import { attachSocket, type PlayerSockets } from '../server/realtime/socket';
import {
  benchAppDeps, benchEnv, loadAvg, openDatabase, playerSessions, printSetup, printTable, runBench, statementCounter,
} from './harness';
import { profiled, selfShare } from './cpuProfile';
import { summarize } from './latency';
import { epochMs, type ClientOrder, type ClientReply, type Failures } from './socket-clients';

const SOCKETS_DB = 'vip_bench_sockets';
const PER_PROCESS = 5_000;
/** handshakes in flight per client process while sockets are added (the storm has no limit) */
const OPEN_CONCURRENCY = 64;
const OPEN_TIMEOUT_MS = 20_000;
/** socket.io-client's default connect timeout, which the app keeps */
const STORM_TIMEOUT_MS = 20_000;
const COLLECT_TIMEOUT_MS = 10_000;
/** open files the server keeps for itself (database pools, the listener, IPC, modules) when sizing the storm */
const FD_RESERVE = 200;
const TARGET = { p99Ms: 150, blockMs: 50, held: 30_000, storm: 20_000 } as const;

const env = benchEnv('bench:sockets', [SOCKETS_DB]);
const BROADCAST = env.count('--sockets', 'BENCH_SOCKETS', 10_000, 'sockets');
const STORM = env.count('--storm', 'BENCH_STORM', TARGET.storm, 'sockets');
const HOLD = env.count('--hold', 'BENCH_HOLD', TARGET.held, 'sockets');
const ROUNDS = env.count('--rounds', 'BENCH_ROUNDS', 5, 'broadcasts');
const clientModule = new URL('./socket-clients.ts', import.meta.url);

/** A forked client process: one order at a time, its reply. */
interface ClientProcess {
  ask(order: ClientOrder): Promise<ClientReply>;
  child: ChildProcess;
}
function forkClientProcess(): ClientProcess {
  const child = fork(clientModule, [], { execArgv: ['--import', 'tsx'] });
  return {
    child,
    ask: (order) => new Promise((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`socket client process exited ${code} before answering ${order.type}`));
      child.once('exit', exited);
      child.once('message', (reply) => { child.off('exit', exited); resolve(reply as ClientReply); });
      child.send(order);
    }),
  };
}
const ask = <T extends ClientReply['type']>(p: ClientProcess, order: ClientOrder, type: T) =>
  p.ask(order).then((reply) => {
    if (reply.type !== type) throw new Error(`expected ${type}, got ${reply.type}`);
    return reply as Extract<ClientReply, { type: T }>;
  });

/** This process's open files and their limit (Linux /proc; NaN elsewhere). */
function openFiles(): { open: number; limit: number } {
  try {
    const limit = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
    return { open: readdirSync('/proc/self/fd').length, limit: Number(limit ?? Number.NaN) };
  } catch {
    return { open: Number.NaN, limit: Number.NaN };
  }
}

const merge = (into: Failures, from: Failures) => { for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n; };
const describe = (f: Failures) => (Object.keys(f).length ? Object.entries(f).map(([k, n]) => `${n} x ${k}`).join(', ') : 'none');
const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');
const load1 = () => (loadavg()[0] ?? Number.NaN).toFixed(2);
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function socketsBench(dataDir: string): Promise<boolean> {
  const database = await openDatabase(env, SOCKETS_DB, dataDir);
  const counter = statementCounter();
  const procs: ClientProcess[] = [];
  let app: FastifyInstance | undefined;
  let sockets: PlayerSockets | undefined;
  try {
    const setupStarted = Date.now();
    const tokens = (await playerSessions(database.db, Math.max(BROADCAST, STORM, HOLD), database.config.sessionTtlHours)).map((p) => p.token);
    console.log(`setup: ${tokens.length} players with a session each in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);
    const realtime = createRealtime();
    const appDb = database.db.withPlugin(counter.plugin);
    app = await buildApp(benchAppDeps(appDb, database.config, realtime));
    const adapter = await realtimeAdapter({ databaseUrl: database.config.databaseUrl, log: (what, error) => console.error(what, error) });
    sockets = attachSocket(app.server, { db: appDb, realtime, adapter });
    await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const io = sockets.io;
    console.log(`socket adapter: ${adapter.name}; pingInterval ${io.engine.opts.pingInterval} ms, perMessageDeflate ${JSON.stringify(io.engine.opts.perMessageDeflate ?? false)}`);
    for (let i = 0; i < Math.ceil(Math.max(BROADCAST, STORM, HOLD) / PER_PROCESS); i++) procs.push(forkClientProcess());

    let given = 0;
    /** Adds sockets (the next sessions) across the client processes until `total` were asked for. */
    const openUpTo = async (total: number) => {
      const fresh = tokens.slice(given, total);
      given = Math.max(given, total);
      const share = Math.ceil(fresh.length / procs.length);
      const started = epochMs();
      const replies = await Promise.all(procs.map((p, i) => ask(p, {
        type: 'open', base, tokens: fresh.slice(i * share, (i + 1) * share), localAddress: `127.0.0.${11 + i}`,
        concurrency: OPEN_CONCURRENCY, timeoutMs: OPEN_TIMEOUT_MS,
      }, 'opened')));
      const failures: Failures = {};
      for (const r of replies) merge(failures, r.failures);
      const held = replies.reduce((s, r) => s + r.held, 0);
      const files = openFiles();
      console.log(`  ${held} sockets open (server: ${io.engine.clientsCount}) after ${((epochMs() - started) / 1000).toFixed(1)} s; failures: ${describe(failures)}; server open files ${files.open} of ${files.limit}; load ${load1()}`);
      return { held, failures, files };
    };

    console.log(`\n1. broadcast to ${BROADCAST} sockets`);
    await openUpTo(BROADCAST);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    const rounds: { p50: number; p99: number; last: number; missing: number; blockMs: number; cpuS: number; load: string }[] = [];
    const all: number[] = [];
    /** One push to everyone (what a big win sends), and when each socket had it, against the send. */
    const broadcast = async (id: number) => {
      const win = { id, name: 'B***h', game: 'SPINWHEEL', payout: 5_000, multiplier: 50, at: new Date().toISOString() } as const;
      const event: ServerEvent = { type: 'bigWin', win };
      const sentAt = epochMs();
      realtime.toAll(event);
      const replies = await Promise.all(procs.map((p) => ask(p, { type: 'collect', winId: win.id, timeoutMs: COLLECT_TIMEOUT_MS }, 'collected')));
      return { after: replies.flatMap((r) => r.at.map((at) => at - sentAt)), missing: replies.reduce((n, r) => n + r.missing, 0) };
    };
    const pause = () => new Promise((resolve) => setTimeout(resolve, 1000));
    for (let round = 1; round <= ROUNDS; round++) {
      await pause();
      const cpu = process.cpuUsage();
      delay.reset();
      delay.enable();
      const { after, missing } = await broadcast(round);
      delay.disable();
      const { user, system } = process.cpuUsage(cpu);
      all.push(...after);
      const s = summarize(after);
      rounds.push({ p50: s.p50, p99: s.p99, last: s.max, missing, blockMs: delay.max / 1e6, cpuS: (user + system) / 1e6, load: load1() });
    }
    printTable([
      ['round', 'reached', 'p50', 'p99', 'last', 'longest event-loop delay', 'server CPU', 'load (1 min)'],
      ...rounds.map((r, i) => [String(i + 1), `${BROADCAST - r.missing}/${BROADCAST}`, ms(r.p50), ms(r.p99), ms(r.last), ms(r.blockMs), ms(r.cpuS * 1000), r.load]),
    ]);
    const total = summarize(all);
    const worstBlock = Math.max(...rounds.map((r) => r.blockMs));
    const missing = rounds.reduce((n, r) => n + r.missing, 0);
    // One more, under the profiler and outside the figures: what the server's CPU in a broadcast is spent on.
    await pause();
    const { profile } = await profiled(() => broadcast(ROUNDS + 1));
    const { busyMs, inMs } = selfShare(profile, 'writev');
    console.log(`  profiled once more (not in the rows above): ${ms(busyMs)} of the server's CPU sampled, ${ms(inMs)} (${Math.round((100 * inMs) / Math.max(busyMs, 1e-9))}%) of it in the writev system call itself, one a socket: ${((inMs * 1000) / BROADCAST).toFixed(1)} us each. On loopback that call also runs the receiving socket's TCP stack.`);

    const headroom = (() => { const f = openFiles(); return f.limit - f.open - FD_RESERVE; })();
    const stormSize = Math.min(STORM, io.engine.clientsCount + headroom);
    console.log(`\n2. reconnect storm of ${stormSize} sockets${stormSize < STORM ? ` (${STORM} asked; the server's open-file limit leaves room for ${stormSize})` : ''}`);
    await openUpTo(stormSize);
    counter.take();
    const stormCpu = process.cpuUsage();
    delay.reset();
    delay.enable();
    const stormAt = epochMs();
    const stormed = await Promise.all(procs.map((p) => ask(p, { type: 'storm', timeoutMs: STORM_TIMEOUT_MS }, 'stormed')));
    delay.disable();
    const stormCpuS = (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(stormCpu));
    const statements = counter.take();
    const stormFailures: Failures = {};
    for (const r of stormed) merge(stormFailures, r.failures);
    const back = stormed.reduce((n, r) => n + r.back, 0);
    const dropped = stormed.reduce((n, r) => n + r.of, 0);
    const allBackMs = Math.max(...stormed.map((r) => r.lastBackAt)) - stormAt;
    const errors5xx = Object.entries(stormFailures).filter(([k]) => /^HTTP 5/.test(k)).reduce((n, [, c]) => n + c, 0);
    const timeouts = stormFailures.timeout ?? 0;
    console.log(`  ${back}/${dropped} back after ${ms(allBackMs)}; failed attempts: ${describe(stormFailures)}`);
    console.log(`  server: ${stormCpuS.toFixed(2)} s CPU (${((stormCpuS * 1e6) / Math.max(1, dropped)).toFixed(0)} us a reconnection incl. the drop), ${statements} SQL statements (${(statements / Math.max(1, dropped)).toFixed(2)} a reconnection), longest event-loop delay ${ms(delay.max / 1e6)}; client processes ${stormed.reduce((s, r) => s + r.cpuS, 0).toFixed(2)} s CPU; load ${load1()}`);

    console.log(`\n3. sockets held (asked for ${HOLD})`);
    const hold = await openUpTo(HOLD);
    const heldByServer = io.engine.clientsCount;
    const capped = hold.files.open >= hold.files.limit - FD_RESERVE;
    if (capped) {
      console.log(`  held back by the open-file limit: the server process has ${hold.files.open} files open of RLIMIT_NOFILE ${hold.files.limit}, one a socket;`);
      console.log(`  raise it where the server starts (systemd LimitNOFILE=65536, docker --ulimit nofile=65536, ulimit -n 65536 in its shell)`);
    }

    console.log('');
    printTable([
      ['figure', 'measured', 'target', ''],
      [`broadcast to ${BROADCAST}: p50 / p99 / last over ${ROUNDS} rounds`, `${ms(total.p50)} / ${ms(total.p99)} / ${ms(total.max)}`, `p99 <= ${TARGET.p99Ms} ms`, verdict(total.p99 <= TARGET.p99Ms && missing === 0)],
      ['longest event-loop delay in a broadcast', ms(worstBlock), `<= ${TARGET.blockMs} ms`, verdict(worstBlock <= TARGET.blockMs)],
      [`reconnect storm of ${dropped}`, `${back} back in ${ms(allBackMs)}, ${errors5xx} 5xx, ${timeouts} timeouts`, `${TARGET.storm}, no 5xx or timeout`, verdict(dropped >= TARGET.storm && back === dropped && errors5xx === 0 && timeouts === 0)],
      ['sockets held by one process', `${heldByServer}${capped ? ` (open-file limit ${hold.files.limit})` : ''}`, `${TARGET.held}`, verdict(heldByServer >= TARGET.held)],
    ]);
    console.log(`\n  load avg now ${loadAvg()}; the server, PostgreSQL and ${procs.length} client processes share this machine's cores.`);
    return total.p99 <= TARGET.p99Ms && missing === 0 && worstBlock <= TARGET.blockMs
      && back === dropped && errors5xx === 0 && timeouts === 0 && heldByServer >= Math.min(HOLD, TARGET.held);
  } finally {
    await Promise.allSettled(procs.map((p) => (p.child.exitCode === null ? ask(p, { type: 'close' }, 'closed') : Promise.resolve())));
    for (const p of procs) p.child.kill();
    await sockets?.close();
    await app?.close();
    await database.close();
  }
}

await printSetup(env, `${BROADCAST} sockets x ${ROUNDS} broadcasts, a reconnect storm of ${STORM}, ${HOLD} held; one server process`);
await runBench(env, socketsBench);
