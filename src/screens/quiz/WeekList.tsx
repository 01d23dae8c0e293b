// The campaign's weeks, each with its state (open, played, ended, not
// started), its dates in DD/MM/YYYY, what the player can do there, and a
// countdown: to the close of the open week, to the opening of the next.
import { Link } from 'wouter';
import type { QuizWeek } from '../../../contract/games/quiz';
import { useT } from '../../i18n/useT';
import type { Translate } from '../../i18n';
import { countdownParts, dayOf, lastDayOf, nextToOpen, weekAction } from './quizView';
import styles from './Quiz.module.css';

function countdown(t: Translate, ms: number): string {
  const { days, clock } = countdownParts(ms);
  return days > 0 ? t('quiz.weeks.days', [days, clock]) : clock;
}

export interface WeekListProps {
  weeks: readonly QuizWeek[];
  /** the server's time now (ms) */
  serverNow: number;
  eligiblePlaces: number;
  /** where a week's row leads (the terms first while they are unread) */
  hrefOf(week: QuizWeek): string;
}

export function WeekList({ weeks, serverNow, eligiblePlaces, hrefOf }: WeekListProps) {
  const t = useT();
  const next = nextToOpen(weeks);
  return (
    <section aria-labelledby="quiz-weeks-title" className={styles.section}>
      <h2 id="quiz-weeks-title" className={styles.heading}>
        {t('quiz.weeks.heading')}
      </h2>
      <ol className={styles.weeks} data-testid="quiz-weeks">
        {weeks.map((week) => {
          const action = weekAction(week);
          const left =
            week.state === 'open'
              ? t('quiz.weeks.closesIn', [countdown(t, Date.parse(week.endsAt) - serverNow)])
              : week === next
                ? t('quiz.weeks.opensIn', [countdown(t, Date.parse(week.startsAt) - serverNow)])
                : null;
          return (
            <li key={week.id} className={styles.week} data-state={week.state} data-testid={`quiz-week-${week.number}`}>
              <div className={styles.weekText}>
                <p className={styles.weekTitle}>
                  {t('quiz.weeks.week', [week.number])}
                  <span className={styles.pill} data-state={week.state}>
                    {t(`quiz.weeks.state.${week.state}`)}
                  </span>
                </p>
                <p className={styles.weekDates}>{t('quiz.weeks.dates', [dayOf(week.startsAt), lastDayOf(week.endsAt)])}</p>
                {week.play?.finished ? (
                  <p className={styles.weekNote}>{t('quiz.weeks.score', [week.play.correct, week.questions])}</p>
                ) : (
                  left && (
                    <p className={styles.weekNote} data-testid="quiz-week-countdown">
                      {left}
                    </p>
                  )
                )}
                {week.state === 'open' && (
                  <p className={styles.weekNote}>{t('quiz.weeks.places', [Math.min(week.placesTaken, eligiblePlaces), eligiblePlaces])}</p>
                )}
              </div>
              {action && (
                <Link
                  href={hrefOf(week)}
                  className={`btn ${action === 'result' ? 'btn-ghost' : ''} ${styles.weekAction}`}
                  data-testid={`quiz-week-${action}`}
                >
                  {t(`quiz.weeks.${action}`)}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
