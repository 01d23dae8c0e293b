import { useEffect, useRef } from 'react';
import { MSG } from '../../../contract/errors';
import { CreditClockLine } from '../../components/CreditClockLine';
import { EmptyState, ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { formatDateTime, formatNumber, formatOdds } from '../../lib/format';
import { useHistory } from './history';
import styles from '../Play.module.css';
import { HistorySheet } from '../HistorySheet';

/**
 * The spin history sheet over the play screen: a card per spin with what a
 * player looks for (prize, status, when), the rest of SPEC section 3's columns
 * under Details; a page more whenever the end of the list scrolls into view.
 */
export function SpinHistory({ slug, onClose }: { slug: string; onClose: () => void }) {
  const t = useT();
  const list = useHistory(slug);
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore, done } = list;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || done) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '120px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [loadMore, done]);

  return (
    <HistorySheet title={t('games.history.title')} testId="spin-history" onClose={onClose}>
      {list.done && !list.rows.length && !list.error && <EmptyState message={MSG.noHistoryFound} />}
      {list.rows.length > 0 && (
        <ol className={styles.cards}>
          {list.rows.map((r) => (
            <li key={r.id} className={styles.card} data-testid="history-row" data-status={r.status}>
              <div className={styles.cardTop}>
                <strong data-testid="history-reward">{r.reward}</strong>
                <span className={styles.pill} data-status={r.status}>
                  {t(`games.history.state.${r.status}`)}
                </span>
              </div>
              <div className={styles.cardMeta}>
                <time dateTime={r.date} data-testid="history-date">
                  {formatDateTime(r.date)}
                </time>
                <span data-testid="history-spin">{t('games.history.spinNo', [r.spin])}</span>
              </div>
              {r.clock && (
                <div className={styles.cardMeta} data-testid="history-clock">
                  <CreditClockLine clock={r.clock} />
                </div>
              )}
              {/* Every column of SPEC section 3, worded for a player, one tap away. */}
              <details className={styles.cardMore}>
                <summary>{t('games.history.details')}</summary>
                <dl>
                  <dt>{t('games.history.credit')}</dt>
                  <dd>RM{formatNumber(r.credit)}</dd>
                  <dt>{t('games.history.match')}</dt>
                  <dd data-testid="history-match">{t('games.history.slotN', [r.match + 1])}</dd>
                  <dt>{t('games.history.name')}</dt>
                  <dd>{r.name}</dd>
                  <dt>{t('games.history.multiplier')}</dt>
                  <dd>{formatOdds(r.multiplier)}</dd>
                  <dt>{t('games.history.amount')}</dt>
                  <dd>RM{formatNumber(r.amount)}</dd>
                  <dt>{t('games.history.coinOut')}</dt>
                  <dd>{r.coinOut > 0 ? formatNumber(r.coinOut) : t('games.history.coinOutNone')}</dd>
                </dl>
              </details>
            </li>
          ))}
        </ol>
      )}
      {list.loading && (list.rows.length ? <p className={styles.more}>{t('games.history.loadingMore')}</p> : <Spinner />)}
      {list.error && <ErrorRetry message={list.error} retry={list.loadMore} />}
      <div ref={sentinel} className={styles.sentinel} />
    </HistorySheet>
  );
}
