// The history sheet of Rock scissor paper over the play screen: every ended
// match (date, status, bet, opponent, score, payout), a page more as the list scrolls.
import type { RspHistoryRow } from '../../../contract/games/rsp';
import { fetchRspHistory } from '../../api/calls/rsp';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format';
import { GameHistory } from '../GameHistory';
import { formatCoins } from './text';

export function RspHistory({ onClose }: { onClose(): void }) {
  const t = useT();
  return (
    <GameHistory<RspHistoryRow>
      section="rsp"
      testId="rsp-history"
      fetch={fetchRspHistory}
      onClose={onClose}
      rowKey={(r) => r.match.id}
      rowData={(r) => ({ 'data-status': r.status, 'data-outcome': r.match.result?.outcome ?? '' })}
      columns={[
        { key: 'date', cell: (r) => formatDateTime(r.date) },
        { key: 'status', cell: (r) => t(`games.history.state.${r.status}`) },
        { key: 'bet', cell: (r) => formatCoins(r.match.bet) },
        { key: 'opponent', cell: (r) => t(`games.rsp.scene.${r.match.opponent}`) },
        { key: 'score', cell: (r) => `${r.match.score.you}–${r.match.score.opponent}` },
        { key: 'payout', cell: (r) => formatCoins(r.match.result?.payout ?? 0) },
      ]}
    />
  );
}
