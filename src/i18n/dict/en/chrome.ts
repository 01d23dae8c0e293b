// Text of the frame around every screen (nav bar, contact button, install
// bar, preloader, home extras, the big-wins feed, 404 and coming-soon views).
export const chrome = {
  brand: 'VIP Rewards Club',
  nav: {
    label: 'Main navigation',
    menu: 'Quick menu',
    menuUnread: 'Quick menu, {{0}} unread messages',
  },
  common: {
    opensOutside: '(opens outside the app)',
    /** an empty date field's hint: day, month, year */
    dateHint: 'DD/MM/YYYY',
  },
  contact: {
    close: 'Close contact options',
  },
  install: {
    iosShare: 'Tap the Share button in Safari',
    iosAdd: 'Choose "Add to Home Screen"',
  },
  preloader: {
    data: 'Fetching your rewards',
    images: 'Polishing the banners',
    fonts: 'Setting the table',
  },
  home: {
    tagline: 'Play, collect coins, win free credit',
    welcome: 'Welcome back, {{0}}',
    guestTitle: 'Join the VIP Club',
    guestBody: 'Play free mini games, collect coins and redeem them for free credit.',
    quickLinks: 'Quick links',
  },
  banner: {
    label: 'Featured promotions',
    slide: 'Banner {{0}} of {{1}}',
    goTo: 'Show banner {{0}} of {{1}}',
  },
  comingSoon: {
    body: "We're putting the finishing touches on this page. Check back soon!",
  },
  notFound: {
    body: "This page has wandered off the table. Let's get you back to the fun.",
  },
  bigWins: {
    title: 'Big wins',
    won: '{{0}} won {{1}} coins ×{{2}} on {{3}}',
    aPlayer: 'A player',
    none: 'Big wins show up here as they happen',
  },
};
