// npm run bench:sockets — the player sockets of one server process (issue 14)
// on PostgreSQL: a broadcast to every socket, the sockets held, and a
// reconnect storm; with --processes N, the same on N processes (the
// scale-out path). Needs DATABASE_URL (a PostgreSQL server; the bench works
// in a throwaway database on it, vip_bench_sockets, and drops it at the end).
//   1. The real app with socket.io on the adapter server/main.ts chooses for
//      DATABASE_URL, in a server process of its own (bench/socket-server.ts),
//      or --processes N of them (default 1) on the one database: a push on
//      the first reaches the others' sockets through the adapter, as a big
//      win does. Every socket has a session of its own: players and
//      sessions are rows made directly (logging 30k players in over HTTP
//      would take minutes and measure the login, not the socket); sharing
//      sessions would flatter a handshake that looks sessions up.
//   2. Forked client processes (bench/socket-clients.ts, up to 5,000 sockets
//      each, each on one server, spread evenly) connect --sockets sockets
//      (default 10,000); then --rounds (5) times the hub's push to everyone
//      (realtime.toAll, what a big win sends) goes out and every socket's
//      arrival is timed against the send (one machine, one clock), with the
//      servers' longest event-loop delay meanwhile. One more push, under
//      V8's sampling profiler and left out of the figures, shows how much of
//      the servers' CPU in a broadcast is the writev system call itself.
//   3. Sockets are added up to --storm (20,000), then every one drops its
//      connection at once (a network loss) and reconnects as the app's client
//      does, after socket.io-client's randomised delay (1-2 s) and again after
//      each failure: failures by kind (5xx, timeouts, connect errors), the
//      time until all are back, the handshakes' SQL statements and the
//      servers' CPU.
//   4. Sockets are added up to --hold (30,000): how many the servers hold,
//      and their open files beside their limit (RLIMIT_NOFILE), which caps
//      each process.
// Figures are printed beside their targets (which are for one process) and
// the load average. Exits 1 when a target is missed; 2 when a precondition is.
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import type { ServerEvent } from '../contract/realtime';
import {
  benchEnv,
  forkServer,
  loadAvg,
  openDatabase,
  playerSessions,
  printSetup,
  printTable,
  runBench,
  type ForkedServer,
  type ProcessUsage,
} from './harness';
import { epochMs, summarize } from './latency';
import { type ClientOrder, type ClientReply, type Failures } from './socket-clients';
import type { SocketServerAnswer, SocketServerQuestion } from './socket-server';

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
const PROCESSES = env.count('--processes', 'BENCH_PROCESSES', 1, 'server processes');
const clientModule = new URL('./socket-clients.ts', import.meta.url);
const serverModule = new URL('./socket-server.ts', import.meta.url);

/** A forked client process: one order at a time, its reply. */
interface ClientProcess {
  ask(order: ClientOrder): Promise<ClientReply>;
  child: ChildProcess;
}
function forkClientProcess(): ClientProcess {
  const child = fork(clientModule, [], { execArgv: ['--import', 'tsx'] });
  return {
    child,
    ask: (order) =>
      new Promise((resolve, reject) => {
        const exited = (code: number | null) => reject(new Error(`socket client process exited ${code} before answering ${order.type}`));
        child.once('exit', exited);
        child.once('message', (reply) => {
          child.off('exit', exited);
          resolve(reply as ClientReply);
        });
        child.send(order);
      }),
  };
}
const ask = <T extends ClientReply['type']>(p: ClientProcess, order: ClientOrder, type: T) =>
  p.ask(order).then((reply) => {
    if (reply.type !== type) throw new Error(`expected ${type}, got ${reply.type}`);
    return reply as Extract<ClientReply, { type: T }>;
  });

const merge = (into: Failures, from: Failures) => {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
};
const describe = (f: Failures) =>
  Object.keys(f).length
    ? Object.entries(f)
        .map(([k, n]) => `${n} x ${k}`)
        .join(', ')
    : 'none';
const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');
const load1 = () => (loadavg()[0] ?? Number.NaN).toFixed(2);
const verdict = (ok: boolean) => (ok ? `met${PROCESSES > 1 ? ` on ${PROCESSES} processes` : ''}` : 'MISSED');

type SocketServer = ForkedServer<SocketServerQuestion, SocketServerAnswer>;
const answer = async <T extends SocketServerAnswer['type']>(server: SocketServer, question: SocketServerQuestion, type: T) => {
  const reply = await server.ask(question);
  if (reply.type !== type) throw new Error(`expected ${type}, got ${reply.type}`);
  return reply as Extract<SocketServerAnswer, { type: T }>;
};
/** The servers' use of the machine since the last ask: CPU summed, the longest event-loop delay of any. */
const usageOf = async (servers: readonly SocketServer[]) => {
  const usages: ProcessUsage[] = await Promise.all(servers.map((s) => s.usage()));
  return { cpuS: usages.reduce((n, u) => n + u.cpuS, 0), blockMs: Math.max(...usages.map((u) => u.loopDelayMaxMs)) };
};
const statesOf = (servers: readonly SocketServer[]) => Promise.all(servers.map((s) => answer(s, { type: 'state' }, 'state')));
const statementsOf = async (servers: readonly SocketServer[]) =>
  (await Promise.all(servers.map((s) => answer(s, { type: 'statements' }, 'statements')))).reduce((n, a) => n + a.count, 0);

async function socketsBench(dataDir: string): Promise<boolean> {
  const database = await openDatabase(env, SOCKETS_DB, dataDir);
  const procs: ClientProcess[] = [];
  const servers: SocketServer[] = [];
  try {
    const setupStarted = Date.now();
    const most = Math.max(BROADCAST, STORM, HOLD);
    const tokens = (await playerSessions(database.db, most, database.config.sessionTtlHours)).map((p) => p.token);
    console.log(`setup: ${tokens.length} players with a session each in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);
    for (let i = 0; i < PROCESSES; i++) {
      servers.push(
        await forkServer<SocketServerQuestion, SocketServerAnswer>(serverModule, {
          databaseUrl: database.config.databaseUrl as string,
          dataDir,
        }),
      );
    }
    const [first] = await statesOf(servers);
    if (!first) throw new Error('no server process');
    console.log(
      `${PROCESSES} server process${PROCESSES > 1 ? 'es' : ''}; socket adapter: ${first.adapter}; pingInterval ${first.pingIntervalMs} ms, perMessageDeflate ${first.perMessageDeflate}`,
    );
    // As many client processes on every server.
    const perServer = Math.ceil(Math.ceil(most / PER_PROCESS) / PROCESSES);
    for (let i = 0; i < perServer * PROCESSES; i++) procs.push(forkClientProcess());
    const serverOf = (clientIndex: number) => servers[clientIndex % PROCESSES] as SocketServer;

    let given = 0;
    /** Adds sockets (the next sessions) across the client processes until `total` were asked for. */
    const openUpTo = async (total: number) => {
      const fresh = tokens.slice(given, total);
      given = Math.max(given, total);
      const share = Math.ceil(fresh.length / procs.length);
      const started = epochMs();
      const replies = await Promise.all(
        procs.map((p, i) =>
          ask(
            p,
            {
              type: 'open',
              base: serverOf(i).base,
              tokens: fresh.slice(i * share, (i + 1) * share),
              localAddress: `127.0.0.${11 + i}`,
              concurrency: OPEN_CONCURRENCY,
              timeoutMs: OPEN_TIMEOUT_MS,
            },
            'opened',
          ),
        ),
      );
      const failures: Failures = {};
      for (const r of replies) merge(failures, r.failures);
      const held = replies.reduce((s, r) => s + r.held, 0);
      const states = await statesOf(servers);
      const files = states.map((st) => `${st.openFiles} of ${st.fileLimit}`).join(', ');
      console.log(
        `  ${held} sockets open (servers: ${states.map((st) => st.sockets).join(' + ')}) after ${((epochMs() - started) / 1000).toFixed(1)} s; failures: ${describe(failures)}; server open files ${files}; load ${load1()}`,
      );
      return { held, failures, states };
    };

    console.log(`\n1. broadcast to ${BROADCAST} sockets`);
    await openUpTo(BROADCAST);
    const rounds: { p50: number; p99: number; last: number; missing: number; blockMs: number; cpuS: number; load: string }[] = [];
    const all: number[] = [];
    /** One push to everyone from the first server (what a big win sends), and when each socket had it, against the send. */
    const broadcast = async (id: number) => {
      const win = { id, name: 'B***h', game: 'SPINWHEEL', payout: 5_000, multiplier: 50, at: new Date().toISOString() } as const;
      const event: ServerEvent = { type: 'bigWin', win };
      const { sentAt } = await answer(servers[0] as SocketServer, { type: 'push', event }, 'pushed');
      const replies = await Promise.all(
        procs.map((p) => ask(p, { type: 'collect', winId: win.id, timeoutMs: COLLECT_TIMEOUT_MS }, 'collected')),
      );
      return { after: replies.flatMap((r) => r.at.map((at) => at - sentAt)), missing: replies.reduce((n, r) => n + r.missing, 0) };
    };
    const pause = () => new Promise((resolve) => setTimeout(resolve, 1000));
    for (let round = 1; round <= ROUNDS; round++) {
      await pause();
      await usageOf(servers);
      const { after, missing } = await broadcast(round);
      const { cpuS, blockMs } = await usageOf(servers);
      all.push(...after);
      const s = summarize(after);
      rounds.push({ p50: s.p50, p99: s.p99, last: s.max, missing, blockMs, cpuS, load: load1() });
    }
    printTable([
      ['round', 'reached', 'p50', 'p99', 'last', 'longest event-loop delay', 'server CPU', 'load (1 min)'],
      ...rounds.map((r, i) => [
        String(i + 1),
        `${BROADCAST - r.missing}/${BROADCAST}`,
        ms(r.p50),
        ms(r.p99),
        ms(r.last),
        ms(r.blockMs),
        ms(r.cpuS * 1000),
        r.load,
      ]),
    ]);
    const total = summarize(all);
    const worstBlock = Math.max(...rounds.map((r) => r.blockMs));
    const missing = rounds.reduce((n, r) => n + r.missing, 0);
    // One more, under the profiler and outside the figures: what the servers' CPU in a broadcast is spent on.
    await pause();
    await Promise.all(servers.map((srv) => answer(srv, { type: 'profile', on: true }, 'profiling')));
    await broadcast(ROUNDS + 1);
    const profiles = await Promise.all(servers.map((srv) => answer(srv, { type: 'profile', on: false }, 'profiled')));
    const busyMs = profiles.reduce((n, p) => n + p.busyMs, 0);
    const inMs = profiles.reduce((n, p) => n + p.writevMs, 0);
    console.log(
      `  profiled once more (not in the rows above): ${ms(busyMs)} of the servers' CPU sampled, ${ms(inMs)} (${Math.round((100 * inMs) / Math.max(busyMs, 1e-9))}%) of it in the writev system call itself, one a socket: ${((inMs * 1000) / BROADCAST).toFixed(1)} us each. On loopback that call also runs the receiving socket's TCP stack.`,
    );

    // Every server takes an equal share: the fullest one sizes the storm.
    const room = Math.min(...(await statesOf(servers)).map((st) => st.sockets + st.fileLimit - st.openFiles - FD_RESERVE));
    const stormSize = Math.min(STORM, room * PROCESSES);
    console.log(
      `\n2. reconnect storm of ${stormSize} sockets${stormSize < STORM ? ` (${STORM} asked; the servers' open-file limit leaves room for ${stormSize})` : ''}`,
    );
    await openUpTo(stormSize);
    await statementsOf(servers);
    await usageOf(servers);
    const stormAt = epochMs();
    const stormed = await Promise.all(procs.map((p) => ask(p, { type: 'storm', timeoutMs: STORM_TIMEOUT_MS }, 'stormed')));
    const stormUsage = await usageOf(servers);
    const statements = await statementsOf(servers);
    const stormFailures: Failures = {};
    for (const r of stormed) merge(stormFailures, r.failures);
    const back = stormed.reduce((n, r) => n + r.back, 0);
    const dropped = stormed.reduce((n, r) => n + r.of, 0);
    const allBackMs = Math.max(...stormed.map((r) => r.lastBackAt)) - stormAt;
    const errors5xx = Object.entries(stormFailures)
      .filter(([k]) => /^HTTP 5/.test(k))
      .reduce((n, [, c]) => n + c, 0);
    const timeouts = stormFailures.timeout ?? 0;
    console.log(`  ${back}/${dropped} back after ${ms(allBackMs)}; failed attempts: ${describe(stormFailures)}`);
    console.log(
      `  servers: ${stormUsage.cpuS.toFixed(2)} s CPU (${((stormUsage.cpuS * 1e6) / Math.max(1, dropped)).toFixed(0)} us a reconnection incl. the drop), ${statements} SQL statements (${(statements / Math.max(1, dropped)).toFixed(2)} a reconnection), longest event-loop delay ${ms(stormUsage.blockMs)}; client processes ${stormed.reduce((s, r) => s + r.cpuS, 0).toFixed(2)} s CPU; load ${load1()}`,
    );

    console.log(`\n3. sockets held (asked for ${HOLD})`);
    const hold = await openUpTo(HOLD);
    const held = hold.states.reduce((n, st) => n + st.sockets, 0);
    const full = hold.states.find((st) => st.openFiles >= st.fileLimit - FD_RESERVE);
    if (full) {
      console.log(
        `  held back by the open-file limit: a server process has ${full.openFiles} files open of RLIMIT_NOFILE ${full.fileLimit}, one a socket;`,
      );
      console.log(
        `  raise it where the server starts (systemd LimitNOFILE=65536, docker --ulimit nofile=65536, ulimit -n 65536 in its shell)`,
      );
    }

    const by = PROCESSES === 1 ? 'one process' : `${PROCESSES} processes`;
    console.log('');
    printTable([
      ['figure', 'measured', 'target (one process)', ''],
      [
        `broadcast to ${BROADCAST}, ${by}: p50 / p99 / last over ${ROUNDS} rounds`,
        `${ms(total.p50)} / ${ms(total.p99)} / ${ms(total.max)}`,
        `p99 <= ${TARGET.p99Ms} ms`,
        verdict(total.p99 <= TARGET.p99Ms && missing === 0),
      ],
      ['longest event-loop delay in a broadcast', ms(worstBlock), `<= ${TARGET.blockMs} ms`, verdict(worstBlock <= TARGET.blockMs)],
      [
        `reconnect storm of ${dropped}, ${by}`,
        `${back} back in ${ms(allBackMs)}, ${errors5xx} 5xx, ${timeouts} timeouts`,
        `${TARGET.storm}, no 5xx or timeout`,
        verdict(dropped >= TARGET.storm && back === dropped && errors5xx === 0 && timeouts === 0),
      ],
      [
        `sockets held by ${by}`,
        `${held}${full ? ` (open-file limit ${full.fileLimit} a process)` : ''}`,
        `${TARGET.held}`,
        verdict(held >= TARGET.held),
      ],
    ]);
    console.log(
      `\n  load avg now ${loadAvg()}; ${PROCESSES} server process${PROCESSES > 1 ? 'es' : ''}, PostgreSQL and ${procs.length} client processes share this machine's cores.`,
    );
    return (
      total.p99 <= TARGET.p99Ms &&
      missing === 0 &&
      worstBlock <= TARGET.blockMs &&
      back === dropped &&
      errors5xx === 0 &&
      timeouts === 0 &&
      held >= Math.min(HOLD, TARGET.held)
    );
  } finally {
    await Promise.allSettled(procs.map((p) => (p.child.exitCode === null ? ask(p, { type: 'close' }, 'closed') : Promise.resolve())));
    for (const p of procs) p.child.kill();
    await Promise.allSettled(servers.map((srv) => srv.stop()));
    await database.close();
  }
}

await printSetup(
  env,
  `${BROADCAST} sockets x ${ROUNDS} broadcasts, a reconnect storm of ${STORM}, ${HOLD} held; ${PROCESSES} server process${PROCESSES > 1 ? 'es' : ''}`,
);
await runBench(env, socketsBench);
