// Home's streak card: the days, the shield (and the days it forgave), the
// next milestone, and a lost streak told kindly with the day it was lost.
import { useSnapshot } from 'valtio/react';
import { STREAK_MILESTONES } from '../../../contract/loyalty/streaksRules';
import { useT } from '../../i18n/useT';
import { formatDate, formatNumber } from '../../lib/format';
import { playerState } from '../../state/player';
import { useStreak } from './useLoyalty';
import styles from './Missions.module.css';

/** 'YYYY-MM-DD' (a GMT+8 day) as DD/MM/YYYY. */
const dayText = (day: string): string => formatDate(day).slice(0, 10);

export function StreakCard() {
  const t = useT();
  const { authenticated } = useSnapshot(playerState);
  const streak = useStreak(authenticated);
  if (streak.status !== 'ok') return null;
  const s = streak.data;
  return (
    <section className={styles.card} data-testid="streak-card" aria-labelledby="streak-card-title">
      <header className={styles.cardHead}>
        <h2 id="streak-card-title" className={styles.cardTitle}>
          {t('missions.streak.title')}
        </h2>
        {s.days > 0 && (
          <span className={styles.streakDays} data-testid="streak-days">
            {t('missions.streak.days', [formatNumber(s.days, { decimals: 0 })])}
          </span>
        )}
      </header>
      {s.days === 0 && <p className={styles.streakLine}>{t('missions.streak.none')}</p>}
      {s.days > 0 && <p className={styles.streakLine}>{t(s.playedToday ? 'missions.streak.playedToday' : 'missions.streak.playToday')}</p>}
      {s.days > 0 && (
        <p className={styles.streakLine} data-testid="streak-shield">
          <svg className={styles.shieldIcon} viewBox="0 0 16 16" aria-hidden="true">
            <path
              d="M8 1 L14 3 V8 C14 11.5 11 14 8 15 C5 14 2 11.5 2 8 V3 Z"
              fill={s.shield ? '#ffd34d' : 'none'}
              stroke="#ffd34d"
              strokeWidth="1.5"
            />
          </svg>
          {t(s.shield ? 'missions.streak.shield' : 'missions.streak.shieldUsed')}
        </p>
      )}
      {s.shielded.length > 0 && <p className={styles.streakLine}>{t('missions.streak.shielded', [s.shielded.map(dayText).join(', ')])}</p>}
      {s.days > 0 &&
        (s.next ? (
          <p className={styles.streakLine} data-testid="streak-next">
            {t('missions.streak.next', [
              formatNumber(s.next.days - s.days, { decimals: 0 }),
              formatNumber(s.next.days, { decimals: 0 }),
              formatNumber(s.next.coins, { decimals: 0 }),
            ])}
          </p>
        ) : (
          <p className={styles.streakLine}>{t('missions.streak.allDone')}</p>
        ))}
      {s.lost && s.days === 0 && (
        <p className={styles.lost} data-testid="streak-lost">
          {t('missions.streak.lost', [formatNumber(s.lost.days, { decimals: 0 }), dayText(s.lost.on)])}
        </p>
      )}
      <ol className={styles.milestones} aria-hidden="true">
        {STREAK_MILESTONES.map((m) => (
          <li key={m.days} className={s.days >= m.days ? styles.reached : undefined}>
            {m.days}
          </li>
        ))}
      </ol>
    </section>
  );
}
