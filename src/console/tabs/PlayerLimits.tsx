import { useState } from 'react';
import type { PendingLimit } from '../../../contract/limits';
import { EXCLUSION_CHOICES, EXCLUSION_PERIODS, periodEnd, type ExclusionPeriod } from '../../../contract/limitsRules';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { excludePlayer, fetchPlayerLimits } from '../calls';
import { Button, Loaded, Outcome, styles, when } from '../ui';
import { useAction, useLoad } from '../useLoad';

/**
 * A player's own play limits (server/limits): stake limits with a raise
 * waiting for its date, a break, an exclusion and who set it. An operator
 * can exclude the player (audited) or lengthen an exclusion; nobody can lift
 * or shorten one, and the server refuses it whatever this form sends.
 */
export function PlayerLimits({ uid }: { uid: string }) {
  const t = useT();
  const [load, reload] = useLoad(() => fetchPlayerLimits(uid), [uid]);
  const [period, setPeriod] = useState<ExclusionPeriod>('6m');
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  const exclude = () => {
    void action.run(async () => {
      const res = await excludePlayer(uid, { period });
      setConfirming(false);
      reload();
      return t('console.playerLimits.excluded', [when(res.limits.excludedUntil)]);
    });
  };
  const limit = (value: number | null, staked: number, pending: PendingLimit | null) => {
    const coins = (n: number): string => formatNumber(n, { decimals: 0 });
    const shown = value === null ? t('console.playerLimits.none') : coins(value);
    const next =
      pending &&
      `; ${t('console.playerLimits.pending', [pending.value === null ? t('console.playerLimits.none') : coins(pending.value), when(pending.from)])}`;
    return `${t('console.playerLimits.staked', [shown, coins(staked)])}${next ?? ''}`;
  };
  return (
    <section data-testid={`console-limits-${uid}`}>
      <h3>{t('console.playerLimits.title')}</h3>
      <Loaded load={load} reload={reload} empty={() => null}>
        {({ limits: l, excludedBy }) => (
          <div className={styles.meta}>
            <p>{t('console.playerLimits.daily', [limit(l.daily, l.stakedToday, l.dailyPending)])}</p>
            <p>{t('console.playerLimits.weekly', [limit(l.weekly, l.stakedThisWeek, l.weeklyPending)])}</p>
            <p>{l.breakUntil ? t('console.playerLimits.breakUntil', [when(l.breakUntil)]) : t('console.playerLimits.noBreak')}</p>
            <p data-testid="console-limits-exclusion">
              {l.excludedUntil
                ? t('console.playerLimits.excludedUntil', [when(l.excludedUntil), excludedBy ?? t('console.playerLimits.byPlayer')])
                : t('console.playerLimits.notExcluded')}
            </p>
          </div>
        )}
      </Loaded>
      <div className={styles.row}>
        <label className={styles.label}>
          {t('console.playerLimits.period')}
          <select
            className={styles.select}
            value={period}
            data-testid="console-limits-period"
            onChange={(e) => {
              setPeriod(EXCLUSION_CHOICES.find((p) => p === e.target.value) ?? '6m');
              setConfirming(false);
            }}
          >
            {EXCLUSION_CHOICES.map((p) => (
              <option key={p} value={p}>
                {t(`console.playerLimits.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
        {confirming ? (
          <Button variant="danger" onClick={exclude} disabled={action.busy} testId="console-limits-confirm">
            {t('console.playerLimits.confirm', [when(periodEnd(new Date(), EXCLUSION_PERIODS[period]).toISOString())])}
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)} disabled={action.busy} testId="console-limits-exclude">
            {t('console.playerLimits.exclude')}
          </Button>
        )}
      </div>
      <p className={styles.meta}>{t('console.playerLimits.rule')}</p>
      <Outcome error={action.error} note={action.note} />
    </section>
  );
}
