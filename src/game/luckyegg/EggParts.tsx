// The docks of Lucky egg's stage over the bottom of the nest: the bet
// (stepper and chips) while a session is open, the countdown to the next
// session, the player's result after taking part, maintenance, an error.
// Countdowns run on the server's clock (skewMs), whatever the phone's says.
import { useEffect, useState } from 'react';
import { MSG } from '../../../contract/errors';
import type { EggRound, EggStatus } from '../../../contract/games/luckyegg';
import { useT } from '../../i18n/useT';
import { formatCountdown, formatOdds } from '../../lib/format';
import { betChips, stepBet } from './bet';
import styles from './LuckyEgg.module.css';
import { formatCoins } from './text';

/** Milliseconds from the server's now to `at`, ticking every second. */
function useServerCountdown(at: string | undefined, skewMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return at === undefined ? Number.NaN : Date.parse(at) - (now + skewMs);
}

function NextSession({ status, skewMs }: { status: EggStatus; skewMs: number }) {
  const t = useT();
  const left = useServerCountdown(status.next?.startsAt, skewMs);
  if (!status.next) return null;
  return (
    <p className={styles.countdown} data-testid="egg-next-in" role="timer">
      {t('games.luckyEgg.dock.nextIn', [formatCountdown(left)])}
    </p>
  );
}

export function OpenDock({
  status,
  skewMs,
  bet,
  balance,
  onBet,
}: {
  status: EggStatus;
  skewMs: number;
  bet: number;
  balance: number;
  onBet(bet: number): void;
}) {
  const t = useT();
  const left = useServerCountdown(status.session?.endsAt, skewMs);
  const { bounds } = status;
  return (
    <section className={styles.dock} data-testid="egg-dock" data-mode="open" aria-labelledby="egg-bet-label">
      <p className={styles.ends} data-testid="egg-session-ends" role="timer">
        {t('games.luckyEgg.dock.endsIn', [formatCountdown(left)])}
      </p>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onBet(stepBet(bet, -1, bounds))}
          disabled={bet <= bounds.min}
          aria-label={t('games.luckyEgg.dock.less')}
          data-testid="egg-bet-less"
        >
          −
        </button>
        <p className={styles.bet}>
          <span id="egg-bet-label">{t('games.luckyEgg.dock.bet')}</span>
          <b data-testid="egg-bet-value" aria-live="polite">
            {formatCoins(bet)}
          </b>
        </p>
        <button
          type="button"
          className={styles.step}
          onClick={() => onBet(stepBet(bet, 1, bounds))}
          disabled={bet >= bounds.max}
          aria-label={t('games.luckyEgg.dock.more')}
          data-testid="egg-bet-more"
        >
          +
        </button>
      </div>
      <div className={styles.chips} role="group" aria-label={t('games.luckyEgg.dock.chips')}>
        {betChips(bounds).map((chip) => (
          <button
            key={chip}
            type="button"
            className={styles.chip}
            aria-pressed={chip === bet}
            onClick={() => onBet(chip)}
            data-testid="egg-chip"
            data-value={chip}
          >
            {formatCoins(chip)}
          </button>
        ))}
      </div>
      {bet > balance ? (
        <p className={styles.short} role="status" data-testid="egg-short">
          {t('games.bet.short')}
        </p>
      ) : (
        <p className={styles.note}>
          {t('games.luckyEgg.dock.pickHint')} · {t('games.luckyEgg.dock.balance', [formatCoins(balance)])}
        </p>
      )}
    </section>
  );
}

export function ClosedDock({ status, skewMs }: { status: EggStatus; skewMs: number }) {
  const t = useT();
  const left = useServerCountdown(status.next?.startsAt, skewMs);
  return (
    <section className={styles.dock} data-testid="egg-dock" data-mode="closed" aria-labelledby="egg-closed-title">
      <h2 id="egg-closed-title">{t('games.luckyEgg.dock.closedTitle')}</h2>
      <p className={styles.clock} data-testid="egg-next-in" role="timer">
        {formatCountdown(left)}
      </p>
      <p className={styles.note}>{t('games.luckyEgg.dock.closedBody')}</p>
    </section>
  );
}

export function PlayedDock({ round, status, skewMs }: { round: EggRound; status: EggStatus; skewMs: number }) {
  const t = useT();
  return (
    <section
      className={styles.dock}
      data-testid="egg-dock"
      data-mode="played"
      aria-labelledby="egg-played-title"
      data-multiplier={round.multiplier}
    >
      <h2 id="egg-played-title">{t('games.luckyEgg.dock.playedTitle')}</h2>
      <p>{t('games.luckyEgg.dock.playedBody')}</p>
      <p className={styles.result} data-testid="egg-result">
        {t('games.luckyEgg.dock.result', [formatCoins(round.bet), formatOdds(round.multiplier), formatCoins(round.payout)])}
      </p>
      <NextSession status={status} skewMs={skewMs} />
    </section>
  );
}

export function MaintenanceDock({ status, skewMs }: { status: EggStatus | null; skewMs: number }) {
  const t = useT();
  return (
    <section className={styles.dock} data-testid="egg-dock" data-mode="maintenance" role="status">
      <p>{t(MSG.gameMaintenance)}</p>
      {status && <NextSession status={status} skewMs={skewMs} />}
    </section>
  );
}

export function ErrorDock({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useT();
  return (
    <section className={styles.dock} role="alert" data-testid="egg-error">
      <p>{t(message)}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
}
