import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { BannerCarousel } from '../../components/BannerCarousel';
import { CoinSummary } from '../../components/CoinSummary';
import { usePageTitle } from '../../app/usePageTitle';
import { refreshData } from '../../data/refresh';
import { useT } from '../../i18n/useT';
import { playerState } from '../../state/player';

export default function HomeScreen() {
  const t = useT();
  usePageTitle('title.home');
  const { authenticated } = useSnapshot(playerState);
  // Home refreshes its data each time it is navigated to (SPEC section 4).
  useEffect(() => {
    void refreshData();
  }, []);
  return (
    <main className="screen">
      <BannerCarousel />
      {authenticated
        ? <CoinSummary />
        : <p><Link href={ROUTES.login} className="btn">{t('nav.login')}</Link></p>}
    </main>
  );
}
