// The player's points in the review window, newest first, each with its
// source and date; and "check my tier", which recomputes the total in the
// browser from every row (checkMyTier.ts) and says whether it agrees.
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { Ladder, PointsPage } from '../../../contract/loyalty/tiers';
import { reviewWindow } from '../../../contract/loyalty/tiersRules';
import { fetchMyPoints } from '../../api/calls/tiers';
import { errorKey } from '../../api/client';
import { useRemote } from '../../api/hooks/useRemote';
import { ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { formatDateTime, formatNumber } from '../../lib/format';
import { languageState } from '../../state/language';
import { checkMyTier, type TierVerdict } from './checkMyTier';
import { dayOf } from './TierCard';
import styles from './Vip.module.css';

const whole = (n: number): string => formatNumber(n, { decimals: 0 });
const signed = (n: number): string => (n > 0 ? `+${whole(n)}` : whole(n));
const firstPage = (): Promise<PointsPage> => fetchMyPoints(null);

function Mark({ ok }: { ok: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={ok ? 'M5 12.5l4.5 4.5L19 7.5' : 'M6 6l12 12M18 6L6 18'}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MyPoints({ ladder }: { ladder: Ladder }) {
  const t = useT();
  const points = useRemote('vip-points', firstPage, { keep: false });
  const [shown, setShown] = useState(20);
  if (points.status === 'error') return <ErrorRetry message={points.message} retry={points.retry} />;
  if (points.status !== 'ok') return <Spinner />;
  const page = points.data;
  const rows = page.rows.slice(0, shown);
  return (
    <>
      <section className={styles.section} aria-labelledby="vip-mine-title" data-testid="vip-points">
        <h2 id="vip-mine-title" className={styles.h2}>
          {t('vip.mine.title')}
        </h2>
        <p className={styles.muted}>{t('vip.mine.window', windowDays(page))}</p>
        {rows.length === 0 && <p className={styles.muted}>{t('vip.mine.none')}</p>}
        <ul className={styles.rows}>
          {rows.map((r) => (
            <li key={r.id} className={styles.row} data-testid="vip-point-row">
              <span className={styles.rowSource}>
                {t(`vip.mine.source.${r.source}`)}
                {r.reason ? `: ${r.reason}` : ''}
              </span>
              <span className={styles.rowPoints} data-negative={r.points < 0}>
                {signed(r.points)}
              </span>
              <span className={styles.rowDate}>{formatDateTime(r.at)}</span>
            </li>
          ))}
        </ul>
        {shown < page.rows.length && (
          <button type="button" className="btn btn-ghost" onClick={() => setShown((n) => n + 50)}>
            {t('vip.mine.more')}
          </button>
        )}
      </section>
      <TierCheckPanel ladder={ladder} />
    </>
  );
}

/** The window as the published rules put it at the server's moment: its first and last day. */
function windowDays(page: PointsPage): [string, string] {
  const { from, to } = reviewWindow(page.period, Date.parse(page.at));
  return [dayOf(new Date(from).toISOString()), dayOf(new Date(to - 1).toISOString())];
}

function TierCheckPanel({ ladder }: { ladder: Ladder }) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'error'; message: string } | TierVerdict>({ kind: 'idle' });
  const tierName = (i: number): string => ladder.tiers[Math.min(i, ladder.tiers.length - 1)]?.name[lang] ?? '';
  const run = async () => {
    setState({ kind: 'busy' });
    try {
      setState(
        await checkMyTier(
          fetchMyPoints,
          ladder.tiers.map((x) => x.threshold),
        ),
      );
    } catch (error) {
      setState({ kind: 'error', message: errorKey(error) });
    }
  };
  return (
    <section className={styles.section} aria-labelledby="vip-check-title" data-testid="vip-check">
      <h2 id="vip-check-title" className={styles.h2}>
        {t('vip.check.title')}
      </h2>
      <p className={styles.muted}>{t('vip.check.intro')}</p>
      <button type="button" className={`btn ${styles.check}`} disabled={state.kind === 'busy'} onClick={() => void run()}>
        {state.kind === 'busy' ? t('vip.check.checking') : t('vip.check.button')}
      </button>
      <div role="status" className={styles.verdict} data-testid="vip-verdict">
        {state.kind === 'error' && <p className={styles.bad}>{t(state.message)}</p>}
        {state.kind === 'tooMany' && <p className={styles.bad}>{t('vip.check.tooMany')}</p>}
        {state.kind === 'done' && (
          <>
            <p>{t('vip.check.rows', [whole(state.rows)])}</p>
            <p data-testid="vip-check-mine">{t('vip.check.mine', [whole(state.mine.points), tierName(state.mine.tier)])}</p>
            <p>{t('vip.check.server', [whole(state.server.points), tierName(state.server.tier)])}</p>
            <p className={state.agree ? styles.good : styles.bad} data-testid="vip-check-result" data-agree={state.agree}>
              <Mark ok={state.agree} />
              {t(state.agree ? 'vip.check.agree' : 'vip.check.disagree')}
            </p>
            {state.note && <p>{t(`vip.check.${state.note}`)}</p>}
          </>
        )}
      </div>
    </section>
  );
}
