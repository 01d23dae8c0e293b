// Texts of the event screen (src/screens/event): what is on now and next.
export const event = {
  intro: "What is on now and next, by the club's clock (GMT+8).",
  nothing: 'Nothing on right now. Check back soon!',
  quiz: {
    title: 'Weekly quiz',
    current: 'Week {{0}}: {{1}} to {{2}}',
    next: 'Next: week {{0}} from {{1}}',
    endsIn: 'This week ends in {{0}}',
    startsIn: 'Starts in {{0}}',
    cta: 'Play the quiz',
  },
  egg: {
    title: 'Lucky Egg today',
    maintenance: 'Under maintenance for now',
    session: 'Session {{0}}',
    open: 'Open now, closes in {{0}}',
    upcoming: 'Opens in {{0}}',
    over: 'Over',
    cta: 'Smash an egg',
  },
  promotions: {
    title: 'Running promotions',
    cta: 'All promotions',
  },
};
