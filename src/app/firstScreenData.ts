// The reads of the screen the app opens on, started as soon as the API is
// wired: a game's detail then arrives beside its screen's chunks and the
// dictionaries instead of after them, and its hero image (the page's largest
// paint) is asked for round trips sooner on a slow phone.
import { primeGameDetail, primeGameList } from '../screens/games/useGames';
import { languageState } from '../state/language';
import { matchRoute, type RouteId, type RouteParams } from './routeTable';

const PRIMERS: Partial<Record<RouteId, (params: RouteParams) => void>> = {
  games: () => primeGameList(),
  game: (params) => {
    if (params.game) primeGameDetail(params.game, languageState.lang);
  },
};

export function primeFirstScreenData(path: string): void {
  const match = matchRoute(path);
  if (match) PRIMERS[match.def.id]?.(match.params);
}
