import { useEffect, useRef } from 'react';
import { MSG } from '../../../contract/errors';
import { EmptyState, ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { formatDateTime, formatNumber, formatOdds } from '../../lib/format';
import { useHistory } from './history';
import styles from '../Play.module.css';
import { HistorySheet } from '../HistorySheet';

const COLUMNS = ['date', 'status', 'spin', 'credit', 'match', 'reward', 'name', 'multiplier', 'amount', 'coinOut'] as const;

/**
 * The spin history sheet over the play screen: the columns of SPEC section 3,
 * a page more whenever the end of the list scrolls into view.
 */
export function SpinHistory({ slug, onClose }: { slug: string; onClose: () => void }) {
  const t = useT();
  const list = useHistory(slug);
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore, done } = list;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || done) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    }, { rootMargin: '120px' });
    io.observe(el);
    return () => io.disconnect();
  }, [loadMore, done]);

  return (
    <HistorySheet title={t('games.history.title')} testId="spin-history" onClose={onClose}>
          {list.done && !list.rows.length && !list.error && <EmptyState message={MSG.noHistoryFound} />}
          {list.rows.length > 0 && (
            <table className={styles.history}>
              <thead><tr>{COLUMNS.map((c) => <th key={c} scope="col">{t(`games.history.${c}`)}</th>)}</tr></thead>
              <tbody>
                {list.rows.map((r) => (
                  <tr key={r.id} data-testid="history-row" data-status={r.status}>
                    <td>{formatDateTime(r.date)}</td>
                    <td>{t(`games.history.state.${r.status}`)}</td>
                    <td>{r.spin}</td>
                    <td>{formatNumber(r.credit)}</td>
                    <td>{r.match}</td>
                    <td>{r.reward}</td>
                    <td>{r.name}</td>
                    <td>{formatOdds(r.multiplier)}</td>
                    <td>{formatNumber(r.amount)}</td>
                    <td>{formatNumber(r.coinOut)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {list.loading && (list.rows.length ? <p className={styles.more}>{t('games.history.loadingMore')}</p> : <Spinner />)}
          {list.error && <ErrorRetry message={list.error} retry={list.loadMore} />}
          <div ref={sentinel} className={styles.sentinel} />
    </HistorySheet>
  );
}
