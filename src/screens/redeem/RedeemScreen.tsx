import { use } from 'react';
import { useSnapshot } from 'valtio/react';
import { ROUTES } from '../../../contract/routes';
import type { RedeemableBonus } from '../../../contract/schemas/refresh';
import type { Redemption } from '../../../contract/schemas/wallet';
import { usePageTitle } from '../../app/usePageTitle';
import { ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { SubHeader } from '../../components/kit/SubHeader';
import { useT } from '../../i18n/useT';
import { formatDateTime, formatNumber } from '../../lib/format';
import { availableCoins, playerState } from '../../state/player';
import { RedeemForm } from './RedeemForm';
import { useRedeemInfo } from './useRedeemInfo';
import { VerifyCard } from './VerifyCard';
import { CreditClockLine } from '../../components/CreditClockLine';
import styles from './Redeem.module.css';
import { accountTexts } from '../../i18n/accountTexts';

const statusKey = (status: string): string => (status === 'Not Available' ? 'wallet.status.notAvailable' : `wallet.status.${status}`);

function BonusCard({ bonus }: { bonus: RedeemableBonus }) {
  const t = useT();
  return (
    <section className={styles.section} data-testid="bonus-card" aria-labelledby="bonus-title">
      <h2 id="bonus-title">{t('wallet.bonus.title')}</h2>
      {/* What the card is, and what its status means for the player: it sits above the redemptions and is not one. */}
      <p className={styles.info} data-testid="bonus-about">
        {t('wallet.bonus.about')} {t(`wallet.bonus.state.${bonus.status === 'Not Available' ? 'notAvailable' : bonus.status}`)}
      </p>
      <dl className={styles.facts}>
        <dt>{t('wallet.bonus.id')}</dt>
        <dd>{bonus.id ?? '-'}</dd>
        <dt>{t('wallet.bonus.txAmount')}</dt>
        <dd>{t('wallet.redeem.credit', [formatNumber(bonus.tx_amount)])}</dd>
        <dt>{t('wallet.bonus.turnover')}</dt>
        <dd>{t('wallet.redeem.credit', [formatNumber(bonus.turnover)])}</dd>
        <dt>{t('wallet.bonus.status')}</dt>
        <dd>{t(statusKey(bonus.status))}</dd>
        <dt>{t('wallet.bonus.created')}</dt>
        <dd className={styles.when}>{bonus.created_date ? formatDateTime(bonus.created_date) : '-'}</dd>
      </dl>
    </section>
  );
}

function Recent({ redemptions }: { redemptions: readonly Redemption[] }) {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="recent-title">
      <h2 id="recent-title">{t('wallet.redeem.recent')}</h2>
      {redemptions.length === 0 ? (
        <p className={styles.info}>{t('wallet.redeem.none')}</p>
      ) : (
        <ul className={styles.list} data-testid="redemptions">
          {redemptions.map((r) => (
            <li key={r.id} className={styles.redemption} data-testid="redemption">
              <span>
                {t('wallet.redeem.coins', [formatNumber(r.coins, { decimals: 0 })])} →{' '}
                {t('wallet.redeem.credit', [formatNumber(r.creditRm)])}
              </span>
              <span className={styles.badge} data-status={r.status}>
                {t(statusKey(r.status))}
              </span>
              <span className={styles.when}>{formatDateTime(r.createdAt)}</span>
              <CreditClockLine clock={r.clock} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Redeem (SPEC sections 1, 3, 9): available coins (total - pending), the
 * rate the server holds, the stepper and button for a verified player, the
 * verification notice and upload for one who is not, the redeemable bonus
 * and recent redemptions. Everything follows live updates from the socket.
 */
export default function RedeemScreen() {
  use(accountTexts()); // wallet, limits, telegram and event texts: a section apart (src/i18n/accountTexts.ts)
  const t = useT();
  usePageTitle('title.redeem');
  const player = useSnapshot(playerState);
  const { info, error, reload, redeem } = useRedeemInfo();

  // The server's figure once it answers; the stored one until then.
  const available = info?.available ?? availableCoins(player);
  let body;
  if (!info && error) body = <ErrorRetry message={error} retry={reload} />;
  else if (!info) body = <Spinner />;
  else {
    const verified = info.verification.status === 'verified';
    body = (
      <>
        {!verified && <VerifyCard verification={info.verification} onUploaded={reload} />}
        <RedeemForm rate={info.rate} available={available} verified={verified} redeem={redeem} redemptions={info.redemptions} />
        <BonusCard bonus={info.redeemableBonus} />
        <Recent redemptions={info.redemptions} />
      </>
    );
  }
  return (
    <main className="screen">
      <SubHeader title={t('title.redeem')} back={ROUTES.home} />
      <section className={styles.card} aria-label={t('wallet.redeem.available')}>
        <span className={styles.label}>{t('wallet.redeem.available')}</span>
        <strong className={styles.big} data-testid="redeem-available">
          {formatNumber(available)}
        </strong>
        {info && (
          <span className={styles.rate} data-testid="redeem-rate">
            {t('wallet.redeem.rate', [
              formatNumber(info.rate.coins, { decimals: 0 }),
              formatNumber(info.rate.creditRm, { decimals: info.rate.creditRm % 1 ? 2 : 0 }),
            ])}
          </span>
        )}
      </section>
      {body}
    </main>
  );
}
