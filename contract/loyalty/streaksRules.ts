// The streak's milestones and routes: plain values the player's screens
// import without the schema library (contract/loyalty/streaks.ts holds the schemas).

/** Days of a streak that pay, and what each pays (coins, once per streak). */
export const STREAK_MILESTONES = [
  { days: 3, coins: 3 },
  { days: 7, coins: 7 },
  { days: 14, coins: 15 },
  { days: 30, coins: 40 },
] as const;

export const STREAK_API = { mine: 'streak' } as const;

export const FESTIVALS_API = { admin: 'admin/festivals', adminOne: (day: string) => `admin/festivals/${day}` } as const;
