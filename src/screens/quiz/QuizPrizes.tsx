// The player's roulette prizes with where each stands (a physical prize waits
// for the club's call until its contact deadline, then ships; coins are
// credited at once; a physical one is mailed within 14 working days, by the
// day the server counted), and the roulette's published prize table.
import type { Lang } from '../../../contract/constants';
import type { QuizAward, RoulettePrize } from '../../../contract/games/quiz';
import { useT } from '../../i18n/useT';
import { formatCalendarDay, formatDateTime, formatDay, formatNumber, formatPercent } from '../../lib/format';
import styles from './Quiz.module.css';

/** A physical prize's mail promise (SPEC 9): the day it is mailed by, then the day it was mailed. */
export function PrizeMailLine({ award, className }: { award: Pick<QuizAward, 'mailBy' | 'mailedAt'>; className: string | undefined }) {
  const t = useT();
  if (award.mailedAt)
    return (
      <p className={className} data-testid="quiz-award-mail" data-state="mailed">
        {t('quiz.prizes.mailedOn', [formatDay(award.mailedAt)])}
      </p>
    );
  if (!award.mailBy) return null;
  return (
    <p className={className} data-testid="quiz-award-mail" data-state="due">
      {t('quiz.prizes.mailBy', [formatCalendarDay(award.mailBy)])}
    </p>
  );
}

export function AwardList({ awards, lang }: { awards: readonly QuizAward[]; lang: Lang }) {
  const t = useT();
  return (
    <section aria-labelledby="quiz-awards-title" className={styles.section}>
      <h2 id="quiz-awards-title" className={styles.heading}>
        {t('quiz.prizes.heading')}
      </h2>
      {awards.length === 0 ? (
        <p className={styles.muted} data-testid="quiz-awards-empty">
          {t('quiz.prizes.empty')}
        </p>
      ) : (
        <ul className={styles.awards} data-testid="quiz-awards">
          {awards.map((award) => (
            <li key={award.id} className={styles.award} data-state={award.state} data-testid="quiz-award">
              <div>
                <p className={styles.awardLabel}>{award.label[lang]}</p>
                <p className={styles.muted}>{t('quiz.prizes.week', [award.weekNumber])}</p>
                {award.state === 'awaitingContact' && award.contactBy && (
                  <p className={styles.weekNote}>{t('quiz.prizes.contactBy', [formatDateTime(award.contactBy)])}</p>
                )}
                <PrizeMailLine award={award} className={styles.weekNote} />
              </div>
              <span className={styles.pill} data-state={award.state}>
                {t(`quiz.prizes.state.${award.state}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PrizeTable({ prizes, lang }: { prizes: readonly RoulettePrize[]; lang: Lang }) {
  const t = useT();
  const ordered = [...prizes].sort((a, b) => a.index - b.index);
  return (
    <section aria-labelledby="quiz-table-title" className={styles.section}>
      <h2 id="quiz-table-title" className={styles.heading}>
        {t('quiz.table.heading')}
      </h2>
      <table className={styles.table} data-testid="quiz-prize-table">
        <thead>
          <tr>
            <th scope="col">{t('quiz.table.prize')}</th>
            <th scope="col">{t('quiz.table.chance')}</th>
            <th scope="col">{t('quiz.table.left')}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((p) => (
            <tr key={p.id}>
              <td>{p.label[lang]}</td>
              <td>{formatPercent(p.probability)}</td>
              <td>{p.left === null ? t('quiz.table.unlimited') : formatNumber(p.left, { decimals: 0 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>{t('quiz.table.note')}</p>
    </section>
  );
}
