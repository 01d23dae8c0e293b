// The reads of the screen the app opens on, started as soon as the API is
// wired: a game's detail then arrives beside its screen's chunks and the
// dictionaries instead of after them, and its hero image (the page's largest
// paint) is asked for round trips sooner on a slow phone.
// The primers come in the games screens' own chunk (already on its way: App's
// loadFirstScreen preloads it) rather than in the entry chunk every path pays
// for; the API's worker starts meanwhile, so the read waits for no extra trip.
import { warmApi } from '../api/client';
import { languageState } from '../state/language';
import { matchRoute } from './routeTable';

export function primeFirstScreenData(path: string): void {
  const match = matchRoute(path);
  const id = match?.def.id;
  if (id !== 'games' && id !== 'game') return;
  warmApi();
  const slug = match?.params.game;
  void import('../screens/games/useGames').then(
    (games) => {
      if (id === 'games') games.primeGameList();
      else if (slug) games.primeGameDetail(slug, languageState.lang);
    },
    () => undefined,
  ); // the screen's own load reports a failed chunk
}
