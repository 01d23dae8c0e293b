// CPU seconds the machine's PostgreSQL server processes have used, read from
// Linux's /proc (NaN elsewhere): a bench prints the difference over its run
// beside the app's own CPU, so a saturated machine shows who used the cores.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) of every process named `command` now; processes that ended meanwhile are not counted. */
export function processCpuSeconds(command: string): number {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // "pid (comm) state ..." : the command may hold spaces, so split after its closing parenthesis.
        const open = stat.indexOf('(');
        const close = stat.lastIndexOf(')');
        if (stat.slice(open + 1, close) !== command) continue;
        const fields = stat.slice(close + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process ended while we looked.
      }
    }
  } catch {
    return Number.NaN;
  }
  return ticks / TICKS_PER_SECOND;
}
