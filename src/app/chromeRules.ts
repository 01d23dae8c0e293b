// Who sees what, per path and login state (SPEC sections 2, 5 and 6). Pure
// functions over the route table, so every rule is a unit test row.
import { ROUTES, isPublicPath } from '../../contract/routes';
import { matchRoute, normalizePath, type RouteId, type RouteMatch } from './routeTable';

/** Pages whose main view carries the bottom nav bar (SPEC section 2). */
const NAV_PAGES: ReadonlySet<RouteId> = new Set(['home', 'games', 'event', 'promotions', 'inbox', 'helpdesk']);
const GUEST_NAV_PAGES: ReadonlySet<RouteId> = new Set(['login', 'register']);

function isSettingMain(match: RouteMatch): boolean {
  return match.def.id === 'setting' && (match.sub === '' || match.sub === 'main');
}

export function showNav(path: string, authenticated: boolean): boolean {
  const match = matchRoute(path);
  if (!match) return false;
  if (NAV_PAGES.has(match.def.id) || isSettingMain(match)) return true;
  return !authenticated && GUEST_NAV_PAGES.has(match.def.id);
}

/** A game being played: a play screen, the QA gallery's scenes, or a quiz week's questions. */
export function gamePlaying(path: string): boolean {
  const match = matchRoute(path);
  const id = match?.def.id;
  return id === 'play' || id === 'qaGallery' || (id === 'quiz' && match?.sub.startsWith('week/') === true);
}

/** The floating contact button stays out of the way of a game being played. */
export function showContact(path: string): boolean {
  return !gamePlaying(path);
}

/**
 * Telegram's back button: everywhere but home, and but a guest's login and
 * register pages, where every path leads them back anyway.
 */
export function showTelegramBack(path: string, authenticated: boolean): boolean {
  const id = matchRoute(path)?.def.id;
  if (id === 'home') return false;
  return authenticated || id === undefined || !GUEST_NAV_PAGES.has(id);
}

export type NavTab = 'home' | 'games' | 'helpdesk' | 'setting';

/** The nav item to mark as current; detail pages light up their section. */
export function activeTab(path: string): NavTab | null {
  const id = matchRoute(path)?.def.id;
  if (id === 'home') return 'home';
  if (id === 'games' || id === 'game' || id === 'play' || id === 'spinTerms') return 'games';
  if (id === 'helpdesk') return 'helpdesk';
  if (id === 'setting') return 'setting';
  return null;
}

/**
 * Whether a guest must log in for this path. Unknown paths are not private:
 * they show the 404 view to everyone. '/setting/main' is the setting main page
 * under its child name, public like '/setting'.
 */
export function needsLogin(path: string): boolean {
  const match = matchRoute(path);
  // The QA gallery guards itself (dev builds, or ?qa=1) and shows no player data.
  if (!match || match.def.id === 'logout' || match.def.id === 'qaGallery') return false;
  const normal = normalizePath(path);
  return !isPublicPath(isSettingMain(match) ? ROUTES.setting : normal);
}

export type Access =
  | { kind: 'allow' }
  /** a guest on a private path: to /register, remembering where they were going */
  | { kind: 'register' }
  /** a player on /login or /register: away, to where they were heading or home */
  | { kind: 'away'; to: string };

const GUEST_ONLY: ReadonlySet<string> = new Set([ROUTES.login, ROUTES.register]);

export function accessFor(path: string, authenticated: boolean, heading: string | null): Access {
  if (!authenticated) return needsLogin(path) ? { kind: 'register' } : { kind: 'allow' };
  if (GUEST_ONLY.has(normalizePath(path))) return { kind: 'away', to: heading ?? ROUTES.home };
  return { kind: 'allow' };
}
