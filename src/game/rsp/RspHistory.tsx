// The history sheet of Rock scissor paper over the play screen: every ended
// match (date, status, bet, opponent, score, payout), a page more as the list scrolls.
import { MSG } from '../../../contract/errors';
import type { RspHistoryRow } from '../../../contract/games/rsp';
import { fetchRspHistory } from '../../api/calls/rsp';
import { usePages, type Page } from '../../api/hooks/usePages';
import { LoadMore } from '../../components/kit/LoadMore';
import { EmptyState } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format';
import { HistorySheet } from '../HistorySheet';
import styles from '../Play.module.css';
import { formatCoins } from './text';

const COLUMNS = ['date', 'status', 'bet', 'opponent', 'score', 'payout'] as const;

/** The contract's numeric cursor as the string cursor of usePages. */
const fetchPage = async (cursor: string | null): Promise<Page<RspHistoryRow>> => {
  const page = await fetchRspHistory(cursor === null ? null : Number(cursor));
  return { rows: page.rows, nextCursor: page.nextCursor === null ? null : String(page.nextCursor) };
};

export function RspHistory({ onClose }: { onClose(): void }) {
  const t = useT();
  const pages = usePages('rsp-history', fetchPage);
  const empty = pages.loaded && !pages.rows.length;
  return (
    <HistorySheet title={t('games.rsp.history.title')} testId="rsp-history" onClose={onClose}>
      {empty ? <EmptyState message={MSG.noHistoryFound} /> : (
        <table className={styles.history}>
          <thead><tr>{COLUMNS.map((c) => <th key={c} scope="col">{t(`games.rsp.history.${c}`)}</th>)}</tr></thead>
          <tbody>
            {pages.rows.map(({ match, status, date }) => (
              <tr key={match.id} data-testid="history-row" data-status={status} data-outcome={match.result?.outcome ?? ''}>
                <td>{formatDateTime(date)}</td>
                <td>{t(`games.history.state.${status}`)}</td>
                <td>{formatCoins(match.bet)}</td>
                <td>{t(`games.rsp.scene.${match.opponent}`)}</td>
                <td>{match.score.you}–{match.score.opponent}</td>
                <td>{formatCoins(match.result?.payout ?? 0)}</td>
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
