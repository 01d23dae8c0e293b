// The games endpoints (contract/schemas/games.ts) as screen hooks. The list
// and detail are public and kept in memory for a fast revisit; the player's
// status and the play screen's own copy of the detail are fetched fresh, so
// a revalidation never swaps a prize table under a running wheel.
import { API } from '../../../contract/routes';
import type { GameCard, GameDetail, SpinStatus } from '../../../contract/schemas/games';
import { useRemote } from '../../data/useRemote';

export const useGameList = () => useRemote<GameCard[]>(API.games);

export const useGameDetail = (slug: string, opts: { fresh?: boolean } = {}) =>
  useRemote<GameDetail>(API.game(slug), { keep: !opts.fresh });

export const useSpinStatus = (slug: string, authenticated: boolean) =>
  useRemote<SpinStatus>(authenticated ? API.gameStatus(slug) : null, { keep: false });
