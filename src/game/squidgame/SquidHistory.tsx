// The history sheet of Squid game over the play screen: every ended bridge
// (date, status, bet, safe steps, multiplier, payout), a page more as the list scrolls.
import { MSG } from '../../../contract/errors';
import type { SquidHistoryRow } from '../../../contract/games/squidgame';
import { SQUID_STEPS } from '../../../contract/games/squidRules';
import { fetchSquidHistory } from '../../api/calls/squidgame';
import { usePages, type Page } from '../../api/hooks/usePages';
import { LoadMore } from '../../components/kit/LoadMore';
import { EmptyState } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { formatDateTime, formatNumber, formatOdds } from '../../lib/format';
import { HistorySheet } from '../HistorySheet';
import styles from '../Play.module.css';

const COLUMNS = ['date', 'status', 'bet', 'steps', 'multiplier', 'payout'] as const;

/** The contract's numeric cursor as the string cursor of usePages. */
const fetchPage = async (cursor: string | null): Promise<Page<SquidHistoryRow>> => {
  const page = await fetchSquidHistory(cursor === null ? null : Number(cursor));
  return { rows: page.rows, nextCursor: page.nextCursor === null ? null : String(page.nextCursor) };
};

export function SquidHistory({ onClose }: { onClose(): void }) {
  const t = useT();
  const pages = usePages('squidgame-history', fetchPage);
  const empty = pages.loaded && !pages.rows.length;
  return (
    <HistorySheet title={t('games.squidgame.history.title')} testId="squid-history" onClose={onClose}>
      {empty ? <EmptyState message={MSG.noHistoryFound} /> : (
        <table className={styles.history}>
          <thead><tr>{COLUMNS.map((c) => <th key={c} scope="col">{t(`games.squidgame.history.${c}`)}</th>)}</tr></thead>
          <tbody>
            {pages.rows.map((r) => (
              <tr key={r.id} data-testid="history-row" data-status={r.status} data-state={r.bridgeRow.state}>
                <td>{formatDateTime(r.date)}</td>
                <td>{t(`games.history.state.${r.status}`)}</td>
                <td>{formatNumber(r.bet, { decimals: 0 })}</td>
                <td>{r.bridgeRow.safe}/{SQUID_STEPS}</td>
                <td>{formatOdds(r.multiplier)}</td>
                <td>{formatNumber(r.payout)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* An empty history says so once; "the end" only closes a list that has rows. */}
      {!empty && <LoadMore more={pages.more} loading={pages.loading} error={pages.error} onMore={pages.loadMore} />}
    </HistorySheet>
  );
}
