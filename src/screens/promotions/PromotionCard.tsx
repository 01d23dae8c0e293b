import { useState } from 'react';
import type { Lang } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import type { Promotion } from '../../../contract/schemas/refresh';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format';
import styles from './Promotions.module.css';

export interface PromotionCardProps {
  promotion: Promotion;
  lang: Lang;
  /** The first card is above the fold: load it at once, the rest lazily. */
  eager: boolean;
}

/** One promotion: art, title, description, and when it runs (DD/MM/YYYY hh:mm A, Malaysia time). */
export function PromotionCard({ promotion, lang, eager }: PromotionCardProps) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  const start = formatDateTime(promotion.startDate);
  const period = promotion.endDate
    ? t('screens.promotions.period', [start, formatDateTime(promotion.endDate)])
    : t('screens.promotions.from', [start]);
  return (
    <article className={styles.card} aria-labelledby={`promotion-${promotion.id}`}>
      {broken ? (
        <div className={styles.artMissing}>{t(MSG.imageLoadFail)}</div>
      ) : (
        <img
          className={styles.art}
          src={promotion.img[lang]}
          alt=""
          width={750}
          height={375}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setBroken(true)}
        />
      )}
      <div className={styles.text}>
        <h2 id={`promotion-${promotion.id}`}>{promotion.title[lang]}</h2>
        <p className={styles.description}>{promotion.description[lang]}</p>
        <p className={styles.period}>
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden>
            <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span data-testid="promotion-period">{period}</span>
        </p>
      </div>
    </article>
  );
}
