// Missions and the play streak (contract/loyalty): progress and streak days are the server's reading of what was played.
import { MISSIONS_API, type MissionClaimed, type MissionList } from '../../../contract/loyalty/missions';
import { STREAK_API, type Streak } from '../../../contract/loyalty/streaks';
import { api } from '../client';

/** Guests: what missions exist, without progress. */
export const fetchMissions = (): Promise<MissionList> => api.get<MissionList>(MISSIONS_API.list);

export const fetchMyMissions = (): Promise<MissionList> => api.get<MissionList>(MISSIONS_API.mine);

export const claimMission = (id: number): Promise<MissionClaimed> => api.post<MissionClaimed>(MISSIONS_API.claim(id));

export const fetchStreak = (): Promise<Streak> => api.get<Streak>(STREAK_API.mine);
