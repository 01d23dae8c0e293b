// Lucky egg (contract/games/luckyegg.ts): the session standing (with the
// server's clock), a smash, and the player's eggs. The smash's idempotency key
// is its caller's (src/game/luckyegg, ../retryKey.ts).
import type { EggHistoryPage, EggSmashAnswer, EggSmashBody, EggStatus } from '../../../contract/games/luckyegg';
import { LUCKY_EGG_API } from '../../../contract/games/luckyEggRules';
import { api } from '../client';

export const fetchEggStatus = (): Promise<EggStatus> => api.get<EggStatus>(LUCKY_EGG_API.status);

export const smashEgg = (body: EggSmashBody): Promise<EggSmashAnswer> => api.post<EggSmashAnswer>(LUCKY_EGG_API.smash, body);

/** One page of the player's eggs, newest first; cursor null for the first. */
export const fetchEggHistory = (cursor: number | null): Promise<EggHistoryPage> =>
  api.get<EggHistoryPage>(LUCKY_EGG_API.history, cursor === null ? undefined : { cursor });
