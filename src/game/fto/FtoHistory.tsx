// The history sheet of Find The Odd over the play screen: every finished play
// (date, status, coins credited, cards found), a page more as the list scrolls.
import { MSG } from '../../../contract/errors';
import type { FtoHistoryRow } from '../../../contract/games/fto';
import { fetchFtoHistory } from '../../api/calls/fto';
import { usePages, type Page } from '../../api/hooks/usePages';
import { LoadMore } from '../../components/kit/LoadMore';
import { EmptyState } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { formatDateTime, formatNumber } from '../../lib/format';
import styles from '../Play.module.css';
import { HistorySheet } from '../HistorySheet';

const COLUMNS = ['date', 'status', 'reward', 'found'] as const;

/** The contract's numeric cursor as the string cursor of usePages. */
const fetchPage = async (cursor: string | null): Promise<Page<FtoHistoryRow>> => {
  const page = await fetchFtoHistory(cursor === null ? null : Number(cursor));
  return { rows: page.rows, nextCursor: page.nextCursor === null ? null : String(page.nextCursor) };
};

export function FtoHistory({ onClose }: { onClose(): void }) {
  const t = useT();
  const pages = usePages('fto-history', fetchPage);
  return (
    <HistorySheet title={t('games.fto.history.title')} testId="fto-history" onClose={onClose}>
          {pages.loaded && !pages.rows.length ? <EmptyState message={MSG.noHistoryFound} /> : (
            <table className={styles.history}>
              <thead><tr>{COLUMNS.map((c) => <th key={c} scope="col">{t(`games.fto.history.${c}`)}</th>)}</tr></thead>
              <tbody>
                {pages.rows.map((r) => (
                  <tr key={r.id} data-testid="history-row" data-status={r.status}>
                    <td>{formatDateTime(r.date)}</td>
                    <td>{t(`games.history.state.${r.status}`)}</td>
                    <td>{formatNumber(r.reward)}</td>
                    <td>{r.correct}/{r.rounds}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {/* An empty history says so once; "the end" only closes a list that has rows. */}
          {!(pages.loaded && !pages.rows.length) && <LoadMore more={pages.more} loading={pages.loading} error={pages.error} onMore={pages.loadMore} />}
    </HistorySheet>
  );
}
