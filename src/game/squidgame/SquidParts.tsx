// The docks of Squid game's stage: the bet (a stepper within the bounds, quick
// chips, Bet), the cash-out while a bridge is open, the end of a bridge, and
// the error with its retry.
import type { SquidBridge, SquidStatus } from '../../../contract/games/squidgame';
import { SQUID_STEPS, squidMultiplier, squidPayout } from '../../../contract/games/squidRules';
import type { Coin } from '../../../contract/schemas/refresh';
import { useT } from '../../i18n/useT';
import { availableOf } from '../useAvailableCoins';
import { useBetDock } from '../useBetDock';
import { formatNumber, formatOdds } from '../../lib/format';
import { betChips, clampBet } from './bets';
import styles from './Squid.module.css';

const coins = (n: number) => formatNumber(n, { decimals: n % 1 === 0 ? 0 : 2 });

export function BetDock({
  status,
  balance,
  bet,
  onBet,
  onPlace,
  placing,
  maintenance,
}: {
  status: SquidStatus;
  balance: number;
  bet: number;
  onBet(bet: number): void;
  onPlace(): void;
  placing: boolean;
  maintenance: boolean;
}) {
  const t = useT();
  const { bounds } = status;
  const { typed, reason, blocked, amount } = useBetDock({ bounds, bet, balance, closed: maintenance || status.maintenance, onBet });
  return (
    <section className={styles.dock} data-testid="squid-bet" aria-labelledby="squid-bet-title">
      <h2 id="squid-bet-title" className="visually-hidden">
        {t('games.squidgame.bet.title')}
      </h2>
      <p className={styles.line}>
        <span data-testid="squid-balance">{t('games.squidgame.bet.balance', [coins(balance)])}</span>
        {' · '}
        {t('games.squidgame.bet.bounds', [coins(bounds.min), coins(bounds.max)])}
      </p>
      <div className={styles.stepper}>
        <button
          type="button"
          onClick={() => typed.pick(clampBet(bet, bounds, -1))}
          disabled={bet <= bounds.min}
          aria-label={t('games.squidgame.bet.less')}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={typed.value}
          aria-invalid={typed.problem !== null}
          data-testid="squid-bet-amount"
          aria-label={t('games.squidgame.bet.amount')}
          onChange={(e) => typed.type(e.currentTarget.value)}
          onBlur={typed.leave}
        />
        <button
          type="button"
          onClick={() => typed.pick(clampBet(bet, bounds, 1))}
          disabled={bet >= bounds.max}
          aria-label={t('games.squidgame.bet.more')}
        >
          +
        </button>
      </div>
      <div className={styles.chips}>
        {betChips(bounds).map((chip) => (
          <button key={chip} type="button" aria-pressed={chip === bet} onClick={() => typed.pick(chip)} data-testid="squid-chip">
            {coins(chip)}
          </button>
        ))}
      </div>
      {reason && (
        <p className={styles.reason} role="status" data-testid="squid-bet-reason">
          {reason}
        </p>
      )}
      <button type="button" className={`btn ${styles.big}`} onClick={onPlace} disabled={placing || blocked} data-testid="squid-place">
        {amount === null ? t('games.squidgame.bet.placeNone') : t('games.squidgame.bet.place', [coins(amount)])}
      </button>
    </section>
  );
}

export function PlayDock({ bridge, busy, onCashout }: { bridge: SquidBridge; busy: boolean; onCashout(): void }) {
  const t = useT();
  const next = bridge.safe < SQUID_STEPS ? squidMultiplier(bridge.safe + 1) : null;
  return (
    <section className={styles.dock} data-testid="squid-play" data-safe={bridge.safe}>
      <p className={styles.line}>
        <b>{t('games.squidgame.play.steps', [bridge.safe, SQUID_STEPS])}</b>
        {next !== null && <> · {t('games.squidgame.play.next', [formatOdds(next)])}</>}
      </p>
      {bridge.safe === 0 ? (
        <p className={styles.line}>{t('games.squidgame.play.firstStep')}</p>
      ) : (
        <button type="button" className={`btn ${styles.big}`} onClick={onCashout} disabled={busy} data-testid="squid-cashout">
          {t('games.squidgame.play.cashout', [coins(squidPayout(bridge.bet, bridge.safe))])}
        </button>
      )}
    </section>
  );
}

export function EndDock({ bridge, coin, balance, onAgain }: { bridge: SquidBridge; coin: Coin | null; balance: number; onAgain(): void }) {
  const t = useT();
  const fell = bridge.state === 'fell';
  const title = fell ? 'fell' : bridge.state === 'crossed' ? 'crossed' : 'cashedOut';
  return (
    <section
      className={styles.dock}
      data-testid="squid-end"
      data-state={bridge.state}
      data-payout={bridge.payout}
      aria-labelledby="squid-end-title"
    >
      <h2 id="squid-end-title">{t(`games.squidgame.result.${title}`)}</h2>
      {fell ? (
        <p className={styles.lost}>{t('games.squidgame.result.lost', [coins(bridge.bet)])}</p>
      ) : (
        <p className={styles.won}>{t('games.squidgame.result.won', [coins(bridge.payout), formatOdds(squidMultiplier(bridge.safe))])}</p>
      )}
      {/* The answer that paid carries the wallet after it; a fall moved no coin (the stake went with the bet). */}
      <p className={styles.line} data-testid="squid-end-balance">
        {t('games.squidgame.result.balance', [coins(coin ? availableOf(coin) : balance)])}
      </p>
      <button type="button" className={`btn ${styles.big}`} onClick={onAgain} autoFocus data-testid="squid-again">
        {t('games.squidgame.result.again')}
      </button>
    </section>
  );
}

export function ErrorDock({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useT();
  return (
    <section className={styles.dock} role="alert" data-testid="squid-error">
      <p>{t(message)}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
}
