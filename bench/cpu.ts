// Where a bench's CPU went, beside the app process's own (process.cpuUsage):
// the machine's busy share over a window (/proc/stat), and the CPU of other
// processes: the PostgreSQL backends serving the bench's database (their
// pids from pg_stat_activity), pgbench and its backends for the TPC-B
// reference. On a machine shared with other work the busy share counts
// that work too, while the processes' figures are the bench's alone, so a
// cost per call can be set beside TPC-B's cost per transaction however
// loaded the machine was. Linux with PostgreSQL on the same machine; null
// where either cannot be read.
import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';

/** Kernel clock ticks per second (USER_HZ), 100 on every Linux the benches run on. */
const TICKS_PER_S = 100;
/** How often short-lived processes (pgbench's backends) are read: one that exits loses at most this much. */
const POLL_MS = 200;

export interface CpuSpent {
  /** CPU seconds of every core that were busy in the window, anyone's; null off Linux */
  machineBusyS: number | null;
  /** CPU seconds of the watched processes (the database's backends...) in the window; null when they cannot be read */
  processesS: number | null;
}

function machineTicks(): number | null {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
    // idle and iowait are the 4th and 5th fields.
    return fields.reduce((s, n) => s + n, 0) - (fields[3] ?? 0) - (fields[4] ?? 0);
  } catch {
    return null;
  }
}

/** utime + stime of a process, in ticks; null when it cannot be read (gone, or not on this machine). */
function processTicks(pid: number): number | null {
  try {
    // The command name in parentheses may hold spaces: fields are counted after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
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
  const machine = machineTicks();
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let listed = 0;
  const poll = async (start: boolean) => {
    for (const pid of await pids?.() ?? []) {
      listed++;
      // null: gone since it was listed, or a server on another machine.
      const ticks = processTicks(pid);
      if (ticks === null) continue;
      if (start) first.set(pid, ticks);
      last.set(pid, ticks);
    }
  };
  let polling = poll(true);
  const timer = setInterval(() => { polling = polling.then(() => poll(false)); }, POLL_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await polling.then(() => poll(false));
      const machineEnd = machineTicks();
      let processes = 0;
      for (const [pid, ticks] of last) processes += (ticks - (first.get(pid) ?? 0)) / TICKS_PER_S;
      return {
        machineBusyS: machine !== null && machineEnd !== null ? (machineEnd - machine) / TICKS_PER_S : null,
        processesS: listed > 0 && last.size > 0 ? processes : null,
      };
    },
  };
}

/**
 * The CPU lines of a report: each process's share of one core over the
 * measured `seconds`, CPU milliseconds per call beside TPC-B's per
 * transaction (pgbench and its backends), and what the two costs alone
 * would make of the ratio on a machine with nothing else to run.
 */
export function cpuLines(f: {
  calls: number; seconds: number; appS: number; clientS: number; spent: CpuSpent;
  tpcb: { transactions: number; seconds: number; spent: CpuSpent };
}): string[] {
  const pct = (s: number | null, over = f.seconds) => (s === null ? 'n/a' : `${((100 * s) / over).toFixed(0)}%`);
  const ms = (s: number | null, n: number) => (s === null || n === 0 ? null : (1000 * s) / n);
  const show = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)} ms`);
  const db = f.spent.processesS;
  const own = db === null ? null : ms(f.appS + db + f.clientS, f.calls);
  const tpcb = ms(f.tpcb.spent.processesS, f.tpcb.transactions);
  return [
    `  CPU during the measurement: app process ${pct(f.appS)}, database backends ${pct(db)}, client process ${pct(f.clientS)} of one core;`
      + ` the machine busy ${pct(f.spent.machineBusyS)} (anyone's; ${pct(f.tpcb.spent.machineBusyS, f.tpcb.seconds)} during TPC-B)`,
    `  CPU per call: app ${show(ms(f.appS, f.calls))}, database ${show(ms(db, f.calls))}, client ${show(ms(f.clientS, f.calls))}, all ${show(own)};`
      + ` per TPC-B transaction (pgbench and its backends) ${show(tpcb)}`
      + (own !== null && tpcb !== null ? `: CPU-bound alone, the ratio would be ${(tpcb / own).toFixed(3)}` : ''),
  ];
}
