// The games list and detail as screen hooks. Both are public and kept in
// memory for a fast revisit; the play screen's own copy of the detail is
// fetched fresh, so a revalidation never swaps a prize table under a running
// game. Each game's own calls (status, history) live in src/game/<game>/.
import type { Lang } from '../../../contract/constants';
import { API } from '../../../contract/routes';
import { uploadUrl } from '../../lib/uploadUrl';
import { fetchGame, fetchGames } from '../../api/calls/games';
import { primeRemote, useRemote } from '../../api/hooks/useRemote';

export const useGameList = () => useRemote(API.games, fetchGames);
export const primeGameList = () => primeRemote(API.games, fetchGames);

export const useGameDetail = (slug: string, opts: { fresh?: boolean } = {}) =>
  useRemote(API.game(slug), () => fetchGame(slug), { keep: !opts.fresh });
/**
 * The detail page's read, started early, and its hero (the page's largest
 * paint) asked for as soon as the read names it, not after the screen's
 * render. Not the play screen's read, which gets its own fresh copy.
 */
export const primeGameDetail = (slug: string, lang: Lang) =>
  primeRemote(API.game(slug), () =>
    fetchGame(slug).then((detail) => {
      new Image().src = uploadUrl(detail.card.cardImg[lang]);
      return detail;
    }),
  );
