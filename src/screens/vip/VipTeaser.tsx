// Home for a guest: what the VIP club is, and a way to its ladder. No call:
// the tiers themselves are on /vip.
import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { useT } from '../../i18n/useT';
import { TierBadge } from './TierBadge';
import styles from './VipTeaser.module.css';

export function VipTeaser() {
  const t = useT();
  return (
    <section className={styles.card} data-testid="vip-teaser" aria-labelledby="vip-teaser-title">
      <header className={styles.cardHead}>
        <TierBadge badge="crown" colour="#d99a1e" />
        <h2 id="vip-teaser-title" className={styles.tierName}>
          {t('vipTeaser.title')}
        </h2>
      </header>
      <p className={styles.line}>{t('vipTeaser.body')}</p>
      <Link href={ROUTES.vip} className={styles.more}>
        {t('vipTeaser.more')} ›
      </Link>
    </section>
  );
}
