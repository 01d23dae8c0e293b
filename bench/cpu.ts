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

/**
 * The CPU lines of a report: each process's share of one core over the
 * measured `seconds`, CPU milliseconds per call beside TPC-B's per
 * transaction, and what those costs alone would make of the ratio: on this
 * machine with nothing else to run (everything's CPU against pgbench's and
 * its backends'), and with the app and its clients on cores of their own
 * (the database's CPU against TPC-B's backends').
 */
export function cpuLines(f: {
  calls: number;
  seconds: number;
  appS: number;
  clientS: number;
  spent: CpuSpent;
  tpcb: { transactions: number; seconds: number; spent: CpuSpent; backendsS: number | null };
}): string[] {
  const pct = (s: number | null, over = f.seconds) => (s === null ? 'n/a' : `${((100 * s) / over).toFixed(0)}%`);
  const ms = (s: number | null, n: number) => (s === null || n === 0 ? null : (1000 * s) / n);
  const show = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)} ms`);
  const db = f.spent.processesS;
  const own = db === null ? null : ms(f.appS + db + f.clientS, f.calls);
  const tpcb = ms(f.tpcb.spent.processesS, f.tpcb.transactions);
  const dbPerCall = ms(db, f.calls);
  const tpcbDb = ms(f.tpcb.backendsS, f.tpcb.transactions);
  return [
    `  CPU during the measurement: app process ${pct(f.appS)}, database backends ${pct(db)}, client process ${pct(f.clientS)} of one core;` +
      ` the machine busy ${pct(f.spent.machineBusyS)} (anyone's; ${pct(f.tpcb.spent.machineBusyS, f.tpcb.seconds)} during TPC-B)`,
    `  CPU per call: app ${show(ms(f.appS, f.calls))}, database ${show(dbPerCall)}, client ${show(ms(f.clientS, f.calls))}, all ${show(own)};` +
      ` per TPC-B transaction: pgbench and its backends ${show(tpcb)}, the backends ${show(tpcbDb)}`,
    `  the ratio those costs alone would make: ${own !== null && tpcb !== null ? (tpcb / own).toFixed(3) : 'n/a'} on this machine with nothing else to run,` +
      ` ${dbPerCall !== null && tpcbDb !== null ? (tpcbDb / dbPerCall).toFixed(3) : 'n/a'} with the app and its clients on cores of their own (the database's CPU alone)`,
  ];
}
