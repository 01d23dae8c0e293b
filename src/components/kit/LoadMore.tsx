import { useEffect, useRef } from 'react';
import { Spinner } from '../Spinner';
import { useT } from '../../i18n/useT';
import styles from './kit.module.css';

export interface LoadMoreProps {
  more: boolean;
  loading: boolean;
  /** message key of a failed page; the button then retries it */
  error: string | null;
  onMore(): void;
}

/**
 * The end of an infinite list: when it scrolls into view the next page is
 * asked for (IntersectionObserver, with a margin so it arrives before the
 * player gets there). Where there is no observer, or a page failed, it is a
 * button; at the very end it says so.
 */
export function LoadMore({ more, loading, error, onMore }: LoadMoreProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  });
  const observe = typeof IntersectionObserver === 'function' && more && !error;

  useEffect(() => {
    const el = ref.current;
    if (!observe || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '200px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [observe, loading]);

  return (
    <div ref={ref} className={styles.loadMore} data-testid="load-more">
      {loading && <Spinner />}
      {!loading && error && (
        <>
          <p>{t(error)}</p>
          <button type="button" className="btn btn-ghost" onClick={onMore}>
            {t('common.retry')}
          </button>
        </>
      )}
      {!loading && !error && more && !observe && (
        <button type="button" className="btn btn-ghost" onClick={onMore}>
          {t('wallet.history.loadMore')}
        </button>
      )}
      {!more && !error && <p>{t('wallet.history.end')}</p>}
    </div>
  );
}
