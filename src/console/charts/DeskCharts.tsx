// The dashboard's charts over the last 30 GMT+8 days (GET
// admin/dashboard/series). Its own lazy chunk (DashboardTab imports it with
// React.lazy): uPlot loads only when an operator opens the dashboard, never
// with the players' app nor the console's other tabs.
import { useMemo } from 'react';
import { REDEEM } from '../../../contract/constants';
import type { DashboardSeries, SeriesGame } from '../../../contract/schemas/consoleDesk';
import { useT } from '../../i18n/useT';
import { fetchDashboardSeries } from '../calls';
import { GAME_NAME } from '../gameNames';
import { Loaded, styles } from '../ui';
import { useLoad } from '../useLoad';
import { Chart, type Line } from './Chart';
import css from './charts.module.css';
import { formatValue, runningReturn, sum } from './seriesView';

const COLOR = { gold: '#f5c542', green: '#5ad1a0', blue: '#8fb3ff', red: '#ff6b6b', violet: '#c792ea', grey: '#a99cc0' };

export default function DeskCharts() {
  const t = useT();
  const [load, reload] = useLoad(fetchDashboardSeries, []);
  return (
    <section className={styles.panel} data-testid="console-desk-charts">
      <h2>{t('console.desk.charts')}</h2>
      <p className={styles.hint}>{t('console.desk.chartsHint')}</p>
      <Loaded load={load} reload={reload} empty={() => null}>
        {(s) => <Charts s={s} />}
      </Loaded>
    </section>
  );
}

function Charts({ s }: { s: DashboardSeries }) {
  const t = useT();
  const lines = useMemo(
    () => ({
      coins: [
        { label: t('console.desk.coins.issued'), values: s.coins.issued, color: COLOR.gold, format: 'amount' },
        { label: t('console.desk.coins.redeemed'), values: s.coins.redeemed, color: COLOR.green, format: 'amount' },
      ] satisfies Line[],
      redemptions: [
        { label: t('console.desk.redemptions.requested'), values: s.redemptions.requested, color: COLOR.blue, format: 'count' },
        { label: t('console.desk.redemptions.credited'), values: s.redemptions.credited, color: COLOR.green, format: 'count' },
        { label: t('console.desk.redemptions.late'), values: s.redemptions.late, color: COLOR.red, format: 'count' },
      ] satisfies Line[],
      active: [{ label: t('console.desk.active.players'), values: s.activePlayers, color: COLOR.violet, format: 'count' }] satisfies Line[],
    }),
    [s, t],
  );
  return (
    <div className={css.grid}>
      <Chart
        testId="console-chart-coins"
        title={t('console.desk.coins.title')}
        days={s.days}
        yLabel={t('console.desk.coins.axis')}
        lines={lines.coins}
      />
      <Chart
        testId="console-chart-redemptions"
        title={t('console.desk.redemptions.title', [REDEEM.creditWithinHours])}
        days={s.days}
        yLabel={t('console.desk.redemptions.axis')}
        lines={lines.redemptions}
      />
      {s.games.map((g) => (
        <GameChart key={g.game} g={g} days={s.days} />
      ))}
      <Chart
        testId="console-chart-active"
        title={t('console.desk.active.title')}
        days={s.days}
        yLabel={t('console.desk.active.axis')}
        lines={lines.active}
      />
    </div>
  );
}

/** A staking game: its stakes and payouts per day, and its running observed return against the declared RTP (right scale). */
function GameChart({ g, days }: { g: SeriesGame; days: readonly number[] }) {
  const t = useT();
  const name = GAME_NAME[g.game] ? t(GAME_NAME[g.game] ?? '') : g.game;
  const unit = g.unit === 'RM' ? 'RM' : t('console.desk.game.coinsUnit');
  const lines = useMemo(
    (): Line[] => [
      { label: t('console.desk.game.stakes'), values: g.stakes, color: COLOR.blue, format: 'amount' },
      { label: t('console.desk.game.payouts'), values: g.payouts, color: COLOR.gold, format: 'amount' },
      {
        label: t('console.desk.game.observed'),
        values: runningReturn(g.stakes, g.payouts),
        color: COLOR.violet,
        format: 'percent',
        right: true,
        noTotal: true,
      },
      {
        label: t('console.desk.game.declared'),
        values: days.map(() => g.declaredRtp),
        color: COLOR.grey,
        format: 'percent',
        right: true,
        dashed: true,
        noTotal: true,
      },
    ],
    [g, days, t],
  );
  const staked = sum(g.stakes);
  const observed = staked > 0 ? formatValue(sum(g.payouts) / staked, 'percent') : t('console.desk.game.noStakes');
  const totals = `${t('console.desk.game.stakes')} ${formatValue(staked, 'amount')} · ${t('console.desk.game.payouts')} ${formatValue(sum(g.payouts), 'amount')}`;
  return (
    <Chart
      testId={`console-chart-game-${g.game}`}
      title={t('console.desk.game.title', [name])}
      days={days}
      yLabel={t('console.desk.game.amount', [unit])}
      rightLabel={t('console.desk.game.return')}
      lines={lines}
      summary={`${t('console.desk.totals', [totals])}. ${t('console.desk.game.summary', [observed, formatValue(g.declaredRtp, 'percent')])}`}
    />
  );
}
