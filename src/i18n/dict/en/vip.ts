// Texts of the VIP tiers (src/screens/vip): home's tier card, /vip, the settings chip.
// A dictionary section apart (src/screens/vip/vipTexts.ts): only the screens
// that show a tier load it; a guest's home card is vipTeaser.ts.
export const vip = {
  title: 'VIP Club',
  card: {
    title: 'My VIP tier',
    points: '{{0}} points',
    progress: 'Points to {{0}}',
    toNext: '{{0}} more points to {{1}}',
    reached: 'You have reached {{0}}: it is yours within a minute',
    top: 'Top tier reached. Well played!',
    review: 'Next review: {{0}}',
    granted: 'Granted by the club until {{0}}',
    keep: 'Keep {{0}}: {{1}} more points by {{2}}',
    more: 'VIP Club',
  },
  ladder: {
    title: 'The tiers',
    from: 'From {{0}} points',
    everyone: 'Every member',
    yours: 'Your tier',
    spins: '{{0}} spins a day on each wheel',
    autoApproval: 'Redemptions up to RM{{0}} approved at once',
    autoApprovalNone: 'Redemptions checked by our team',
    priority: 'Queue priority {{0}}',
    expiry: 'Coins earned at this tier last {{0}} days',
    bonus: '{{0}} bonus coins every month',
    period: {
      rolling90:
        'Points count for 90 days (GMT+8). You move up as soon as you reach a threshold; 90 days after you reach a tier, it is reviewed.',
      quarter:
        'Points count within each calendar quarter (GMT+8). You move up as soon as you reach a threshold; your tier is reviewed at the end of each quarter.',
    },
  },
  formula: {
    title: 'How points are counted',
    stake: '1 point for every coin you stake in a game',
    deposit: '1 point for every whole RM of a deposit that gives you a spin',
    earned: '1 point for every whole coin you earn in Find The Odd or the quiz',
    adjust: 'Adjustments by the club, always with a reason',
    total:
      'Your points = the sum of your points dated inside the review window, never below 0. Your tier = the highest tier whose threshold your points reach. You move up as soon as you reach a threshold and down only at the end of a period.',
  },
  mine: {
    title: 'My points',
    window: '{{0}} to {{1}}',
    none: 'No points yet in this period. Play a game to earn your first.',
    more: 'Show more',
    source: {
      stake: 'Coins staked',
      deposit: 'Deposit',
      fto: 'Find The Odd',
      quiz: 'Quiz',
      adjust: 'Club adjustment',
    },
  },
  check: {
    title: 'Check my tier',
    intro: "Your browser adds up the points listed above with the published rules and compares the result with the club's figures.",
    button: 'Check my tier',
    checking: 'Checking…',
    rows: 'Rows checked: {{0}}',
    mine: 'Recomputed in your browser: {{0}} points, enough for {{1}}',
    server: 'The club says: {{0}} points, tier {{1}}',
    agree: 'They agree.',
    disagree: 'They do not agree. Please contact us.',
    pending: 'Your points reach a tier you do not hold yet: it is yours within a minute.',
    kept: 'You keep a tier your points no longer reach until the end of the period (or a grant from the club).',
    tooMany: 'Too many rows to check here. Please contact us.',
  },
  celebrate: {
    title: 'Welcome to {{0}}!',
    body: 'You have reached {{0}}. Your new benefits start now.',
    benefits: 'See my benefits',
  },
  guest: {
    title: 'Join the club',
    body: 'Members earn points with every game and climb the tiers for more spins, faster redemptions and monthly bonus coins.',
  },
  rate: 'Your rate at {{0}}: {{1}}',
  settings: 'VIP tier: {{0}}',
};
