import { use } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { MSG } from '../../../contract/errors';
import { ROUTES } from '../../../contract/routes';
import { usePageTitle } from '../../app/usePageTitle';
import { EmptyState, ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { useSiteRefresh } from '../../api/hooks/useSiteRefresh';
import { useT } from '../../i18n/useT';
import { languageState } from '../../state/language';
import { siteState } from '../../state/site';
import { tierState } from '../../state/tier';
import { PromotionCard } from './PromotionCard';
import styles from './Promotions.module.css';
import { vipTexts } from '../vip/vipTexts';

/**
 * The running promotions from the refresh data (the site store), refreshed on
 * open. What the store already holds is drawn at once; the spinner or the
 * error shows only while there is nothing to draw. Above them, the way into
 * the event screen: where a player looking for promotions finds the quiz's
 * week and lucky egg's sessions too.
 */
export default function PromotionsScreen() {
  use(vipTexts()); // a player's rate at their tier (vip.rate)
  const t = useT();
  usePageTitle('title.promotions');
  const { promotions } = useSnapshot(siteState);
  const { lang } = useSnapshot(languageState);
  // The rate the content speaks of ("depends on your VIP level"), for this player's tier.
  const { status: tier } = useSnapshot(tierState);
  const refresh = useSiteRefresh();

  let body;
  if (promotions.length > 0) {
    body = (
      <ul className={styles.list} data-testid="promotion-list">
        {promotions.map((p, i) => (
          <li key={p.id}>
            <PromotionCard promotion={p} lang={lang} eager={i === 0} />
          </li>
        ))}
      </ul>
    );
  } else if (refresh.status === 'loading') {
    body = <Spinner />;
  } else if (refresh.status === 'error') {
    body = <ErrorRetry message={MSG.internalServerError} retry={refresh.retry} />;
  } else {
    body = <EmptyState message={MSG.noPromotionsFound} />;
  }

  return (
    <main className="screen">
      <h1 className="screen-title">{t('title.promotions')}</h1>
      {tier && (
        <p className={styles.rate} data-testid="promotion-rate">
          {t('vip.rate', [tier.name[lang], tier.rate[lang]])}
        </p>
      )}
      <p className={styles.eventLine}>
        <Link href={ROUTES.event} className={styles.eventLink} data-testid="promotions-event-link">
          {t('screens.promotions.eventLink')} ›
        </Link>
      </p>
      {body}
    </main>
  );
}
