import { use, useEffect, useRef, useState } from 'react';
import { useModal } from '../../../components/a11y/useModal';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import type { SessionSummary } from '../../../../contract/limits';
import { ROUTES } from '../../../../contract/routes';
import { fetchLimits, fetchSessionSummary } from '../../../api/calls/limits';
import { useT } from '../../../i18n/useT';
import { formatNumber } from '../../../lib/format';
import { nextCheckAt, realityCheckSince, remindAgainAfter } from './realityClock';
import styles from './Limits.module.css';
import { accountTexts } from '../../../i18n/accountTexts';

/**
 * The reality check (issue 11): mounted on the play screen of a game with
 * stakes. After the interval the player chose in settings, it says how long
 * they have played this app session and what they staked and won, with
 * "Keep playing" (the next one an interval later) and "Stop" (back to the
 * game's page). The figures are the server's (player/limits/session).
 */
export default function RealityCheck({ slug }: { slug: string }) {
  use(accountTexts()); // wallet, limits, telegram and event texts: a section apart (src/i18n/accountTexts.ts)
  const t = useT();
  const [, navigate] = useLocation();
  const [minutes, setMinutes] = useState<number | null>(null);
  const [summary, setSummary] = useState<SessionSummary | null>(null);

  useEffect(() => {
    let live = true;
    fetchLimits().then(
      (l) => {
        if (live) setMinutes(l.realityCheckMinutes);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (minutes === null || summary) return;
    let live = true;
    const timer = setTimeout(
      () => {
        fetchSessionSummary(realityCheckSince()).then(
          (s) => {
            if (live) setSummary(s);
          },
          () => undefined,
        );
      },
      Math.max(0, nextCheckAt(minutes) - Date.now()),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [minutes, summary]);

  const ref = useRef<HTMLDivElement>(null);
  useModal(ref, undefined, summary !== null && minutes !== null);
  if (!summary || minutes === null) return null;
  const close = (leave: boolean) => {
    remindAgainAfter(minutes);
    setSummary(null);
    if (leave) navigate(ROUTES.game(slug));
  };
  const played =
    summary.minutes < 60
      ? t('limits.minutes', [summary.minutes])
      : t('limits.check.hours', [Math.floor(summary.minutes / 60), summary.minutes % 60]);
  const sign = summary.net < 0 ? '-' : summary.net > 0 ? '+' : undefined;
  // Over a game in full screen, only what is inside the full-screen element shows.
  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="reality-title"
        aria-describedby="reality-played"
        className={styles.dialog}
        data-testid="reality-check"
      >
        <h2 id="reality-title">{t('limits.check.title')}</h2>
        <p id="reality-played">{t('limits.check.played', [played])}</p>
        <dl className={styles.figures}>
          <dt>{t('limits.check.staked')}</dt>
          <dd>{formatNumber(summary.staked)}</dd>
          <dt>{t('limits.check.won')}</dt>
          <dd>{formatNumber(summary.won)}</dd>
          <dt>{t('limits.check.net')}</dt>
          <dd data-sign={sign}>
            {sign === '+' ? '+' : ''}
            {formatNumber(summary.net)}
          </dd>
        </dl>
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={() => close(true)} data-testid="reality-stop">
            {t('limits.check.stop')}
          </button>
          <button type="button" className="btn" autoFocus onClick={() => close(false)} data-testid="reality-keep">
            {t('limits.check.keep')}
          </button>
        </div>
      </div>
    </div>,
    document.fullscreenElement ?? document.body,
  );
}
