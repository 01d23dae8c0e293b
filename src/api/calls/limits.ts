// The player's own limits (contract/limits.ts): settings and the reality check's summary.
import type { PlayerLimits, SelfExclude, SessionSummary, SetRealityCheck, SetStakeLimits, TakeBreak } from '../../../contract/limits';
import { LIMITS_API } from '../../../contract/limitsRules';
import { api } from '../client';

export const fetchLimits = (): Promise<PlayerLimits> => api.get<PlayerLimits>(LIMITS_API.limits);

export const setStakeLimits = (body: SetStakeLimits): Promise<PlayerLimits> => api.put<PlayerLimits>(LIMITS_API.limits, body);

export const takeBreak = (body: TakeBreak): Promise<PlayerLimits> => api.post<PlayerLimits>(LIMITS_API.break, body);

export const selfExclude = (body: SelfExclude): Promise<PlayerLimits> => api.post<PlayerLimits>(LIMITS_API.exclusion, body);

export const setRealityCheck = (body: SetRealityCheck): Promise<PlayerLimits> => api.put<PlayerLimits>(LIMITS_API.realityCheck, body);

export const fetchSessionSummary = (since: string): Promise<SessionSummary> => api.get<SessionSummary>(LIMITS_API.session, { since });
