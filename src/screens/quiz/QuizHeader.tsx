// The quiz's title bar: a back arrow (the installed app has no browser bar),
// the page's title and, for a player, the live coin balance the answers move.
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { availableCoins, playerState } from '../../state/player';
import styles from './Quiz.module.css';

export function QuizHeader({ title, back, balance = true }: { title: string; back: string; balance?: boolean }) {
  const t = useT();
  const { coin } = useSnapshot(playerState);
  return (
    <header className={styles.header}>
      <Link href={back} className={styles.back} aria-label={t('quiz.back')} data-testid="quiz-back">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
      <h1 className={styles.title}>{title}</h1>
      {balance && (
        <p className={styles.balance} data-testid="quiz-balance" aria-label={t('quiz.balance')}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="#ffd34d" stroke="#d99a1e" strokeWidth="2.5" />
            <path
              d="M12 7v10M9 9.5h4.5a1.75 1.75 0 0 1 0 3.5h-3a1.75 1.75 0 0 0 0 3.5H15"
              fill="none"
              stroke="#7a4a00"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
          <span data-testid="quiz-balance-value">{formatNumber(availableCoins({ coin }))}</span>
        </p>
      )}
    </header>
  );
}
