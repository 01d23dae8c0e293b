// The history sheet of Lucky egg over the play screen: every egg (date,
// status, bet, multiplier drawn, coins paid), a page more as the list scrolls.
import type { EggHistoryRow } from '../../../contract/games/luckyegg';
import { fetchEggHistory } from '../../api/calls/luckyegg';
import { useT } from '../../i18n/useT';
import { formatDateTime, formatOdds } from '../../lib/format';
import { GameHistory } from '../GameHistory';
import { formatCoins } from './text';

export function EggHistory({ onClose }: { onClose(): void }) {
  const t = useT();
  return (
    <GameHistory<EggHistoryRow>
      section="luckyEgg"
      testId="egg-history"
      fetch={fetchEggHistory}
      onClose={onClose}
      rowKey={(r) => r.round.id}
      rowData={(r) => ({ 'data-status': r.status })}
      columns={[
        { key: 'date', cell: (r) => formatDateTime(r.round.date) },
        { key: 'status', cell: (r) => t(`games.history.state.${r.status}`) },
        { key: 'bet', cell: (r) => formatCoins(r.round.bet) },
        { key: 'multiplier', cell: (r) => formatOdds(r.round.multiplier), testId: 'history-multiplier' },
        { key: 'payout', cell: (r) => formatCoins(r.round.payout) },
      ]}
    />
  );
}
