// Every tier of the ladder in force: its badge, threshold and benefits; the
// player's own tier marked.
import { useSnapshot } from 'valtio/react';
import type { Ladder, Tier } from '../../../contract/loyalty/tiers';
import type { Lang, Translate } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { languageState } from '../../state/language';
import { TierBadge } from './TierBadge';
import styles from './Vip.module.css';

const whole = (n: number): string => formatNumber(n, { decimals: 0 });

function benefitLines(t: Translate, b: Tier['benefits'], lang: Lang): string[] {
  return [
    t('vip.ladder.spins', [whole(b.dailySpinLimit)]),
    b.autoApprovalRm > 0 ? t('vip.ladder.autoApproval', [whole(b.autoApprovalRm)]) : t('vip.ladder.autoApprovalNone'),
    ...(b.queuePriority > 0 ? [t('vip.ladder.priority', [whole(b.queuePriority)])] : []),
    t('vip.ladder.expiry', [whole(b.coinExpiryDays)]),
    ...(b.monthlyBonusCoins > 0 ? [t('vip.ladder.bonus', [whole(b.monthlyBonusCoins)])] : []),
    b.promotionRate[lang],
  ];
}

export function LadderList({ ladder, mine }: { ladder: Ladder; mine: number | null }) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  return (
    <section className={styles.section} aria-labelledby="vip-ladder-title" data-testid="vip-ladder">
      <h2 id="vip-ladder-title" className={styles.h2}>
        {t('vip.ladder.title')}
      </h2>
      <p className={styles.muted}>{t(`vip.ladder.period.${ladder.period}`)}</p>
      <ol className={styles.tiers}>
        {ladder.tiers.map((tier, i) => (
          <li key={tier.name.en} className={styles.tier} data-mine={mine === i} data-testid="vip-tier">
            <TierBadge badge={tier.badge} colour={tier.colour} size={36} />
            <div>
              <div className={styles.tierHead}>
                <h3 className={styles.tierTitle}>{tier.name[lang]}</h3>
                <span className={styles.threshold}>
                  {tier.threshold === 0 ? t('vip.ladder.everyone') : t('vip.ladder.from', [whole(tier.threshold)])}
                </span>
                {mine === i && <span className={styles.yours}>{t('vip.ladder.yours')}</span>}
              </div>
              <ul className={styles.benefits}>
                {benefitLines(t, tier.benefits, lang).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
