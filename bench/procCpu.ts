// CPU seconds of processes, read from Linux's /proc (NaN or null elsewhere):
// the benches print them beside the app's own CPU, so a saturated machine
// shows who used the cores.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

/** A process's command name, process group and CPU seconds (user + system) so far; null when it cannot be read (it ended, or this is not Linux). */
export function processStat(pid: number | string): { command: string; group: number; cpuS: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ..." : the command may hold spaces, so split after its closing parenthesis.
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      command: stat.slice(open + 1, close),
      group: Number(fields[2]),
      cpuS: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

/** CPU seconds every core of the machine has been busy since boot (anyone's work); null when /proc/stat cannot be read. */
export function machineBusySeconds(): number | null {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
    // idle and iowait are the 4th and 5th fields.
    return (fields.reduce((s, n) => s + n, 0) - (fields[3] ?? 0) - (fields[4] ?? 0)) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) of every process named `command` now; processes that ended meanwhile are not counted. */
export function processCpuSeconds(command: string): number {
  let seconds = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const stat = processStat(pid);
      if (stat?.command === command) seconds += stat.cpuS;
    }
  } catch {
    return Number.NaN;
  }
  return seconds;
}
