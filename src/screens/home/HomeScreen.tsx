import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePageTitle } from '../../app/usePageTitle';
import { refreshData } from '../../api/calls/refresh';
import { useT } from '../../i18n/useT';
import { playerState } from '../../state/player';
import HomeBody from './HomeBody';
import { Preloader } from './Preloader';
import { createPreloadTracker, markPreloaderShown, preloaderPending } from './preloadTracker';
import styles from './Home.module.css';

export default function HomeScreen() {
  const t = useT();
  usePageTitle('title.home');
  const { authenticated, fullName, uid } = useSnapshot(playerState);
  // The first home visit of the app session measures its loading behind the preloader.
  const [tracker] = useState(() => (preloaderPending() ? createPreloadTracker() : null));
  const [preloading, setPreloading] = useState(tracker !== null);

  // Home refreshes its data each time it is navigated to (SPEC section 4).
  useEffect(() => {
    const refresh = refreshData();
    tracker?.track(refresh);
  }, [tracker]);

  const preloaded = useCallback(() => {
    markPreloaderShown();
    setPreloading(false);
  }, []);

  const name = fullName || uid;
  return (
    <main className="screen">
      {tracker && preloading && <Preloader steps={tracker.steps} onDone={preloaded} />}
      <header className={styles.header}>
        <img src="/icon.svg" alt="" width={40} height={40} className={styles.logo} />
        <div>
          <h1 className={styles.brand}>{t('chrome.brand')}</h1>
          <p className={styles.greeting} data-testid="greeting">
            {authenticated && name ? t('chrome.home.welcome', [name]) : t('chrome.home.tagline')}
          </p>
        </div>
      </header>
      <HomeBody />
    </main>
  );
}
