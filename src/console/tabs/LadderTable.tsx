import type { Ladder } from '../../../contract/loyalty/tiers';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { currentLang } from '../../i18n';
import { styles } from '../ui';

const whole = (n: number): string => formatNumber(n, { decimals: 0 });

/** One ladder as a table: each tier's names, threshold and benefits, and (the ladder in force) how many players hold it. */
export function LadderTable({
  ladder,
  caption,
  players,
  testId,
}: {
  ladder: Ladder;
  caption: string;
  players?: readonly number[] | undefined;
  testId: string;
}) {
  const t = useT();
  const lang = currentLang();
  const cols = ['tier', 'threshold', 'spins', 'autoApproval', 'priority', 'expiry', 'bonus', 'rate'] as const;
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} data-testid={testId}>
        <caption>
          {caption} · {t(`console.tiers.periods.${ladder.period}`)}
        </caption>
        <thead>
          <tr>
            {cols.map((c) => (
              <th key={c} scope="col">
                {t(`console.tiers.col.${c}`)}
              </th>
            ))}
            {players && (
              <th scope="col" className={styles.num}>
                {t('console.tiers.col.players')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {ladder.tiers.map((tier, i) => (
            <tr key={i} data-testid={`${testId}-tier-${i}`}>
              <th scope="row">
                <span style={{ color: tier.colour }} aria-hidden="true">
                  ●{' '}
                </span>
                {tier.name[lang]}
              </th>
              <td className={styles.num}>{whole(tier.threshold)}</td>
              <td className={styles.num}>{whole(tier.benefits.dailySpinLimit)}</td>
              <td className={styles.num}>{whole(tier.benefits.autoApprovalRm)}</td>
              <td className={styles.num}>{tier.benefits.queuePriority}</td>
              <td className={styles.num}>{whole(tier.benefits.coinExpiryDays)}</td>
              <td className={styles.num}>{whole(tier.benefits.monthlyBonusCoins)}</td>
              <td>{tier.benefits.promotionRate[lang]}</td>
              {players && (
                <td className={styles.num} data-testid={`${testId}-players-${i}`}>
                  {whole(players[i] ?? 0)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
