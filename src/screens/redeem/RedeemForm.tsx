import { useState } from 'react';
import { MSG } from '../../../contract/errors';
import type { RedeemRate, RedeemResponse } from '../../../contract/schemas/wallet';
import { ApiError } from '../../api/client';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { counterKey, waitLeft } from '../../state/counters';
import { clampCoins, creditFor, maxCoins } from './amount';
import styles from './Redeem.module.css';

type Outcome = { ok: true; credit: number } | { ok: false; message: string } | null;

/**
 * Coins in multiples of the rate, capped by the available balance, and the
 * Redeem button. One request at a time (disabled while pending); the
 * idempotency key survives a failed attempt, so "try again" after a lost
 * answer can never redeem twice.
 */
export function RedeemForm({ rate, available, verified, redeem }: {
  rate: RedeemRate; available: number; verified: boolean; redeem(coins: number): Promise<RedeemResponse>;
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
      setOutcome({ ok: true, credit: answer.redemption.creditRm });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : MSG.internalServerError;
      setOutcome({ ok: false, message });
    } finally {
      setPending(false);
    }
  }

  const errorText = (message: string) =>
    message === MSG.tooFrequentSeconds ? t(message, [String(waitLeft(counterKey('redeem', 429)))]) : t(message);

  return (
    <section className={styles.section} aria-labelledby="redeem-amount">
      <h2 id="redeem-amount">{t('wallet.redeem.amount')}</h2>
      <div className={styles.stepper}>
        <button type="button" className={styles.stepButton} aria-label={t('wallet.redeem.less')}
          disabled={pending || coins <= rate.coins} onClick={() => setWanted(coins - rate.coins)}>−</button>
        <output className={styles.amount} data-testid="redeem-coins" aria-live="polite">{formatNumber(coins, { decimals: 0 })}</output>
        <button type="button" className={styles.stepButton} aria-label={t('wallet.redeem.more')}
          disabled={pending || coins + rate.coins > top} onClick={() => setWanted(coins + rate.coins)}>+</button>
      </div>
      <p className={styles.youGet}>{t('wallet.redeem.youGet', [formatNumber(creditFor(coins, rate))])}</p>
      <button type="button" className={`btn ${styles.submit}`} data-testid="redeem-submit"
        disabled={pending || !verified || !enough} onClick={() => void submit()}>
        {t(pending ? 'wallet.redeem.submitting' : 'wallet.redeem.submit')}
      </button>
      {!enough && <p className={styles.note}>{t('wallet.redeem.notEnough', [formatNumber(rate.coins, { decimals: 0 })])}</p>}
      {outcome?.ok && <p className={styles.ok} role="status" data-testid="redeem-done">{t('wallet.redeem.submitted', [formatNumber(outcome.credit)])}</p>}
      {outcome && !outcome.ok && <p className={styles.error} role="alert" data-testid="redeem-error">{errorText(outcome.message)}</p>}
      <p className={styles.note}>{t('wallet.redeem.creditNote')}</p>
    </section>
  );
}
