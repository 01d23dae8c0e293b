// The games (contract/schemas/games.ts): the list, a game's detail, the
// player's standing, a spin and the history pages. A spin's idempotency key
// is its caller's (src/game: one key per slug through ../retryKey.ts). A slug
// is whatever the route carried: an unknown one is the server's 404.
import { API } from '../../../contract/routes';
import type { GameCard, GameDetail } from '../../../contract/schemas/games';
import type { SpinBody, SpinHistoryPage, SpinResult, SpinStatus } from '../../../contract/games/wheel';
import { api } from '../client';

export const fetchGames = (): Promise<GameCard[]> => api.get<GameCard[]>(API.games);

export const fetchGame = (slug: string): Promise<GameDetail> => api.get<GameDetail>(API.game(slug));

export const fetchSpinStatus = (slug: string): Promise<SpinStatus> => api.get<SpinStatus>(API.gameStatus(slug));

export const spin = (slug: string, body: SpinBody): Promise<SpinResult> => api.post<SpinResult>(API.gameSpin(slug), body);

/** One page, newest first; cursor null for the first. */
export const fetchSpinHistory = (slug: string, cursor: number | null): Promise<SpinHistoryPage> =>
  api.get<SpinHistoryPage>(API.gameHistory(slug), cursor === null ? undefined : { cursor });
