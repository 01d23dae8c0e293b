// Find The Odd (contract/games/fto.ts): the player's standing, start or
// continue today's play, deal a round, answer it, and the finished plays.
// The start's idempotency key is its caller's (src/game/fto, ../retryKey.ts).
import type {
  FtoAnswer,
  FtoAnswerBody,
  FtoDeal,
  FtoDealBody,
  FtoHistoryPage,
  FtoPlay,
  FtoStartBody,
  FtoStatus,
} from '../../../contract/games/fto';
import { FTO_API } from '../../../contract/games/ftoRules';
import { api } from '../client';

export const fetchFtoStatus = (): Promise<FtoStatus> => api.get<FtoStatus>(FTO_API.status);

export const startFto = (body: FtoStartBody): Promise<FtoPlay> => api.post<FtoPlay>(FTO_API.play, body);

export const dealFto = (body: FtoDealBody): Promise<FtoDeal> => api.post<FtoDeal>(FTO_API.deal, body);

export const answerFto = (body: FtoAnswerBody): Promise<FtoAnswer> => api.post<FtoAnswer>(FTO_API.answer, body);

/** One page of finished plays, newest first; cursor null for the first. */
export const fetchFtoHistory = (cursor: number | null): Promise<FtoHistoryPage> =>
  api.get<FtoHistoryPage>(FTO_API.history, cursor === null ? undefined : { cursor });
