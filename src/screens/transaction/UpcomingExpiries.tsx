import { useState } from 'react';
import { EXPIRY_API } from '../../../contract/loyalty/expiryRules';
import { fetchUpcomingExpiries } from '../../api/calls/wallet';
import { useRemote } from '../../api/hooks/useRemote';
import { ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { formatDay, formatNumber } from '../../lib/format';
import styles from './Transaction.module.css';

/** The list, fetched only once the player opens it: most visits to the history never ask. */
function ExpiryList() {
  const t = useT();
  const state = useRemote(EXPIRY_API.upcoming, fetchUpcomingExpiries, { keep: false });
  if (state.status === 'error') return <ErrorRetry message={state.message} retry={state.retry} />;
  if (state.status !== 'ok') return <Spinner />;
  const { rows } = state.data;
  if (rows.length === 0) return <p className={styles.note}>{t('wallet.expiring.none')}</p>;
  return (
    <ul className={styles.list} data-testid="expiry-list">
      {rows.map((r) => (
        <li key={r.day} className={styles.row} data-testid="expiry-row">
          <span className={styles.type}>{t('wallet.expiring.on', [formatDay(r.firstAt)])}</span>
          <span className={`${styles.amount} ${styles.minus}`}>{formatNumber(r.coins)}</span>
          <span className={styles.date}>{t('wallet.expiring.batch')}</span>
        </li>
      ))}
    </ul>
  );
}

/** The coins still to expire, one row per expiry day, behind a toggle above the history. */
export function UpcomingExpiries() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.expiring} aria-label={t('wallet.expiring.title')}>
      <button type="button" className={styles.clear} aria-expanded={open} onClick={() => setOpen(!open)} data-testid="expiry-toggle">
        {t(open ? 'wallet.expiring.hide' : 'wallet.expiring.show')}
      </button>
      {open && <ExpiryList />}
    </section>
  );
}
