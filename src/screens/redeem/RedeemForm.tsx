import { useState } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import type { RedeemRate, RedeemResponse, Redemption } from '../../../contract/schemas/wallet';
import { errorKey } from '../../api/client';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { clampCoins, creditFor, maxCoins } from './amount';
import styles from './Redeem.module.css';
import { CreditClockLine } from '../../components/CreditClockLine';
import { refusalText } from '../../app/throttleText';

type Outcome = { ok: true; credit: number; id: number } | { ok: false; message: string } | null;

/**
 * Coins in multiples of the rate, capped by the available balance, and the
 * Redeem button. One request at a time (disabled while pending); the
 * idempotency key survives a failed attempt, so "try again" after a lost
 * answer can never redeem twice.
 */
export function RedeemForm({
  rate,
  available,
  verified,
  redeem,
  redemptions,
}: {
  rate: RedeemRate;
  available: number;
  verified: boolean;
  redeem(coins: number): Promise<RedeemResponse>;
  /** the screen's list, kept live: the receipt's clock follows its redemption there */
  redemptions: readonly Redemption[];
}) {
  const t = useT();
  const [wanted, setWanted] = useState(rate.coins);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const coins = clampCoins(wanted, available, rate);
  const top = maxCoins(available, rate);
  const enough = top >= rate.coins;

  async function submit() {
    setPending(true);
    setOutcome(null);
    try {
      const answer = await redeem(coins);
      setOutcome({ ok: true, credit: answer.redemption.creditRm, id: answer.redemption.id });
    } catch (error) {
      const message = errorKey(error);
      setOutcome({ ok: false, message });
    } finally {
      setPending(false);
    }
  }

  const errorText = (message: string) => refusalText(t, message, 'redeem');

  const needed = formatNumber(rate.coins, { decimals: 0 });

  // One state at a time: after a redemption the receipt (the stepper would read as "redeem 50 more"),
  // with too few coins what is missing (a stepper and a button that cannot be used contradict the note).
  if (outcome?.ok) {
    const receipt = redemptions.find((r) => r.id === outcome.id);
    return (
      <section className={`${styles.section} ${styles.receipt}`} aria-labelledby="redeem-amount">
        <h2 id="redeem-amount" className={styles.receiptTitle}>
          {t('wallet.redeem.receivedTitle')}
        </h2>
        <p className={styles.ok} role="status" data-testid="redeem-done">
          {t('wallet.redeem.submitted', [formatNumber(outcome.credit)])}
        </p>
        {receipt && (
          <p data-testid="redeem-receipt-clock">
            <CreditClockLine clock={receipt.clock} />
          </p>
        )}
        <p className={styles.note}>{t('wallet.redeem.creditNote')}</p>
        {enough ? (
          <button type="button" className={`btn ${styles.submit}`} data-testid="redeem-again" onClick={() => setOutcome(null)}>
            {t('wallet.redeem.again')}
          </button>
        ) : (
          <p className={styles.note}>{t('wallet.redeem.notEnough', [needed])}</p>
        )}
      </section>
    );
  }
  if (!enough) {
    return (
      <section className={styles.section} aria-labelledby="redeem-amount">
        <h2 id="redeem-amount">{t('wallet.redeem.amount')}</h2>
        <p className={styles.info} data-testid="redeem-not-enough">
          {t('wallet.redeem.notEnough', [needed])}
        </p>
        <div
          className={styles.meter}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={rate.coins}
          aria-valuenow={Math.max(0, Math.min(available, rate.coins))}
          aria-label={t('wallet.redeem.progress', [formatNumber(Math.max(0, available)), needed])}
        >
          <span style={{ width: `${Math.max(0, Math.min(1, available / rate.coins)) * 100}%` }} />
        </div>
        <p className={styles.note}>{t('wallet.redeem.progress', [formatNumber(Math.max(0, available)), needed])}</p>
        <Link className={`btn ${styles.submit}`} href={ROUTES.games} data-testid="redeem-earn">
          {t('wallet.redeem.earn')}
        </Link>
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="redeem-amount">
      <h2 id="redeem-amount">{t('wallet.redeem.amount')}</h2>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('wallet.redeem.less')}
          disabled={pending || coins <= rate.coins}
          onClick={() => setWanted(coins - rate.coins)}
        >
          −
        </button>
        <output className={styles.amount} data-testid="redeem-coins" aria-live="polite">
          {formatNumber(coins, { decimals: 0 })}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('wallet.redeem.more')}
          disabled={pending || coins + rate.coins > top}
          onClick={() => setWanted(coins + rate.coins)}
        >
          +
        </button>
      </div>
      <p className={styles.youGet}>{t('wallet.redeem.youGet', [formatNumber(creditFor(coins, rate))])}</p>
      <button
        type="button"
        className={`btn ${styles.submit}`}
        data-testid="redeem-submit"
        disabled={pending || !verified}
        onClick={() => void submit()}
      >
        {t(pending ? 'wallet.redeem.submitting' : 'wallet.redeem.submit')}
      </button>
      {outcome && !outcome.ok && (
        <p className={styles.error} role="alert" data-testid="redeem-error">
          {errorText(outcome.message)}
        </p>
      )}
      <p className={styles.note}>{t('wallet.redeem.creditNote')}</p>
    </section>
  );
}
