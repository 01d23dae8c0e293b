import { perHandle } from './perHandle';

// A count of the console's writes of game settings on this process (a
// game's row, the lucky egg's slots and table), per database handle: a
// process that keeps such settings in memory reads them again once it
// moves, so the operator's next call already plays what they saved. Other
// processes learn it from their caches' own short lifetimes.
const epochOn = perHandle((): { n: number } => ({ n: 0 }));

export const settingsEpoch = (db: Parameters<typeof epochOn>[0]): number => epochOn(db).n;

/** After the transaction that wrote them has committed. */
export function gameSettingsWritten(db: Parameters<typeof epochOn>[0]): void {
  epochOn(db).n += 1;
}
