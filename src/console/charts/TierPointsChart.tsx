// The Tiers tab's chart of points issued per GMT+8 day: its own lazy chunk
// (TiersTab imports it with React.lazy), so uPlot loads only when an admin
// opens that tab, as with the dashboard's DeskCharts.
import { useMemo } from 'react';
import type { TierSummary } from '../../../contract/loyalty/tiers';
import { useT } from '../../i18n/useT';
import { Chart, type Line } from './Chart';

export default function TierPointsChart({ summary }: { summary: TierSummary }) {
  const t = useT();
  const lines = useMemo(
    (): Line[] => [{ label: t('console.tiers.chartLine'), values: summary.points, color: '#f5c542', format: 'count' }],
    [summary, t],
  );
  return (
    <Chart
      testId="console-tiers-chart"
      title={t('console.tiers.chart')}
      days={summary.days}
      yLabel={t('console.tiers.chartAxis')}
      lines={lines}
    />
  );
}
