// A game's row and its state at an instant: below the registry (platform/),
// so a game's routes and the platform's eligibility read a row without
// reaching catalog.ts, which lists the registry's games (an import cycle).
import type { Kysely, Selectable } from 'kysely';
import { GAME_SLUGS, type GameSlug } from '../../contract/constants';
import type { GameStateName } from '../../contract/schemas/games';
import type { Database, GamesTable } from '../db/schema';
import { sharedPerTurnOn } from '../lib/sharedPerTurn';

export type GameRow = Selectable<GamesTable>;

/**
 * One state per card. Dates first (an ended game stays ended whatever else
 * is set; a game not started yet is coming soon), then the operator's
 * maintenance switch, then preparation (detail only, no play screen).
 * start_date and end_date are instants; GMT+8 matters only when an operator
 * enters a date, and the back office stores midnight GMT+8 then.
 */
export function gameState(game: Pick<GameRow, 'start_date' | 'end_date' | 'maintenance' | 'status'>, now: Date): GameStateName {
  if (game.end_date && now.getTime() >= game.end_date.getTime()) return 'ended';
  if (now.getTime() < game.start_date.getTime()) return 'comingSoon';
  if (game.maintenance) return 'maintenance';
  return game.status === 'preparation' ? 'preparation' : 'live';
}

export const isSlug = (slug: string): slug is GameSlug => (GAME_SLUGS as readonly string[]).includes(slug);

const gameRow = sharedPerTurnOn((db, slug: string) => db.selectFrom('games').selectAll().where('slug', '=', slug).executeTakeFirst());

/** A game's row; every call of a turn for the slug shares one read (a spin, a play and the detail all start with it). */
export async function findGame(db: Kysely<Database>, slug: string): Promise<GameRow | undefined> {
  if (!isSlug(slug)) return undefined;
  return gameRow(db, slug);
}
