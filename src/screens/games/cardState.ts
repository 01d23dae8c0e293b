// What a game card and the detail page show, from the server's state, the
// play record's maintenance flag (refresh data, may be newer than the list)
// and whether this build has the game at all. Pure, so every row of the
// decision is a unit test.
import type { GameCard, GameStateName } from '../../../contract/schemas/games';
import type { Mtn } from '../../state/game';
import { isBuilt } from '../../game/builtGames';

export function effectiveState(card: Pick<GameCard, 'slug' | 'state'>, mtn: Mtn | undefined): GameStateName {
  if (card.state === 'comingSoon' || card.state === 'ended') return card.state;
  if (card.state === 'maintenance' || mtn === 1) return 'maintenance';
  // The server may call a game live before this build has its screen.
  if (card.state === 'preparation' || !isBuilt(card.slug)) return 'preparation';
  return 'live';
}

/** The label key of a non-live state's badge. */
export const STATE_LABEL: Record<Exclude<GameStateName, 'live'>, string> = {
  comingSoon: 'game.comingSoon',
  ended: 'game.ended',
  maintenance: 'game.underMaintenance',
  preparation: 'game.inPreparation',
};
