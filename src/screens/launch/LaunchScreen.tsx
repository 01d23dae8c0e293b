import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { navigate } from '../../app/navigation';
import { usePageTitle } from '../../app/usePageTitle';
import { Spinner } from '../../components/Spinner';
import { launchTarget, parseLaunch } from './launchAction';

/**
 * /launch: hands a deep link on to its screen, replacing itself in history so
 * Back does not bounce through it. A launch token in the same link has already
 * been exchanged by the route guard, which renders nothing else meanwhile.
 */
export default function LaunchScreen() {
  usePageTitle('title.home');
  const search = useSearch();
  useEffect(() => {
    navigate(launchTarget(parseLaunch(search)), { replace: true });
  }, [search]);
  return <Spinner />;
}
