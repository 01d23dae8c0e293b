// One chart of the desk: uPlot on a canvas, with what a screen reader (or a
// copy into a report) needs beside it: the title, the axes' names, uPlot's
// legend, a one-line summary and the figures as a table.
import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { styles } from '../ui';
import { dayLabel, dayTick, dayTicks, formatValue, isEmpty, sum, type ValueFormat } from './seriesView';
import css from './charts.module.css';

export interface Line {
  label: string;
  values: readonly (number | null)[];
  color: string;
  format: ValueFormat;
  /** the right-hand scale (a percentage), drawn dashed when `dashed` */
  right?: boolean;
  dashed?: boolean;
  /** left out of the totals line (a ratio or a constant adds up to nothing) */
  noTotal?: boolean;
}

const AXIS = { stroke: '#cdbfe6', grid: { stroke: 'rgba(205, 191, 230, 0.12)' }, ticks: { stroke: 'rgba(205, 191, 230, 0.25)' } };
const HEIGHT = 220;
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

export function Chart({
  title,
  days,
  yLabel,
  rightLabel,
  lines,
  summary,
  testId,
}: {
  title: string;
  days: readonly number[];
  yLabel: string;
  rightLabel?: string;
  lines: readonly Line[];
  summary?: string;
  testId: string;
}) {
  const t = useT();
  const titleId = useId();
  const empty = isEmpty(lines.filter((l) => !l.noTotal).map((l) => l.values));
  const totals = lines
    .filter((l) => !l.noTotal)
    .map((l) => `${l.label} ${formatValue(sum(l.values), l.format)}`)
    .join(' · ');
  return (
    <figure className={css.figure} aria-labelledby={titleId} data-testid={testId}>
      <h3 id={titleId}>{title}</h3>
      {empty ? (
        <p className={styles.meta} data-testid={`${testId}-empty`}>
          {t('console.desk.empty')}
        </p>
      ) : (
        <Plot days={days} yLabel={yLabel} rightLabel={rightLabel} lines={lines} xLabel={t('console.desk.day')} />
      )}
      <figcaption className={styles.meta}>{summary ?? t('console.desk.totals', [totals])}</figcaption>
      <details>
        <summary className={styles.meta}>{t('console.desk.table')}</summary>
        <div className={styles.scroll} tabIndex={0} role="region" aria-label={title}>
          <table className={styles.table} data-testid={`${testId}-table`}>
            <caption className={css.hidden}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.desk.day')}</th>
                {lines.map((l) => (
                  <th key={l.label} scope="col" className={styles.num}>
                    {l.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row">{dayLabel(day)}</th>
                  {lines.map((l) => (
                    <td key={l.label} className={styles.num}>
                      {formatValue(l.values[i], l.format)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** The canvas itself: hidden from screen readers, who have the table. */
function Plot({
  days,
  xLabel,
  yLabel,
  rightLabel,
  lines,
}: {
  days: readonly number[];
  xLabel: string;
  yLabel: string;
  rightLabel?: string | undefined;
  lines: readonly Line[];
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const leftFormat = lines.find((l) => !l.right)?.format ?? 'amount';
    const opts: uPlot.Options = {
      width: Math.max(280, el.clientWidth),
      height: HEIGHT,
      // Days are GMT+8 days already: no time axis in the desktop's zone.
      scales: {
        x: { time: false },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        ...(rightLabel ? { pct: { range: (_u, _min, max) => [0, Math.max(1.2, max * 1.1)] } } : {}),
      },
      axes: [
        { ...AXIS, label: xLabel, splits: () => dayTicks(days), values: (_u, splits) => splits.map(dayTick) },
        // Counts tick on whole numbers only (a tick at 0.5 would read as 1).
        {
          ...AXIS,
          label: yLabel,
          size: 60,
          ...(leftFormat === 'count' ? { incrs: COUNT_STEPS } : {}),
          values: (_u, splits) => splits.map((v) => formatValue(v, leftFormat)),
        },
        ...(rightLabel
          ? [
              {
                ...AXIS,
                scale: 'pct',
                side: 1,
                label: rightLabel,
                size: 60,
                grid: { show: false },
                values: (_u: uPlot, splits: number[]) => splits.map((v) => `${formatNumber(v * 100, { decimals: 0 })}%`),
              },
            ]
          : []),
      ],
      series: [
        { label: xLabel, value: (_u, v) => (v === null ? '-' : dayLabel(v)) },
        ...lines.map((l) => ({
          label: l.label,
          stroke: l.color,
          width: 2,
          scale: l.right ? 'pct' : 'y',
          spanGaps: false,
          points: { show: !l.dashed, size: 5 },
          ...(l.dashed ? { dash: [6, 4] } : {}),
          value: (_u: uPlot, v: number | null) => formatValue(v, l.format),
        })),
      ],
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
    };
    const plot = new uPlot(opts, [[...days], ...lines.map((l) => [...l.values])], el);
    // Follows the panel's width; the canvas never widens its box (overflow hidden), so resizing cannot feed itself.
    const resize = new ResizeObserver(() => {
      const width = Math.max(280, el.clientWidth);
      if (width !== plot.width) plot.setSize({ width, height: HEIGHT });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, xLabel, yLabel, rightLabel, lines]);
  return <div ref={box} className={css.plot} aria-hidden="true" />;
}
