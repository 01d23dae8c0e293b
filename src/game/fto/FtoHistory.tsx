// The history sheet of Find The Odd over the play screen: every finished play
// (date, status, coins credited, cards found), a page more as the list scrolls.
import type { FtoHistoryRow } from '../../../contract/games/fto';
import { fetchFtoHistory } from '../../api/calls/fto';
import { useT } from '../../i18n/useT';
import { formatDateTime, formatNumber } from '../../lib/format';
import { GameHistory } from '../GameHistory';

export function FtoHistory({ onClose }: { onClose(): void }) {
  const t = useT();
  return (
    <GameHistory<FtoHistoryRow>
      section="fto"
      testId="fto-history"
      fetch={fetchFtoHistory}
      onClose={onClose}
      rowKey={(r) => r.id}
      rowData={(r) => ({ 'data-status': r.status })}
      columns={[
        { key: 'date', cell: (r) => formatDateTime(r.date) },
        { key: 'status', cell: (r) => t(`games.history.state.${r.status}`) },
        { key: 'reward', cell: (r) => formatNumber(r.reward) },
        { key: 'found', cell: (r) => `${r.correct}/${r.rounds}` },
      ]}
    />
  );
}
