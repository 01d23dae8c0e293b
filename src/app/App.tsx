import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/Spinner';
import { PreloaderFrame } from '../screens/home/PreloaderFrame';
import { useActivityTracking } from '../activity/useActivityTracking';
import { Layout } from './Layout';
import { RouteGuard } from './RouteGuard';
import { CONSOLE_PATH, isGameSlug, matchRoute, ROUTE_TABLE, titleKey, type RouteDef, type RouteId, type RouteParams } from './routeTable';

/** A screen's code: its chunk, loaded on demand. */
type ScreenCode = () => Promise<{ default: ComponentType }>;

// Every screen of the table; the operator console among them is only ever
// loaded from here, so none of it is in the players' entry chunk.
const SCREEN_CODE: Record<RouteId, ScreenCode> = {
  home: () => import('../screens/home/HomeScreen'),
  login: () => import('../screens/login/LoginScreen'),
  register: () => import('../screens/register/RegisterScreen'),
  terms: () => import('../screens/terms/TermsScreen'),
  privacy: () => import('../screens/privacy/PrivacyScreen'),
  brandAmbassador: () => import('../screens/brand-ambassador/BrandAmbassadorScreen'),
  promotions: () => import('../screens/promotions/PromotionsScreen'),
  helpdesk: () => import('../screens/helpdesk/HelpdeskScreen'),
  setting: () => import('../screens/setting/SettingScreen'),
  logout: () => import('../screens/logout/LogoutScreen'),
  maintenance: () => import('../screens/maintenance/MaintenanceScreen'),
  launch: () => import('../screens/launch/LaunchScreen'),
  console: () => import('./toolScreens').then((m) => m.consoleScreen()),
  redeem: () => import('../screens/redeem/RedeemScreen'),
  transaction: () => import('../screens/transaction/TransactionScreen'),
  games: () => import('../screens/games/GamesScreen'),
  game: () => import('../screens/games/GameDetailScreen'),
  play: () => import('../screens/games/PlayScreen'),
  spinTerms: () => import('../screens/games/SpinTermsScreen'),
  qaGallery: () => import('./toolScreens').then((m) => m.qaGalleryScreen()),
  inbox: () => import('../screens/inbox/InboxScreen'),
  inboxDetail: () => import('../screens/inbox/InboxDetailScreen'),
  quiz: () => import('../screens/quiz/QuizScreen'),
  missions: () => import('../screens/missions/MissionsScreen'),
  vip: () => import('../screens/vip/VipScreen'),
  event: () => import('../screens/event/EventScreen'),
};

const LAZY = Object.fromEntries(Object.entries(SCREEN_CODE).map(([id, code]) => [id, lazy(code)])) as Record<
  RouteId,
  LazyExoticComponent<ComponentType>
>;
const NotFoundScreen = lazy(() => import('../screens/not-found/NotFoundScreen'));
// Stands in for screens of later issues until they land.
const ComingSoonScreen = lazy(() => import('../screens/coming-soon/ComingSoonScreen'));

/**
 * Starts fetching the code of the screen the app opens on at once, beside the
 * saved state and the dictionary, rather than at the first render: a phone on
 * a slow network then draws it one round trip sooner.
 */
export function loadFirstScreen(path: string): void {
  const id = matchRoute(path)?.def.id;
  if (id) void SCREEN_CODE[id]().catch(() => undefined); // the render's own load reports a failure
}

/**
 * Home's chunk holds its preloader, which covers the first home visit for at
 * least 5 s; while that chunk loads, the preloader's empty backdrop stands in,
 * so a guest's first paint of / needs nothing more from the entry chunk.
 */
function HomeRoute() {
  return (
    <Suspense fallback={<PreloaderFrame />}>
      <LAZY.home />
    </Suspense>
  );
}

// Every id of the table names its screen; 'soon' is the shared coming-soon screen.
const SCREENS: Record<RouteId, ComponentType | 'soon'> = { ...LAZY, home: HomeRoute };

function screenFor(def: RouteDef, params: RouteParams) {
  // An unknown game slug is an unknown page, not an empty game.
  if ((def.id === 'game' || def.id === 'play') && !isGameSlug(params.game)) return <NotFoundScreen />;
  const Screen = SCREENS[def.id];
  if (Screen === 'soon') return <ComingSoonScreen titleKey={titleKey({ def, params, sub: '' })} />;
  return <Screen />;
}

/**
 * The routes of SPEC section 2, from the one table in routeTable.ts. The
 * setting route is nested: its screen routes its own children and shows the
 * 404 view for unknown ones. Anything the table does not know is the 404 view.
 */
export function App() {
  useActivityTracking();
  const [location] = useLocation();
  // The console skips the guard (no player session needed, and system maintenance
  // must not send the operator who would end it to /maintenance) and the players' frame.
  if (matchRoute(location)?.def.id === 'console') {
    return (
      <Suspense fallback={<Spinner />}>
        <Route path={CONSOLE_PATH} nest>
          <LAZY.console />
        </Route>
      </Suspense>
    );
  }
  return (
    <RouteGuard>
      <Layout>
        <Suspense fallback={<Spinner />}>
          <Switch>
            {ROUTE_TABLE.map((def) => (
              <Route key={def.id} path={def.path} nest={def.nest}>
                {(params: RouteParams) => screenFor(def, params)}
              </Route>
            ))}
            <Route component={NotFoundScreen} />
          </Switch>
        </Suspense>
      </Layout>
    </RouteGuard>
  );
}
