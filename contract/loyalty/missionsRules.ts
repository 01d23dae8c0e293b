// What a mission may be and where its routes are: plain values the player's
// screens import without the schema library (contract/loyalty/missions.ts
// holds the schemas, for the server and for types).

export const MISSION_GOALS = ['ftoFinish', 'stakeCoins', 'rspWin', 'wheelSpins', 'quizAnswer'] as const;
export type MissionGoal = (typeof MISSION_GOALS)[number];
export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

export const MISSION_LIMITS = { maxTarget: 1_000_000, maxReward: 100_000, maxText: 300 } as const;

export const MISSIONS_API = {
  /** public: the live missions, for guests too (no progress) */
  list: 'missions',
  /** the player's: the same missions with progress and claims */
  mine: 'missions/mine',
  claim: (id: number | string) => `missions/${id}/claim`,
  /** console */
  admin: 'admin/missions',
  adminOne: (id: number | string) => `admin/missions/${id}`,
} as const;
