import { useSnapshot } from 'valtio/react';
import { availableCoins, playerState } from '../state/player';
import { formatDateTime, formatDay, formatNumber } from '../lib/format';
import { useT } from '../i18n/useT';
import styles from './CoinSummary.module.css';

/**
 * The wallet as the server last reported it: total, pending, redeemed, and
 * what expires: everything due within 14 days from its first day (issue 28),
 * else the soonest batch further off. One line in the same place either way.
 */
export function CoinSummary() {
  const t = useT();
  const player = useSnapshot(playerState);
  const { coin } = player;
  return (
    <section className={styles.card} aria-label={t('coin.total')} data-testid="coin-summary">
      <div className={styles.main}>
        <span className={styles.label}>{t('coin.available')}</span>
        <strong className={styles.amount} data-testid="coin-available">
          {formatNumber(availableCoins(player))}
        </strong>
      </div>
      <dl className={styles.grid}>
        <div>
          <dt>{t('coin.total')}</dt>
          <dd>{formatNumber(coin.total)}</dd>
        </div>
        <div>
          <dt>{t('coin.pending')}</dt>
          <dd>{formatNumber(coin.pending)}</dd>
        </div>
        <div>
          <dt>{t('coin.redeemed')}</dt>
          <dd>{formatNumber(coin.redeemed)}</dd>
        </div>
      </dl>
      {coin.soon.amount > 0 && coin.soon.date ? (
        <p className={styles.expiring} data-testid="coin-expiring">
          {t('coin.expiringSoon', [formatNumber(coin.soon.amount), formatDay(coin.soon.date)])}
        </p>
      ) : (
        coin.expiring.amount > 0 &&
        coin.expiring.date && (
          <p className={styles.expiring} data-testid="coin-expiring">
            {t('coin.expiring', [formatNumber(coin.expiring.amount), formatDateTime(coin.expiring.date)])}
          </p>
        )
      )}
    </section>
  );
}
