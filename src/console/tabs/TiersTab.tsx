import { lazy, Suspense } from 'react';
import type { LadderConsole } from '../../../contract/loyalty/tiers';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { fetchLadder, fetchTierSummary } from '../calls';
import { Loaded, styles, when } from '../ui';
import { useLoad } from '../useLoad';
import { LadderTable } from './LadderTable';
import { TierEditor } from './TierEditor';

// uPlot loads apart, only when this tab shows its chart (see charts/TierPointsChart.tsx).
const TierPointsChart = lazy(() => import('../charts/TierPointsChart'));

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The VIP ladder (admins: tiers give money away): the ladder in force with
 * how many players hold each tier, the one saved for the next review, the
 * editor, and the tier points issued per day over 30 days.
 */
export function TiersTab() {
  const [ladder, reloadLadder] = useLoad(fetchLadder, []);
  const [summary, reloadSummary] = useLoad(fetchTierSummary, []);
  const players = summary.kind === 'ready' ? summary.data.players : undefined;
  return (
    <div data-testid="console-tiers">
      <Loaded load={ladder} reload={reloadLadder} empty={() => null}>
        {(l) => <Ladders l={l} players={players} saved={reloadLadder} />}
      </Loaded>
      <section className={styles.panel}>
        <Loaded load={summary} reload={reloadSummary} empty={() => null}>
          {(s) => (
            <Suspense fallback={<Spinner />}>
              <TierPointsChart summary={s} />
            </Suspense>
          )}
        </Loaded>
      </section>
    </div>
  );
}

function Ladders({ l, players, saved }: { l: LadderConsole; players: readonly number[] | undefined; saved: () => void }) {
  const t = useT();
  const { current, next } = l;
  // A ladder in force from the epoch (the seed's) has no day worth showing: not "since 01/01/1970".
  const currentCaption =
    current.version === 0
      ? t('console.tiers.currentDefault')
      : current.effectiveFrom <= 0
        ? t('console.tiers.currentFromStart', [current.version])
        : t('console.tiers.current', [current.version, when(iso(current.effectiveFrom))]);
  return (
    <>
      <section className={styles.panel}>
        <h2>{t('console.tiers.summary')}</h2>
        <LadderTable ladder={current} caption={currentCaption} players={players} testId="console-tiers-current" />
        {next ? (
          <LadderTable ladder={next} caption={t('console.tiers.next', [when(iso(next.effectiveFrom))])} testId="console-tiers-next" />
        ) : (
          <p className={styles.meta} data-testid="console-tiers-no-next">
            {t('console.tiers.noNext')}
          </p>
        )}
      </section>
      {/* Not keyed by version: after a save the draft is what was saved, and the editor keeps its "counts from" note. */}
      <TierEditor base={next ?? current} saved={saved} />
    </>
  );
}
