// Where a bench's CPU went, beside the app process's own (process.cpuUsage):
// the machine's busy share over a window (/proc/stat), and the CPU of other
// processes: the PostgreSQL backends serving the bench's database (their
// pids from pg_stat_activity), pgbench and its backends for the TPC-B
// reference. On a machine shared with other work the busy share counts
// that work too, while the processes' figures are the bench's alone, so a
// cost per call can be set beside TPC-B's cost per transaction however
// loaded the machine was. Linux with PostgreSQL on the same machine; null
// where either cannot be read.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { machineBusySeconds, processStat } from './procCpu';

/** How often short-lived processes (pgbench's backends) are read: one that exits loses at most this much. */
const POLL_MS = 200;

export interface CpuSpent {
  /** CPU seconds of every core that were busy in the window, anyone's; null off Linux */
  machineBusyS: number | null;
  /** CPU seconds of the watched processes (the database's backends...) in the window; null when they cannot be read */
  processesS: number | null;
}

/** The backends serving the database `db` is connected to, but not the one asking. */
export async function backendPids(db: Kysely<Database>, database?: string): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
    WHERE datname = coalesce(${database ?? null}::text, current_database()) AND pid <> pg_backend_pid()`.execute(db);
  return rows.map((r) => r.pid);
}

/**
 * Starts a window; its stop() gives what was spent meanwhile. `pids`: the
 * processes to count, asked at the start, every POLL_MS and at the end; one
 * that appears meanwhile counts from its start, one that ends loses what it
 * spent since the last poll.
 */
export function cpuWindow(pids?: () => Promise<number[]>): { stop(): Promise<CpuSpent> } {
  const machine = machineBusySeconds();
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let listed = 0;
  const poll = async (start: boolean) => {
    for (const pid of (await pids?.()) ?? []) {
      listed++;
      // null: gone since it was listed, or a server on another machine.
      const cpuS = processStat(pid)?.cpuS;
      if (cpuS === undefined) continue;
      if (start) first.set(pid, cpuS);
      last.set(pid, cpuS);
    }
  };
  let polling = poll(true);
  const timer = setInterval(() => {
    polling = polling.then(() => poll(false));
  }, POLL_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await polling.then(() => poll(false));
      const machineEnd = machineBusySeconds();
      let processes = 0;
      for (const [pid, cpuS] of last) processes += cpuS - (first.get(pid) ?? 0);
      return {
        machineBusyS: machine !== null && machineEnd !== null ? machineEnd - machine : null,
        processesS: listed > 0 && last.size > 0 ? processes : null,
      };
    },
  };
}

/** What a server bench measured, for its CPU figures: calls in `seconds`, the CPU of the app and its clients, and TPC-B's. */
export interface CpuFigures {
  calls: number;
  seconds: number;
  appS: number;
  clientS: number;
  spent: CpuSpent;
  tpcb: { transactions: number; seconds: number; spent: CpuSpent; backendsS: number | null };
}

/** CPU milliseconds a call and a TPC-B transaction, and the ratios those costs alone make; null where a figure cannot be read. */
export interface CpuCosts {
  appMs: number | null;
  dbMs: number | null;
  clientMs: number | null;
  /** app + database + clients */
  allMs: number | null;
  /** pgbench and its backends */
  tpcbMs: number | null;
  tpcbDbMs: number | null;
  /** the cost ratio: TPC-B's CPU a transaction over everything's a call, the throughput ratio the machine would give with nothing else to run */
  ratio: number | null;
  /** the database's CPU alone on each side: the ratio with the app and its clients on cores of their own */
  dbRatio: number | null;
}

export function cpuCosts(f: CpuFigures): CpuCosts {
  const ms = (s: number | null, n: number) => (s === null || n === 0 ? null : (1000 * s) / n);
  const over = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? null : a / b);
  const db = f.spent.processesS;
  const allMs = db === null ? null : ms(f.appS + db + f.clientS, f.calls);
  const tpcbMs = ms(f.tpcb.spent.processesS, f.tpcb.transactions);
  const dbMs = ms(db, f.calls);
  const tpcbDbMs = ms(f.tpcb.backendsS, f.tpcb.transactions);
  return {
    appMs: ms(f.appS, f.calls),
    dbMs,
    clientMs: ms(f.clientS, f.calls),
    allMs,
    tpcbMs,
    tpcbDbMs,
    ratio: over(tpcbMs, allMs),
    dbRatio: over(tpcbDbMs, dbMs),
  };
}

const ratioText = (v: number | null): string => (v === null ? 'n/a' : v.toFixed(3));

/**
 * The headline line of a server bench: its throughput against TPC-B's, and
 * beside it the cost ratio, which a machine busy with other work moves far
 * less than the throughput (each side's CPU is its own processes' alone).
 */
export function ratioLine(unit: string, rate: number, tpcbTps: number, f: CpuFigures): string {
  return `  ratio ${unit}/s ÷ TPC-B tps: ${ratioText(rate / tpcbTps)}; cost ratio (CPU a TPC-B transaction ÷ CPU a call): ${ratioText(cpuCosts(f).ratio)}`;
}

/**
 * The CPU lines of a report: each process's share of one core over the
 * measured `seconds`, CPU milliseconds per call beside TPC-B's per
 * transaction, and what those costs alone would make of the ratio: on this
 * machine with nothing else to run (everything's CPU against pgbench's and
 * its backends'), and with the app and its clients on cores of their own
 * (the database's CPU against TPC-B's backends').
 */
export function cpuLines(f: CpuFigures): string[] {
  const pct = (s: number | null, over = f.seconds) => (s === null ? 'n/a' : `${((100 * s) / over).toFixed(0)}%`);
  const show = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)} ms`);
  const c = cpuCosts(f);
  return [
    `  CPU during the measurement: app process ${pct(f.appS)}, database backends ${pct(f.spent.processesS)}, client process ${pct(f.clientS)} of one core;` +
      ` the machine busy ${pct(f.spent.machineBusyS)} (anyone's; ${pct(f.tpcb.spent.machineBusyS, f.tpcb.seconds)} during TPC-B)`,
    `  CPU per call: app ${show(c.appMs)}, database ${show(c.dbMs)}, client ${show(c.clientMs)}, all ${show(c.allMs)};` +
      ` per TPC-B transaction: pgbench and its backends ${show(c.tpcbMs)}, the backends ${show(c.tpcbDbMs)}`,
    `  the ratio those costs alone would make: ${ratioText(c.ratio)} on this machine with nothing else to run (the cost ratio),` +
      ` ${ratioText(c.dbRatio)} with the app and its clients on cores of their own (the database's CPU alone)`,
  ];
}
