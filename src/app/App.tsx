import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/Spinner';
import { PreloaderFrame } from '../screens/home/PreloaderFrame';
import { useActivityTracking } from '../activity/useActivityTracking';
import { Layout } from './Layout';
import { RouteGuard } from './RouteGuard';
import { CONSOLE_PATH, isGameSlug, matchRoute, ROUTE_TABLE, titleKey, type RouteDef, type RouteId, type RouteParams } from './routeTable';

// Every screen loads on demand.
const HomeScreen = lazy(() => import('../screens/home/HomeScreen'));
const LoginScreen = lazy(() => import('../screens/login/LoginScreen'));
const RegisterScreen = lazy(() => import('../screens/register/RegisterScreen'));
const TermsScreen = lazy(() => import('../screens/terms/TermsScreen'));
const PrivacyScreen = lazy(() => import('../screens/privacy/PrivacyScreen'));
const BrandAmbassadorScreen = lazy(() => import('../screens/brand-ambassador/BrandAmbassadorScreen'));
const PromotionsScreen = lazy(() => import('../screens/promotions/PromotionsScreen'));
const HelpdeskScreen = lazy(() => import('../screens/helpdesk/HelpdeskScreen'));
const SettingScreen = lazy(() => import('../screens/setting/SettingScreen'));
const LogoutScreen = lazy(() => import('../screens/logout/LogoutScreen'));
const MaintenanceScreen = lazy(() => import('../screens/maintenance/MaintenanceScreen'));
const LaunchScreen = lazy(() => import('../screens/launch/LaunchScreen'));
const NotFoundScreen = lazy(() => import('../screens/not-found/NotFoundScreen'));
// The operator console: only ever loaded through this lazy import, so none of it is in the players' entry chunk.
const ConsoleApp = lazy(() => import('../console/ConsoleApp'));
const GamesScreen = lazy(() => import('../screens/games/GamesScreen'));
const GameDetailScreen = lazy(() => import('../screens/games/GameDetailScreen'));
const PlayScreen = lazy(() => import('../screens/games/PlayScreen'));
const QaGalleryScreen = lazy(() => import('../screens/qa-gallery/QaGalleryScreen'));
const RedeemScreen = lazy(() => import('../screens/redeem/RedeemScreen'));
const TransactionScreen = lazy(() => import('../screens/transaction/TransactionScreen'));
const InboxScreen = lazy(() => import('../screens/inbox/InboxScreen'));
const InboxDetailScreen = lazy(() => import('../screens/inbox/InboxDetailScreen'));
const QuizScreen = lazy(() => import('../screens/quiz/QuizScreen'));
// Stands in for screens of later issues until they land.
const ComingSoonScreen = lazy(() => import('../screens/coming-soon/ComingSoonScreen'));

/**
 * Home's chunk holds its preloader, which covers the first home visit for at
 * least 5 s; while that chunk loads, the preloader's empty backdrop stands in,
 * so a guest's first paint of / needs nothing more from the entry chunk.
 */
function HomeRoute() {
  return <Suspense fallback={<PreloaderFrame />}><HomeScreen /></Suspense>;
}

// Every id of the table names its screen; 'soon' is the shared coming-soon screen.
const SCREENS: Record<RouteId, ComponentType | 'soon'> = {
  home: HomeRoute,
  login: LoginScreen,
  register: RegisterScreen,
  terms: TermsScreen,
  privacy: PrivacyScreen,
  brandAmbassador: BrandAmbassadorScreen,
  promotions: PromotionsScreen,
  helpdesk: HelpdeskScreen,
  setting: SettingScreen,
  logout: LogoutScreen,
  maintenance: MaintenanceScreen,
  launch: LaunchScreen,
  console: ConsoleApp,
  redeem: RedeemScreen,
  transaction: TransactionScreen,
  games: GamesScreen,
  game: GameDetailScreen,
  play: PlayScreen,
  qaGallery: QaGalleryScreen,
  inbox: InboxScreen,
  inboxDetail: InboxDetailScreen,
  quiz: QuizScreen,
};

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
    return <Suspense fallback={<Spinner />}><Route path={CONSOLE_PATH} nest><ConsoleApp /></Route></Suspense>;
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
