// Missions and the play streak (contract/loyalty): progress and streak days are the server's reading of what was played.
import type { MissionClaimed, MissionList } from '../../../contract/loyalty/missions';
import { MISSIONS_API } from '../../../contract/loyalty/missionsRules';
import type { Streak } from '../../../contract/loyalty/streaks';
import { STREAK_API } from '../../../contract/loyalty/streaksRules';
import { api } from '../client';

/** Guests: what missions exist, without progress. */
export const fetchMissions = (): Promise<MissionList> => api.get<MissionList>(MISSIONS_API.list);

export const fetchMyMissions = (): Promise<MissionList> => api.get<MissionList>(MISSIONS_API.mine);

export const claimMission = (id: number): Promise<MissionClaimed> => api.post<MissionClaimed>(MISSIONS_API.claim(id));

export const fetchStreak = (): Promise<Streak> => api.get<Streak>(STREAK_API.mine);
