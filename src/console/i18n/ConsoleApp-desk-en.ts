// The operator's desk (issue 26, item 16): the dashboard's charts and the
// tables' CSV downloads. Merged into the console's dictionary as `desk`
// (ConsoleApp-en.ts), in a file of its own so the dashboard's other texts
// and these change apart. The ConsoleApp- prefix keeps it out of the
// players' precache like the rest of the console's texts.
export const desk = {
  charts: 'The last 30 days',
  chartsHint: 'One point a day (GMT+8 days, today on the right). Under each chart, its figures as a table.',
  day: 'Day (GMT+8)',
  empty: 'Nothing in these 30 days yet.',
  table: 'Show the figures as a table',
  totals: 'Totals over 30 days: {{0}}',
  coins: {
    title: 'Coins issued and redeemed per day',
    axis: 'Coins',
    issued: 'Issued',
    redeemed: 'Redeemed',
  },
  redemptions: {
    title: 'Redemptions per day against the {{0}}-hour promise',
    axis: 'Redemptions',
    requested: 'Requested',
    credited: 'Credited',
    late: 'Late (promise fell due that day, not kept)',
  },
  game: {
    title: '{{0}}: stakes, payouts and return',
    amount: 'Amount ({{0}})',
    coinsUnit: 'coins',
    return: 'Return',
    stakes: 'Stakes',
    payouts: 'Paid',
    observed: 'Observed return, running over the 30 days',
    declared: 'Declared RTP',
    summary: 'Observed return over 30 days: {{0}} (declared {{1}})',
    noStakes: 'no stakes yet',
  },
  active: {
    title: 'Active players per day',
    axis: 'Players',
    players: 'Players who opened the app or whose coins moved',
  },
  csv: {
    download: 'Download CSV',
    ledger: 'Ledger CSV',
    players: 'Players CSV',
    busy: 'Preparing the file...',
  },
};

export type DeskDict = typeof desk;
