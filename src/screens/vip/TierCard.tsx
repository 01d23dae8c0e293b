// The player's tier card (home and /vip): badge, tier, points in the review
// window, a progress bar to the next tier and the review date, all from the
// refresh data (state/tier.ts), so it paints without a call of its own.
import { use, type CSSProperties } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { useT } from '../../i18n/useT';
import { formatCalendarDay, formatDateTime, formatNumber } from '../../lib/format';
import { languageState } from '../../state/language';
import { tierState } from '../../state/tier';
import { TierBadge } from './TierBadge';
import styles from './Vip.module.css';
import { vipTexts } from './vipTexts';

const whole = (n: number): string => formatNumber(n, { decimals: 0 });
/** DD/MM/YYYY (GMT+8). */
export const dayOf = (iso: string): string => formatDateTime(iso).slice(0, 10);

export function TierCard({ showLink = true }: { showLink?: boolean }) {
  use(vipTexts()); // on home it waits in its own Suspense; /vip has the texts already
  const t = useT();
  const { status } = useSnapshot(tierState);
  const { lang } = useSnapshot(languageState);
  if (!status) return null;
  const { next, points } = status;
  const name = status.name[lang];
  return (
    <section
      className={styles.card}
      data-testid="tier-card"
      aria-labelledby="tier-card-title"
      style={{ '--tier': status.colour } as CSSProperties}
    >
      <header className={styles.cardHead}>
        <TierBadge badge={status.badge} colour={status.colour} />
        <div className={styles.cardName}>
          <h2 id="tier-card-title" className={styles.cardTitle}>
            {t('vip.card.title')}
          </h2>
          <strong className={styles.tierName} data-testid="tier-name">
            {name}
          </strong>
        </div>
        <span className={styles.points} data-testid="tier-points">
          {t('vip.card.points', [whole(points)])}
        </span>
      </header>
      {next ? (
        <>
          <span
            className={styles.bar}
            role="progressbar"
            data-testid="tier-progress"
            aria-label={t('vip.card.progress', [next.name[lang]])}
            aria-valuemin={0}
            aria-valuemax={next.threshold}
            aria-valuenow={Math.min(points, next.threshold)}
            aria-valuetext={`${whole(points)} / ${whole(next.threshold)}`}
          >
            <span className={styles.fill} style={{ width: `${Math.min(100, (100 * points) / next.threshold)}%` }} />
          </span>
          <p className={styles.line} data-testid="tier-next">
            {next.needed > 0 ? t('vip.card.toNext', [whole(next.needed), next.name[lang]]) : t('vip.card.reached', [next.name[lang]])}
          </p>
        </>
      ) : (
        <p className={styles.line}>{t('vip.card.top')}</p>
      )}
      {status.grantedUntil && <p className={styles.line}>{t('vip.card.granted', [dayOf(status.grantedUntil)])}</p>}
      {status.keep && (
        <p className={styles.line} data-testid="tier-keep">
          {t('vip.card.keep', [name, whole(status.keep.needed), formatCalendarDay(status.keep.by)])}
        </p>
      )}
      <p className={styles.line} data-testid="tier-review">
        {t('vip.card.review', [dayOf(status.reviewAt)])}
      </p>
      {showLink && (
        <Link href={ROUTES.vip} className={styles.more}>
          {t('vip.card.more')} ›
        </Link>
      )}
    </section>
  );
}
