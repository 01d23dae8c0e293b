// The VIP tiers in the console (issue 27, item 5): the Tiers tab (the ladder
// in force and the one saved for the next review, its editor, players per
// tier, points per day) and a player's tier in the player view. Merged into
// the console's dictionary as `tiers` (ConsoleApp-en.ts).
export const tiers = {
  current: 'In force now (version {{0}}, since {{1}})',
  currentFromStart: 'In force now (version {{0}}, from the start)',
  currentDefault: 'In force now: the club\'s default single tier',
  next: 'Saved for the next review: counts from {{0}}',
  noNext: 'Nothing saved for the next review.',
  period: 'Review period',
  periods: { rolling90: 'Rolling 90 days (reviewed every day)', quarter: 'Calendar quarters' },
  col: {
    tier: 'Tier', threshold: 'Points', spins: 'Spins a day', autoApproval: 'Auto-approval (RM)', priority: 'Queue priority',
    expiry: 'Coin expiry (days)', bonus: 'Monthly bonus', rate: 'Promotion rate', players: 'Players',
  },
  editor: 'Edit the ladder',
  editorHint: 'A save counts from the next review, never back over points already earned. The first tier starts at 0 points.',
  tier: 'Tier {{0}}',
  name: 'Name',
  colour: 'Colour',
  badge: 'Badge',
  badges: { shield: 'Shield', star: 'Star', crown: 'Crown', gem: 'Gem' },
  threshold: 'Points in the period to reach it',
  benefit: {
    dailySpinLimit: 'Spins a day on each wheel ({{0}} to {{1}})',
    autoApprovalRm: 'Redemptions approved automatically up to RM ({{0}} to {{1}})',
    queuePriority: 'Priority in the redemption queue ({{0}} to {{1}})',
    coinExpiryDays: 'Days before coins earned expire ({{0}} to {{1}})',
    monthlyBonusCoins: 'Monthly bonus coins ({{0}} to {{1}})',
  },
  rate: 'Promotion rate text',
  addTier: 'Add a tier',
  removeTier: 'Remove tier {{0}}',
  reset: 'Start again from the saved ladder',
  save: 'Save for the next review',
  saved: 'Saved. It counts from {{0}}.',
  summary: 'Players per tier (ladder in force)',
  chart: 'Tier points issued per day',
  chartAxis: 'Points',
  chartLine: 'Points',
  player: {
    title: 'VIP tier',
    status: '{{0}}: {{1}} points in the window {{2}} to {{3}}',
    next: 'Next: {{0}}, {{1}} more points',
    top: 'At the top tier',
    granted: 'Granted by hand until {{0}}: {{1}}',
    adjust: 'Adjust tier points',
    points: 'Points (negative takes them away)',
    adjusted: 'Done. The player\'s card updates now.',
    manual: 'Manual tier',
    manualTier: 'Tier',
    manualUntil: 'Until (GMT+8 day, included)',
    grant: 'Grant',
    clear: 'Clear the grant',
    grantDone: 'Done. {{0}} until {{1}}.',
    cleared: 'Done. The grant is cleared.',
  },
};

/** English is the shape zh and ms must match. */
export type TiersDict = typeof tiers;
