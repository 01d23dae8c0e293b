import type { MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useScreenBack } from '../../app/miniApp';
import { useT } from '../../i18n/useT';
import styles from './kit.module.css';

function cameFromThisApp(): boolean {
  if (window.history.length <= 1) return false;
  if (!document.referrer) return true;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Title bar of a screen reached from a menu, with a back link. `back` is a
 * wouter href: inside a nested router prefix '~' for an absolute path.
 */
export function SubHeader({ title, back, historyFirst = false }: { title: string; back: string; historyFirst?: boolean }) {
  const t = useT();
  // A page reached from several places (terms from the register form, from a link...) goes back where the
  // player came from while that was this app; opened first (installed app, typed address, another site) it goes to `back`.
  const onClick = (e: MouseEvent) => {
    if (historyFirst && cameFromThisApp()) {
      e.preventDefault();
      window.history.back();
    }
  };
  // Telegram's back button, with no earlier screen to return to, goes where this link goes.
  const [, navigate] = useLocation();
  useScreenBack(() => navigate(back, { replace: true }));
  return (
    <header className={styles.subHeader}>
      <Link href={back} className={styles.back} aria-label={t('screens.common.back')} onClick={onClick}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
      <h1 className={styles.subTitle}>{title}</h1>
    </header>
  );
}
