// Rock scissor paper's clock, run by every process (lib/jobs.ts): rounds
// past their deadline are closed and searches past their wait are played by
// the house. Each match or search is claimed under its row lock (SKIP
// LOCKED for matches), so two processes never step one twice, and a match
// goes on when the process that made it is gone.
import type { Job } from '../../lib/jobs';
import { expireMatch, playHouse, type RspDeps } from './service';
import { dueMatchIds, searchesForHouse } from './store';

/** How often the clock looks: a round's reveal or the house comes at most this late. */
export const RSP_TICK_MS = 250;
const BATCH = 50;

/** One pass; resolves to how many matches and searches it moved. */
export async function rspClockPass(deps: RspDeps): Promise<number> {
  const now = deps.clock();
  let moved = 0;
  for (const id of await dueMatchIds(deps.db, now, BATCH)) if (await expireMatch(deps, id, now)) moved++;
  for (const search of await searchesForHouse(deps.db, now, BATCH)) if (await playHouse(deps, search, now)) moved++;
  return moved;
}

export function rspClockJob(deps: RspDeps): Job {
  return {
    name: 'rock scissor paper clock',
    everyMs: RSP_TICK_MS,
    // Routine work many times a second: nothing worth a log line.
    run: async () => {
      await rspClockPass(deps);
      return null;
    },
  };
}
