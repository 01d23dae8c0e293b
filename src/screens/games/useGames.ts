// The games list and detail as screen hooks. Both are public and kept in
// memory for a fast revisit; the play screen's own copy of the detail is
// fetched fresh, so a revalidation never swaps a prize table under a running
// game. Each game's own calls (status, history) live in src/game/<game>/.
import { API } from '../../../contract/routes';
import { fetchGame, fetchGames } from '../../api/calls/games';
import { useRemote } from '../../api/hooks/useRemote';

export const useGameList = () => useRemote(API.games, fetchGames);

export const useGameDetail = (slug: string, opts: { fresh?: boolean } = {}) =>
  useRemote(API.game(slug), () => fetchGame(slug), { keep: !opts.fresh });
