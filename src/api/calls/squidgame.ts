// Squid game (contract/games/squidgame.ts): the player's bounds and open
// bridge, a bet, a step, a cash-out and the ended bridges. The bet's
// idempotency key is its caller's (src/game/squidgame, ../retryKey.ts).
import type {
  SquidAnswer,
  SquidBetBody,
  SquidCashoutBody,
  SquidHistoryPage,
  SquidStatus,
  SquidStepBody,
} from '../../../contract/games/squidgame';
import { SQUID_API } from '../../../contract/games/squidRules';
import { api } from '../client';

export const fetchSquidStatus = (): Promise<SquidStatus> => api.get<SquidStatus>(SQUID_API.status);

export const betSquid = (body: SquidBetBody): Promise<SquidAnswer> => api.post<SquidAnswer>(SQUID_API.bet, body);

export const stepSquid = (body: SquidStepBody): Promise<SquidAnswer> => api.post<SquidAnswer>(SQUID_API.step, body);

export const cashoutSquid = (body: SquidCashoutBody): Promise<SquidAnswer> => api.post<SquidAnswer>(SQUID_API.cashout, body);

/** One page of ended bridges, newest first; cursor null for the first. */
export const fetchSquidHistory = (cursor: number | null): Promise<SquidHistoryPage> =>
  api.get<SquidHistoryPage>(SQUID_API.history, cursor === null ? undefined : { cursor });
