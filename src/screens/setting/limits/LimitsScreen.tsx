import { useState, type FormEvent } from 'react';
import type { PendingLimit, PlayerLimits } from '../../../../contract/limits';
import {
  BREAK_CHOICES,
  EXCLUSION_CHOICES,
  EXCLUSION_PERIODS,
  LIMITS_API,
  REALITY_CHECK_MINUTES,
  STAKE_LIMIT_MAX,
  periodEnd,
  type ExclusionPeriod,
  type RealityCheckMinutes,
} from '../../../../contract/limitsRules';
import { fetchLimits, selfExclude, setRealityCheck, setStakeLimits, takeBreak } from '../../../api/calls/limits';
import { errorKey } from '../../../api/client';
import { useRemote } from '../../../api/hooks/useRemote';
import { usePageTitle } from '../../../app/usePageTitle';
import { ErrorRetry, Spinner } from '../../../components/kit/LoadState';
import { SubHeader } from '../../../components/kit/SubHeader';
import { TextField } from '../../../components/kit/TextField';
import { useT } from '../../../i18n/useT';
import { formatDateTime, formatNumber } from '../../../lib/format';
import styles from './Limits.module.css';

/** Stakes and limits are whole coins. */
const coins = (n: number): string => formatNumber(n, { decimals: 0 });

type Act = (call: () => Promise<PlayerLimits>) => Promise<boolean>;

/**
 * /setting/limits (private): the player's own limits on the games they stake
 * coins on. The server decides and enforces everything (server/limits); this
 * screen shows what it answered: a pending raise with the date it applies,
 * a break or an exclusion with its end.
 */
export default function LimitsScreen() {
  const t = useT();
  usePageTitle('limits.title');
  const remote = useRemote(LIMITS_API.limits, fetchLimits, { keep: false });
  // What a change answered replaces the first load until the next visit.
  const [updated, setUpdated] = useState<PlayerLimits | null>(null);
  const limits = updated ?? (remote.status === 'ok' ? remote.data : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act: Act = async (call) => {
    setBusy(true);
    setError(null);
    try {
      setUpdated(await call());
      return true;
    } catch (e) {
      setError(errorKey(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="screen" data-testid="limits">
      <SubHeader title={t('limits.title')} back="~/setting" />
      <p className={styles.muted}>{t('limits.intro')}</p>
      {!limits && remote.status === 'error' && <ErrorRetry message={remote.message} retry={remote.retry} />}
      {!limits && remote.status !== 'error' && <Spinner />}
      {error && (
        <p className={styles.bad} role="alert" data-testid="limits-error">
          {t(error)}
        </p>
      )}
      {limits && (
        <>
          <StakeLimits limits={limits} busy={busy} act={act} />
          <Pause limits={limits} busy={busy} act={act} />
          <Exclusion limits={limits} busy={busy} act={act} />
          <RealityCheckSetting limits={limits} busy={busy} act={act} />
        </>
      )}
    </main>
  );
}

interface CardProps {
  limits: PlayerLimits;
  busy: boolean;
  act: Act;
}

/** What the field starts with: the raise waiting for its time, else the limit in force; '' = none. */
const draftOf = (value: number | null, pending: PendingLimit | null): string => {
  const shown = pending ? pending.value : value;
  return shown === null ? '' : String(shown);
};

/** '' = no limit; undefined = not a valid limit. */
function parseLimit(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return /^\d+$/.test(trimmed) && n >= 1 && n <= STAKE_LIMIT_MAX ? n : undefined;
}

function StakeLimits({ limits, busy, act }: CardProps) {
  const t = useT();
  const [daily, setDaily] = useState(() => draftOf(limits.daily, limits.dailyPending));
  const [weekly, setWeekly] = useState(() => draftOf(limits.weekly, limits.weeklyPending));
  const [saved, setSaved] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const d = parseLimit(daily);
    const w = parseLimit(weekly);
    if (d === undefined || w === undefined) {
      setInvalid(true);
      return;
    }
    setSaved(await act(() => setStakeLimits({ daily: d, weekly: w })));
  };
  const field = (id: 'daily' | 'weekly', value: string, set: (v: string) => void) => {
    const limit = limits[id];
    const pending = id === 'daily' ? limits.dailyPending : limits.weeklyPending;
    const staked = id === 'daily' ? limits.stakedToday : limits.stakedThisWeek;
    return (
      <div className={styles.limit}>
        <TextField
          id={`limit-${id}`}
          label={t(`limits.${id}`)}
          inputMode="numeric"
          value={value}
          placeholder={t('limits.noLimit')}
          hint={t(`limits.${id}Hint`)}
          error={invalid && parseLimit(value) === undefined ? t('limits.invalid') : null}
          onChange={(e) => {
            set(e.target.value);
            setInvalid(false);
            setSaved(false);
          }}
        />
        <p className={styles.muted} data-testid={`limit-${id}-current`}>
          {limit === null ? t('limits.noLimit') : coins(limit)} · {t('limits.staked', [coins(staked)])}
        </p>
        {pending && (
          <p className={styles.pending} data-testid={`limit-${id}-pending`}>
            {pending.value === null
              ? t('limits.pendingRemoval', [formatDateTime(pending.from)])
              : t('limits.pending', [coins(pending.value), formatDateTime(pending.from)])}
          </p>
        )}
      </div>
    );
  };
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="limits-stakes">
      <h2 id="limits-stakes" className={styles.h2}>
        {t('limits.stakes')}
      </h2>
      {field('daily', daily, setDaily)}
      {field('weekly', weekly, setWeekly)}
      <button type="submit" className="btn" disabled={busy} data-testid="limits-save">
        {t('limits.save')}
      </button>
      {saved && (
        <p className={styles.good} role="status">
          {t('limits.saved')}
        </p>
      )}
    </form>
  );
}

/** A row of choices as radio buttons; the one chosen is `value`. */
function Choices<T extends string | number>(props: {
  name: string;
  options: readonly T[];
  value: T | null;
  label: (o: T | null) => string;
  onChange: (o: T) => void;
  disabled?: boolean;
}) {
  return (
    <div className={styles.choices} role="radiogroup">
      {props.options.map((o) => (
        <label key={String(o)} className={styles.choice}>
          <input type="radio" name={props.name} checked={props.value === o} disabled={props.disabled} onChange={() => props.onChange(o)} />
          <span>{props.label(o)}</span>
        </label>
      ))}
    </div>
  );
}

function Pause({ limits, busy, act }: CardProps) {
  const t = useT();
  const [period, setPeriod] = useState<(typeof BREAK_CHOICES)[number]>('1d');
  return (
    <section className={styles.card} aria-labelledby="limits-break">
      <h2 id="limits-break" className={styles.h2}>
        {t('limits.breakTitle')}
      </h2>
      <p className={styles.muted}>{t('limits.breakIntro')}</p>
      {limits.breakUntil && (
        <p className={styles.pending} data-testid="limits-break-until">
          {t('limits.breakUntil', [formatDateTime(limits.breakUntil)])}
        </p>
      )}
      <Choices name="break" options={BREAK_CHOICES} value={period} label={(p) => t(`limits.period.${String(p)}`)} onChange={setPeriod} />
      <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void act(() => takeBreak({ period }))}>
        {t('limits.takeBreak')}
      </button>
    </section>
  );
}

function Exclusion({ limits, busy, act }: CardProps) {
  const t = useT();
  const [period, setPeriod] = useState<ExclusionPeriod>('6m');
  const [confirming, setConfirming] = useState(false);
  const label = t(`limits.period.${period}`);
  return (
    <section className={styles.card} aria-labelledby="limits-exclusion">
      <h2 id="limits-exclusion" className={styles.h2}>
        {t('limits.exclusionTitle')}
      </h2>
      <p className={styles.muted}>{t('limits.exclusionIntro')}</p>
      {limits.excludedUntil && (
        <p className={styles.pending} data-testid="limits-excluded-until">
          {t('limits.excludedUntil', [formatDateTime(limits.excludedUntil)])}
        </p>
      )}
      <Choices
        name="exclusion"
        options={EXCLUSION_CHOICES}
        value={period}
        label={(p) => t(`limits.period.${String(p)}`)}
        onChange={setPeriod}
      />
      {confirming ? (
        <div role="alertdialog" aria-labelledby="limits-confirm-title" aria-describedby="limits-confirm-body" className={styles.confirm}>
          <h3 id="limits-confirm-title" className={styles.h3}>
            {t('limits.confirmTitle', [label])}
          </h3>
          <p id="limits-confirm-body">{t('limits.confirmBody', [formatDateTime(periodEnd(new Date(), EXCLUSION_PERIODS[period]))])}</p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-ghost" autoFocus onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => void act(() => selfExclude({ period })).then(() => setConfirming(false))}
            >
              {t('limits.confirm')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setConfirming(true)}>
          {t('limits.exclude')}
        </button>
      )}
    </section>
  );
}

function RealityCheckSetting({ limits, busy, act }: CardProps) {
  const t = useT();
  const options = [0, ...REALITY_CHECK_MINUTES] as const;
  const value = limits.realityCheckMinutes ?? 0;
  return (
    <section className={styles.card} aria-labelledby="limits-reality">
      <h2 id="limits-reality" className={styles.h2}>
        {t('limits.realityTitle')}
      </h2>
      <p className={styles.muted}>{t('limits.realityIntro')}</p>
      <Choices
        name="reality"
        options={options}
        value={value}
        disabled={busy}
        label={(m) => (m ? t('limits.minutes', [m]) : t('limits.off'))}
        onChange={(m) => void act(() => setRealityCheck({ minutes: m === 0 ? null : (m as RealityCheckMinutes) }))}
      />
    </section>
  );
}
