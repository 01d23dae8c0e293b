import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { useLocation } from 'wouter';
import { SkipLink } from '../components/a11y/SkipLink';
import type { InstallBar as InstallBarCode } from '../components/InstallBar';
import { BottomNav } from '../components/BottomNav';
import { refreshData } from '../api/calls/refresh';
import { playerState } from '../state/player';
import { showContact, showNav } from './chromeRules';
import { matchRoute } from './routeTable';
import { PwaNotices } from '../pwa/PwaNotices';
import { detectTelegram } from './telegramDetect';
import styles from './Layout.module.css';

// Players only, and only once logged in: kept out of the entry chunk guests download.
const PlayerOverlays = lazy(() => import('./PlayerOverlays'));
// It floats over the screen and shows once the back office's links are known,
// mostly from the first refresh: its own chunk, drawn a moment after the screen.
const ContactButton = lazy(() => import('../components/ContactButton').then((m) => ({ default: m.ContactButton })));
// The install bar: its own chunk, fetched at boot beside the first screen and
// awaited with the dictionary (main.tsx), so the first paint draws it in place
// (coming in later it would push the screen down: a layout shift). The lazy
// component is the fallback should that fetch have failed.
let LoadedInstallBar: typeof InstallBarCode | null = null;
export function loadInstallBar(): Promise<unknown> {
  return import('../components/InstallBar').then((m) => {
    LoadedInstallBar = m.InstallBar;
  });
}
const LazyInstallBar = lazy(() => import('../components/InstallBar').then((m) => ({ default: m.InstallBar })));

function InstallBarSlot({ path }: { path: string }) {
  const Bar = LoadedInstallBar;
  return Bar ? (
    <Bar path={path} />
  ) : (
    <Suspense fallback={null}>
      <LazyInstallBar path={path} />
    </Suspense>
  );
}

// Only inside Telegram: kept out of the entry chunk everyone else downloads.
const TelegramFrame = lazy(() => import('./TelegramFrame'));

// Screens that must not fetch the refresh data on arrival: home fetches its
// own, logout is ending the session, maintenance makes every call fail.
const NO_BOOT_REFRESH = new Set(['home', 'logout', 'maintenance']);
let bootRefreshed = false;

/**
 * The frame's own data (contact links, H5 link, unread count) when the app
 * opens on a screen other than home: once per app session, so a deep link
 * does not show a frame without its links.
 */
function useBootRefresh(path: string): void {
  useEffect(() => {
    if (bootRefreshed) return;
    bootRefreshed = true;
    if (!NO_BOOT_REFRESH.has(matchRoute(path)?.def.id ?? '')) void refreshData();
    // Only the path at start-up matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The frame around every screen: the install bar above, the bottom nav bar
 * where SPEC section 2 puts it, the floating contact button everywhere but the
 * play screen. The content keeps clear of whatever floats over it.
 */
export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { authenticated } = useSnapshot(playerState);
  // The page does not leave or enter Telegram while it lives; read it once.
  const [telegram] = useState(detectTelegram);
  useBootRefresh(location);
  const nav = showNav(location, authenticated);
  const contact = showContact(location);
  return (
    <>
      <SkipLink />
      <PwaNotices />
      {contact && <InstallBarSlot path={location} />}
      <div id="main" className={styles.content} data-nav={nav ? '' : undefined} data-contact={contact ? '' : undefined}>
        {children}
      </div>
      {contact && (
        <Suspense fallback={null}>
          <ContactButton raised={nav} />
        </Suspense>
      )}
      {nav && <BottomNav path={location} />}
      {authenticated && (
        <Suspense fallback={null}>
          <PlayerOverlays />
        </Suspense>
      )}
      {telegram && (
        <Suspense fallback={null}>
          <TelegramFrame path={location} authenticated={authenticated} />
        </Suspense>
      )}
    </>
  );
}
