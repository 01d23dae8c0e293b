import { Link } from 'wouter';
import { useT } from '../../i18n/useT';
import styles from './kit.module.css';

/**
 * Title bar of a screen reached from a menu, with a back link. `back` is a
 * wouter href: inside a nested router prefix '~' for an absolute path.
 */
export function SubHeader({ title, back }: { title: string; back: string }) {
  const t = useT();
  return (
    <header className={styles.subHeader}>
      <Link href={back} className={styles.back} aria-label={t('screens.common.back')}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
      <h1 className={styles.subTitle}>{title}</h1>
    </header>
  );
}
