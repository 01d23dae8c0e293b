// The route table of SPEC section 2 as data, with no React in it: the router
// (App.tsx), the guard, the nav bar and the contact button all read the same
// table, so "which screen is this path" is answered once.
import { GAME_SLUGS, SPIN_WHEEL_SLUGS, type GameSlug, type SpinWheelSlug } from '../../contract/appConstants';
import { ROUTES } from '../../contract/routes';

export type RouteId =
  | 'home'
  | 'login'
  | 'register'
  | 'terms'
  | 'privacy'
  | 'brandAmbassador'
  | 'redeem'
  | 'transaction'
  | 'games'
  | 'game'
  | 'play'
  | 'promotions'
  | 'helpdesk'
  | 'inbox'
  | 'inboxDetail'
  | 'setting'
  | 'logout'
  | 'maintenance'
  | 'launch'
  | 'qaGallery'
  | 'console'
  | 'quiz'
  | 'missions'
  | 'spinTerms'
  | 'vip'
  | 'event';

export interface RouteDef {
  id: RouteId;
  /** wouter pattern; `nest` routes hand the rest of the path to the screen */
  path: string;
  /** page title key, or a function of the matched params */
  title: string | ((params: RouteParams) => string);
  nest?: boolean;
}

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  def: RouteDef;
  params: RouteParams;
  /** for nest routes: the part after the route's own path, '' for its main page */
  sub: string;
}

/** The QA scene gallery's path (not in the spec's route list: a tool for QA and visual tests). */
export const QA_GALLERY_PATH = '/qa/gallery';

/** The operator console (src/console): outside the players' guard and frame, its own lazy chunk. */
export const CONSOLE_PATH = '/console';

/** Title key of each game slug (the ui dictionary's title.game.*). */
export const GAME_TITLE: Record<GameSlug, string> = {
  fto: 'title.game.findtheodd',
  'spin-wheel': 'title.game.spinwheel',
  squidgame: 'title.game.squidgame',
  'rock-scissor-paper': 'title.game.rockscissorpaper',
  'lucky-egg': 'title.game.luckyEgg',
  spinwheelv2: 'title.game.spinwheelv2',
};

export function isGameSlug(value: string | undefined): value is GameSlug {
  return value !== undefined && (GAME_SLUGS as readonly string[]).includes(value);
}

export function isSpinWheelSlug(value: string | undefined): value is SpinWheelSlug {
  return value !== undefined && (SPIN_WHEEL_SLUGS as readonly string[]).includes(value);
}

const gameTitle = (p: RouteParams): string => (isGameSlug(p.game) ? GAME_TITLE[p.game] : 'title.games');

/** The setting screen's children (SPEC section 2); '' and 'main' are both its main page. */
export const SETTING_CHILDREN = ['', 'main', 'language', 'volume', 'faq', 'terms-and-conditions', 'fairness', 'limits'] as const;
/** The quiz's sub-screens: its main page (intro, weeks, prizes), the terms, one week's play. */
const QUIZ_SUB = /^(?:|terms|week\/[1-9]\d{0,9})$/;
const quizTitle = (sub: string): string =>
  sub === '' ? 'title.game.marcmarquezqna' : sub === 'terms' ? 'title.game.marcmarquezqnaTerms' : 'title.game.marcmarquezqnaWeeks';

const SETTING_TITLE: Record<(typeof SETTING_CHILDREN)[number], string> = {
  '': 'title.setting.main',
  main: 'title.setting.main',
  language: 'title.setting.language',
  volume: 'title.setting.volume',
  faq: 'title.setting.faq',
  'terms-and-conditions': 'title.setting.tnc',
  fairness: 'title.setting.fairness',
  limits: 'limits.title',
};

export const ROUTE_TABLE: readonly RouteDef[] = [
  { id: 'home', path: ROUTES.home, title: 'title.home' },
  { id: 'login', path: ROUTES.login, title: 'title.login' },
  { id: 'register', path: ROUTES.register, title: 'title.register' },
  { id: 'terms', path: ROUTES.terms, title: 'title.termsAndConditions' },
  { id: 'privacy', path: ROUTES.privacy, title: 'title.privacyPolicy' },
  { id: 'brandAmbassador', path: ROUTES.brandAmbassador, title: 'title.brandAmbassador' },
  { id: 'redeem', path: ROUTES.redeem, title: 'title.redeem' },
  { id: 'transaction', path: ROUTES.transaction, title: 'title.transaction' },
  { id: 'games', path: ROUTES.games, title: 'title.games' },
  { id: 'game', path: ROUTES.game(':game'), title: gameTitle },
  { id: 'play', path: ROUTES.play(':game'), title: gameTitle },
  { id: 'spinTerms', path: ROUTES.spinTerms(':game'), title: 'title.game.spinTerms' },
  { id: 'promotions', path: ROUTES.promotions, title: 'title.promotions' },
  { id: 'helpdesk', path: ROUTES.helpdesk, title: 'title.helpdesk' },
  { id: 'inbox', path: ROUTES.inbox, title: 'title.inbox' },
  { id: 'inboxDetail', path: ROUTES.inboxDetail(':id'), title: 'title.inboxDetail' },
  { id: 'setting', path: ROUTES.setting, title: 'title.setting.main', nest: true },
  { id: 'logout', path: ROUTES.logout, title: 'title.login' },
  { id: 'maintenance', path: ROUTES.maintenance, title: 'title.maintenance' },
  { id: 'launch', path: ROUTES.launch, title: 'title.home' },
  { id: 'quiz', path: ROUTES.quiz, title: 'title.game.marcmarquezqna', nest: true },
  { id: 'missions', path: ROUTES.missions, title: 'missions.title' },
  { id: 'vip', path: ROUTES.vip, title: 'vip.title' },
  { id: 'event', path: ROUTES.event, title: 'title.event' },
  { id: 'console', path: CONSOLE_PATH, title: 'console.title', nest: true },
  // QA scene gallery (src/screens/qa-gallery/README.md): a dev/QA tool, not a player page.
  { id: 'qaGallery', path: QA_GALLERY_PATH, title: 'title.games' },
];

/** '/games/' and '/games' are one page; the root stays '/'. Query and hash are dropped. */
export function normalizePath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.replace(/\/+$/, '') || '/';
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** Segment-by-segment match of a ':name' pattern; decoding errors are no match. */
function matchPattern(pattern: string, path: string, nest: boolean): { params: Record<string, string>; rest: string[] } | null {
  const want = segments(pattern);
  const got = segments(path);
  if (nest ? got.length < want.length : got.length !== want.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return { params, rest: got.slice(want.length) };
}

/**
 * The screen a path shows, or null for the 404 view. Unknown game slugs and
 * unknown setting children are null too: they are "not found" for guests and
 * players alike, never a reason to ask a guest to register.
 */
export function matchRoute(path: string): RouteMatch | null {
  const normal = normalizePath(path);
  for (const def of ROUTE_TABLE) {
    const m = matchPattern(def.path, normal, def.nest === true);
    if (!m) continue;
    if ((def.id === 'game' || def.id === 'play') && !isGameSlug(m.params.game)) return null;
    // Only the wheels have terms of their own: /games/fto/terms is not a page.
    if (def.id === 'spinTerms' && !isSpinWheelSlug(m.params.game)) return null;
    const sub = m.rest.join('/');
    if (def.id === 'setting' && !(SETTING_CHILDREN as readonly string[]).includes(sub)) return null;
    if (def.id === 'quiz' && !QUIZ_SUB.test(sub)) return null;
    return { def, params: m.params, sub };
  }
  return null;
}

/** The page title key of a matched route ('title.notFound' for none). */
export function titleKey(match: RouteMatch | null): string {
  if (!match) return 'title.notFound';
  if (match.def.id === 'setting') return SETTING_TITLE[match.sub as (typeof SETTING_CHILDREN)[number]];
  if (match.def.id === 'quiz') return quizTitle(match.sub);
  const { title } = match.def;
  return typeof title === 'function' ? title(match.params) : title;
}
