// The history sheet of Lucky egg over the play screen: every egg (date,
// status, bet, multiplier drawn, coins paid), a page more as the list scrolls.
import { MSG } from '../../../contract/errors';
import type { EggHistoryRow } from '../../../contract/games/luckyegg';
import { fetchEggHistory } from '../../api/calls/luckyegg';
import { usePages, type Page } from '../../api/hooks/usePages';
import { LoadMore } from '../../components/kit/LoadMore';
import { EmptyState } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { formatDateTime, formatOdds } from '../../lib/format';
import { HistorySheet } from '../HistorySheet';
import styles from '../Play.module.css';
import { formatCoins } from './text';

const COLUMNS = ['date', 'status', 'bet', 'multiplier', 'payout'] as const;

/** The contract's numeric cursor as the string cursor of usePages. */
const fetchPage = async (cursor: string | null): Promise<Page<EggHistoryRow>> => {
  const page = await fetchEggHistory(cursor === null ? null : Number(cursor));
  return { rows: page.rows, nextCursor: page.nextCursor === null ? null : String(page.nextCursor) };
};

export function EggHistory({ onClose }: { onClose(): void }) {
  const t = useT();
  const pages = usePages('lucky-egg-history', fetchPage);
  const empty = pages.loaded && !pages.rows.length;
  return (
    <HistorySheet title={t('games.luckyEgg.history.title')} testId="egg-history" onClose={onClose}>
      {empty ? <EmptyState message={MSG.noHistoryFound} /> : (
        <table className={styles.history}>
          <thead><tr>{COLUMNS.map((c) => <th key={c} scope="col">{t(`games.luckyEgg.history.${c}`)}</th>)}</tr></thead>
          <tbody>
            {pages.rows.map(({ status, round }) => (
              <tr key={round.id} data-testid="history-row" data-status={status}>
                <td>{formatDateTime(round.date)}</td>
                <td>{t(`games.history.state.${status}`)}</td>
                <td>{formatCoins(round.bet)}</td>
                <td data-testid="history-multiplier">{formatOdds(round.multiplier)}</td>
                <td>{formatCoins(round.payout)}</td>
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
