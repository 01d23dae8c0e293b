// The history sheet of Squid game over the play screen: every ended bridge
// (date, status, bet, safe steps, multiplier, payout), a page more as the list scrolls.
import type { SquidHistoryRow } from '../../../contract/games/squidgame';
import { SQUID_STEPS } from '../../../contract/games/squidRules';
import { fetchSquidHistory } from '../../api/calls/squidgame';
import { useT } from '../../i18n/useT';
import { formatDateTime, formatNumber, formatOdds } from '../../lib/format';
import { GameHistory } from '../GameHistory';

export function SquidHistory({ onClose }: { onClose(): void }) {
  const t = useT();
  return (
    <GameHistory<SquidHistoryRow>
      section="squidgame"
      testId="squid-history"
      fetch={fetchSquidHistory}
      onClose={onClose}
      rowKey={(r) => r.id}
      rowData={(r) => ({ 'data-status': r.status, 'data-state': r.bridgeRow.state })}
      columns={[
        { key: 'date', cell: (r) => formatDateTime(r.date) },
        { key: 'status', cell: (r) => t(`games.history.state.${r.status}`) },
        { key: 'bet', cell: (r) => formatNumber(r.bet, { decimals: 0 }) },
        { key: 'steps', cell: (r) => `${r.bridgeRow.safe}/${SQUID_STEPS}` },
        { key: 'multiplier', cell: (r) => formatOdds(r.multiplier) },
        { key: 'payout', cell: (r) => formatNumber(r.payout) },
      ]}
    />
  );
}
