// What every player's lucky egg call asks that is the same for all of them:
// the game's row (maintenance, dates, bet bounds), the daily slots and the
// prize table. Sessions open at fixed times, so players arrive in the same
// second: each process reads these once and answers the crowd from memory.
//
// A copy is kept until the first of:
//   - the next session boundary (a session opening or closing): the first
//     call of a new session always reads again, so no session is answered
//     from a read made in another;
//   - EGG_SHARED_TTL_MS on the app's clock: another process's console write,
//     or a script's SQL, is played within that (as the system maintenance
//     flag, server/maintenance/gate.ts);
//   - a console write of game settings on this process (lib/settingsEpoch):
//     the operator's next call plays what they saved.
// Calls that find no copy while a read is under way share it (one query per
// process however many players arrive); a failed read is not kept.
import type { Kysely } from 'kysely';
import { eggSessions, type EggPrizeShape } from '../../../contract/games/luckyEggRules';
import type { Database } from '../../db/schema';
import { perHandle } from '../../lib/perHandle';
import { settingsEpoch } from '../../lib/settingsEpoch';
import { findGame, type GameRow } from '../rows';
import { eggSlots, eggTable } from './table';

export const EGG_SHARED_TTL_MS = 2_000;

export interface EggShared {
  /** undefined when the catalogue has no lucky egg row */
  game: GameRow | undefined;
  slots: number[];
  table: EggPrizeShape[];
}

interface Kept {
  shared: Promise<EggShared>;
  readAt: number;
  epoch: number;
  /** kept while the app's clock is before this */
  until: number;
}

/** One copy per database handle (a test or a bench may run several apps in one process). */
const keptOn = perHandle((): { current?: Kept } => ({}));

/** The first instant after `at` when a session opens or closes. */
function nextBoundary(at: Date, slots: readonly number[]): number {
  const { open, next } = eggSessions(at, slots);
  return Math.min(open?.endsAt.getTime() ?? Infinity, next?.startsAt.getTime() ?? Infinity);
}

async function readShared(db: Kysely<Database>): Promise<EggShared> {
  const [game, slots, table] = await Promise.all([findGame(db, 'lucky-egg'), eggSlots(db), eggTable(db)]);
  return { game, slots, table };
}

/** The lucky egg's shared settings as they stand at `now` (the app's clock). */
export function eggShared(db: Kysely<Database>, now: Date): Promise<EggShared> {
  const box = keptOn(db);
  const t = now.getTime();
  const epoch = settingsEpoch(db);
  const hit = box.current;
  if (hit && hit.epoch === epoch && hit.readAt <= t && t < hit.until) return hit.shared;
  const kept: Kept = { shared: readShared(db), readAt: t, epoch, until: t + EGG_SHARED_TTL_MS };
  box.current = kept;
  // Registered before any caller's, so the copy's end is set before the first answer uses it.
  kept.shared.then(
    (s) => {
      kept.until = Math.min(kept.until, nextBoundary(now, s.slots));
    },
    () => {
      if (box.current === kept) delete box.current;
    },
  );
  return kept.shared;
}
