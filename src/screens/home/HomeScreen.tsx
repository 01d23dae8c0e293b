import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { BannerCarousel } from '../../components/BannerCarousel';
import { BigWinsSlot } from '../../components/big-wins/BigWinsSlot';
import { CoinSummary } from '../../components/CoinSummary';
import { FloatingWheel } from '../../components/floating-wheel/FloatingWheel';
import { usePageTitle } from '../../app/usePageTitle';
import { refreshData } from '../../api/calls/refresh';
import { useT } from '../../i18n/useT';
import { playerState } from '../../state/player';
import { Preloader } from './Preloader';
import { createPreloadTracker, markPreloaderShown, preloaderPending } from './preloadTracker';
import { QuickLinks } from './QuickLinks';
import { QuizEntryCard } from '../quiz/QuizEntryCard';
import styles from './Home.module.css';

/** Where a player sees their coins, a guest is invited in: register first, log in for members. */
function GuestCta() {
  const t = useT();
  return (
    <section className={styles.cta} aria-labelledby="guest-cta-title" data-testid="guest-cta">
      <h2 id="guest-cta-title" className={styles.ctaTitle}>{t('chrome.home.guestTitle')}</h2>
      <p className={styles.ctaBody}>{t('chrome.home.guestBody')}</p>
      <div className={styles.ctaActions}>
        <Link href={ROUTES.register} className="btn">{t('nav.register')}</Link>
        <Link href={ROUTES.login} className="btn btn-ghost">{t('nav.login')}</Link>
      </div>
    </section>
  );
}

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
    <main className={`screen ${styles.home}`}>
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
      <BannerCarousel />
      {authenticated ? <CoinSummary /> : <GuestCta />}
      <QuickLinks />
      <BigWinsSlot />
      <QuizEntryCard />
      <FloatingWheel />
    </main>
  );
}
