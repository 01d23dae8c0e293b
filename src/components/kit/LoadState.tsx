import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { useT } from '../../i18n/useT';
import styles from './kit.module.css';

/** A failed load: what went wrong (a message key) and a way to try again. */
export function ErrorRetry({ message, retry }: { message: string; retry: () => void }) {
  const t = useT();
  return (
    <div className={styles.state} role="alert" data-testid="load-error">
      <p>{t(message)}</p>
      <button type="button" className="btn btn-ghost" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Nothing to list: the text says why (e.g. msg.noPromotionsFound). */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.state} data-testid="empty-state">
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden>
        <rect x="8" y="14" width="40" height="30" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M8 24h40M20 32h16" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{t(message)}</p>
      {children}
    </div>
  );
}

export { Spinner };
