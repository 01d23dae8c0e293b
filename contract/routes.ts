// Screen paths (SPEC section 2) and the players' API paths (SPEC section 7), relative to /api;
// the operator console's are in adminRoutes.ts, out of the players' entry chunk.

export const API_BASE = '/api';
export const SOCKET_PATH = '/sw/player';
/**
 * Where the channel worker asks for the cipher key: a constant of its own, so
 * the worker imports it (and API_BASE) without the API table below, which the
 * bundler would carry whole into the worker's script.
 */
export const CIPHER_KEY_PATH = 'cipher-key';
/** Apart from API for the channel worker, which beats them without carrying the whole table. */
export const ACTIVITY_PATHS = { start: 'activity/start', heartbeat: 'activity/heartbeat' } as const;

export const API = {
  maintenance: 'maintenance',
  vips: 'vips',
  player: 'player',
  playerLogin: 'player/login',
  authLogin: 'auth/login',
  authLogout: 'auth/logout',
  cipherKey: CIPHER_KEY_PATH,
  notification: (id: string | number) => `notifications/${id}`,
  uidCheck: 'account/uid-check',
  otp: 'account/otp',
  register: 'account/register',
  profile: 'player/profile',
  notify: 'player/notify',
  language: 'player/language',
  changeUid: 'player/uid',
  changeFullName: 'player/full-name',
  faqs: 'content/faqs',
  page: (slug: string) => `content/pages/${slug}`,
  h5LaunchToken: 'h5/launch-token',
  h5RegisterToken: 'h5/register-token',
  telegramBind: 'telegram/bind',
  telegramUnbind: 'telegram/unbind',
  telegramMiniAppLogin: 'telegram/mini-app-login',
  activityStart: ACTIVITY_PATHS.start,
  activityHeartbeat: ACTIVITY_PATHS.heartbeat,
  activityEnd: 'activity/end',
  h5Deposit: 'h5/deposit',
  games: 'games',
  game: (slug: string) => `games/${slug}`,
  gameStatus: (slug: string) => `games/${slug}/status`,
  gameSpin: (slug: string) => `games/${slug}/spin`,
  gameHistory: (slug: string) => `games/${slug}/history`,
  pushToken: 'push/token',
  fairness: 'fairness',
  fairnessClientSeed: 'fairness/client-seed',
  fairnessRotate: 'fairness/rotate',
  redeem: 'redeem',
  redeemInfo: 'redeem/info',
  verificationVideo: 'verification/video',
  transactions: 'transactions',
  inbox: 'inbox',
  inboxItem: (id: string | number) => `inbox/${id}`,
  inboxReadAll: 'inbox/read-all',
} as const;

export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  brandAmbassador: '/brand-ambassador',
  redeem: '/redeem',
  transaction: '/transaction',
  games: '/games',
  game: (slug: string) => `/games/${slug}`,
  play: (slug: string) => `/games/${slug}/play`,
  // A spin wheel's terms (SPEC 2's title key spin terms; its path is "not shown"): private, like the quiz's terms.
  spinTerms: (slug: string) => `/games/${slug}/terms`,
  promotions: '/promotions',
  helpdesk: '/helpdesk',
  inbox: '/inbox',
  inboxDetail: (id: string | number) => `/inbox/${id}`,
  setting: '/setting',
  settingLanguage: '/setting/language',
  settingVolume: '/setting/volume',
  settingFaq: '/setting/faq',
  settingTerms: '/setting/terms-and-conditions',
  logout: '/logout',
  maintenance: '/maintenance',
  launch: '/launch',
  // The racing ambassador's weekly quiz (private); its sub-screens (SPEC: "not shown") are
  // /quiz/terms and /quiz/week/:id, routed inside src/screens/quiz.
  quiz: '/quiz',
  // Today's and this week's missions with the streak (private; issue 28).
  missions: '/missions',
  // The VIP club (issue 27): the ladder for everyone, a player's points and "check my tier".
  vip: '/vip',
  // What is on now and next (SPEC 2's "event" screen, with the nav bar; private: not in SPEC 5's list).
  event: '/event',
} as const;

/** Paths a guest may open (SPEC section 5); everything else needs login. */
export function isPublicPath(path: string): boolean {
  if (publicExact().has(path)) return true;
  // games list and each game detail, but not the play screen
  return /^\/games\/[^/]+\/?$/.test(path);
}

// Built on first use: read at the module's top level, ROUTES' properties would
// keep the whole table in every chunk that imports any constant from here
// (the channel worker imports API_BASE).
let publicPaths: ReadonlySet<string> | undefined;
const publicExact = (): ReadonlySet<string> =>
  (publicPaths ??= new Set<string>([
    ROUTES.home,
    ROUTES.login,
    ROUTES.register,
    ROUTES.games,
    ROUTES.setting,
    ROUTES.settingLanguage,
    ROUTES.settingTerms,
    ROUTES.settingFaq,
    ROUTES.terms,
    ROUTES.privacy,
    ROUTES.promotions,
    ROUTES.brandAmbassador,
    ROUTES.helpdesk,
    ROUTES.maintenance,
    ROUTES.launch,
    ROUTES.vip,
  ]));

/** Headers of the call channel (SPEC section 7). */
export const HEADERS = {
  encrypted: 'encrypted-request',
  pushToken: 'fcm-token',
  /**
   * The id of the device's live socket, when it has one: a call whose answer
   * already carries what changed (a redeem's wallet) is not pushed back to
   * that socket as 'stale', only to the player's other devices.
   */
  socket: 'socket-id',
} as const;

/**
 * The beacon of activity/end carries its sealed body in `eData` instead of
 * `data` (SPEC 7). Here, not beside the activity schemas: the app's entry
 * sends the beacon, and importing a schema module would pull the schema
 * library into it.
 */
export const BEACON_FIELD = 'eData';

/** Cookies the spec names. */
export const COOKIES = {
  token: 'token',
  pushToken: 'fcmToken',
  version: 'version',
} as const;
