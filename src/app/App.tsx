import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ROUTES } from '../../contract/routes';
import { RouteGuard } from './RouteGuard';
import { Spinner } from '../components/Spinner';
import HomeScreen from '../screens/home/HomeScreen';

// Home is in the entry chunk (it is the first paint); every other screen loads on demand.
const LoginScreen = lazy(() => import('../screens/login/LoginScreen'));
const MaintenanceScreen = lazy(() => import('../screens/maintenance/MaintenanceScreen'));
const LogoutScreen = lazy(() => import('../screens/logout/LogoutScreen'));
const NotFoundScreen = lazy(() => import('../screens/not-found/NotFoundScreen'));

export function App() {
  return (
    <RouteGuard>
      <Suspense fallback={<Spinner />}>
        <Switch>
          <Route path={ROUTES.home} component={HomeScreen} />
          <Route path={ROUTES.login} component={LoginScreen} />
          <Route path={ROUTES.maintenance} component={MaintenanceScreen} />
          <Route path={ROUTES.logout} component={LogoutScreen} />
          <Route component={NotFoundScreen} />
        </Switch>
      </Suspense>
    </RouteGuard>
  );
}
