// The panels of Find The Odd's stage: the start dock (plays left, Play, the
// reason it is disabled with the countdown to the next free play), the result
// dock, the first-time rules notice and the short tutorial.
import { useEffect, useRef, useState } from 'react';
import { MSG } from '../../../contract/errors';
import type { FtoStatus } from '../../../contract/games/fto';
import type { Coin } from '../../../contract/schemas/refresh';
import type { FtoSummary } from '../../../engine/games/fto/types';
import { useModal } from '../../components/a11y/useModal';
import { useT } from '../../i18n/useT';
import { formatCountdown, formatNumber } from '../../lib/format';
import { availableOf, useAvailableCoins } from '../useAvailableCoins';
import { assetUrl } from '../hostInputs';
import play from '../Play.module.css';
import styles from './Fto.module.css';

/** Milliseconds until `at`, ticking every second; `onZero` runs once when it gets there. */
function useCountdown(at: string, onZero: () => void): number {
  const target = Date.parse(at);
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  });
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = target - now;
  useEffect(() => {
    if (left > 0 || fired.current || !Number.isFinite(left)) return;
    fired.current = true;
    zero.current();
  }, [left]);
  return left;
}

export function StartDock({
  status,
  maintenance,
  onPlay,
  onRules,
  onNewDay,
}: {
  status: FtoStatus;
  maintenance: boolean;
  onPlay(): void;
  onRules(): void;
  onNewDay(): void;
}) {
  const t = useT();
  const closed = maintenance || status.maintenance;
  const left = useCountdown(status.nextPlayAt, () => {
    if (status.rm <= 0) onNewDay();
  });
  const reason = closed ? MSG.gameMaintenance : status.rm <= 0 ? MSG.noMorePlaysToday : null;
  return (
    <section className={styles.dock} data-testid="fto-start" aria-labelledby="fto-start-standing">
      <p id="fto-start-standing" className={styles.standing} data-testid="fto-plays-left">
        {t('games.fto.start.playsLeft', [status.rm])}
      </p>
      {reason && (
        <p className={styles.reason} role="status" data-testid="fto-play-reason">
          {t(reason)}
        </p>
      )}
      {status.rm <= 0 && !closed && (
        <p className={styles.countdown} data-testid="fto-next-in">
          {t('games.fto.start.nextIn', [formatCountdown(left)])}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={`btn ${styles.big}`} onClick={onPlay} disabled={reason !== null} data-testid="fto-play">
          {t('games.fto.start.play')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onRules} data-testid="fto-rules">
          {t('games.fto.start.rules')}
        </button>
      </div>
    </section>
  );
}

export function ResultDock({ summary, coin, onClose }: { summary: FtoSummary; coin: Coin | null; onClose(): void }) {
  const t = useT();
  const available = useAvailableCoins();
  // The answer that ended the play carries the wallet after it; without coins earned there was no move.
  const balance = coin ? availableOf(coin) : available;
  return (
    <section className={styles.dock} data-testid="fto-result" aria-labelledby="fto-result-title" data-coins={summary.coins}>
      <h2 id="fto-result-title">{t('games.fto.result.title')}</h2>
      {/* The board shows the summary too; here it is in words for every reader, with the wallet after it. */}
      <p>
        {t('games.fto.scene.finished', [summary.correct, summary.rounds])} ·{' '}
        <b className={styles.earned}>{t('games.fto.scene.earned', [summary.coins])}</b>
      </p>
      <p className={styles.reason} data-testid="fto-balance">
        {t('games.fto.result.balance', [formatNumber(balance)])}
      </p>
      <div className={styles.actions}>
        <button type="button" className={`btn ${styles.big}`} onClick={onClose} autoFocus data-testid="fto-result-ok">
          {t('games.fto.result.ok')}
        </button>
      </div>
    </section>
  );
}

export function ErrorDock({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useT();
  return (
    <section className={styles.dock} role="alert" data-testid="fto-error">
      <p>{t(message)}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
}

/**
 * Focus for a dialog whose text can be taller than the screen: its title,
 * so it opens at its start (focusing the button below scrolled the rules
 * past their first lines on a small phone in Malay), and a screen reader
 * starts there too.
 */
const focusTitle = (title: HTMLHeadingElement | null) => title?.focus({ preventScroll: true });

/** The rules (the game's notice from the server, in the player's language); first shown before the first play. */
export function RulesDialog({ rules, onClose }: { rules: readonly string[]; onClose(): void }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useModal(ref, onClose);
  return (
    <div className={play.backdrop}>
      <section
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="fto-rules-title"
        className={`${play.panel} ${styles.dialog}`}
        data-testid="fto-notice"
      >
        <h2 id="fto-rules-title" tabIndex={-1} ref={focusTitle}>
          {t('games.fto.notice.title')}
        </h2>
        <ul className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <div className={styles.center}>
          <button type="button" className="btn" onClick={onClose} data-testid="fto-notice-ok">
            {t('games.fto.notice.ok')}
          </button>
        </div>
      </section>
    </div>
  );
}

/** Three steps before the very first play. */
export function Tutorial({ onGo }: { onGo(): void }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useModal(ref);
  return (
    <div className={play.backdrop}>
      <section
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="fto-tutorial-title"
        className={`${play.panel} ${styles.dialog}`}
        data-testid="fto-tutorial"
      >
        <img className={styles.emblem} src={assetUrl('games/fto/ui/emblem.svg')} alt="" width="96" height="96" />
        <h2 id="fto-tutorial-title" tabIndex={-1} ref={focusTitle}>
          {t('games.fto.tutorial.title')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('games.fto.tutorial.look')}</li>
          <li>{t('games.fto.tutorial.tap')}</li>
          <li>{t('games.fto.tutorial.time')}</li>
        </ol>
        <div className={styles.center}>
          <button type="button" className={`btn ${styles.big}`} onClick={onGo} data-testid="fto-tutorial-go">
            {t('games.fto.tutorial.go')}
          </button>
        </div>
      </section>
    </div>
  );
}
