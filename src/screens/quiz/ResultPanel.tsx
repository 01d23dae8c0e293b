// Where the week's play ended: how many right of five, the coins earned, and
// the outcome: a place among the week's first (the lucky roulette's button,
// or the prize once spun), five right after the places were gone (SPEC's
// "The number of participants is already full"), or fewer than five.
import { Link } from 'wouter';
import type { Lang } from '../../../contract/constants';
import { QUIZ_CAMPAIGN } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import type { QuizCampaign, QuizPlay, QuizWeek } from '../../../contract/games/quiz';
import { useT } from '../../i18n/useT';
import { coinsOf } from './quizView';
import styles from './Quiz.module.css';

export interface ResultPanelProps {
  play: QuizPlay;
  week: Pick<QuizWeek, 'number' | 'questions'>;
  campaign: Pick<QuizCampaign, 'eligiblePlaces'>;
  lang: Lang;
  onSpin(): void;
}

export function ResultPanel({ play, week, campaign, lang, onSpin }: ResultPanelProps) {
  const t = useT();
  const coins = coinsOf(play);
  return (
    <section
      className={styles.result}
      data-testid="quiz-result"
      data-outcome={play.outcome ?? 'notQualified'}
      aria-labelledby="quiz-result-title"
    >
      <h2 id="quiz-result-title">{t('quiz.result.title', [week.number])}</h2>
      <p className={styles.score} data-testid="quiz-score">
        {t('quiz.result.score', [play.correct, week.questions])}
      </p>
      <ol className={styles.dots} aria-hidden="true">
        {play.results.map((r) => (
          <li key={r.position} data-correct={r.correct ? '' : undefined} />
        ))}
      </ol>
      {coins > 0 && <p className={styles.earned}>{t('quiz.result.coins', [coins])}</p>}
      {play.outcome === 'eligible' && (
        <>
          <p className={styles.outcome} data-testid="quiz-eligible">
            {t('quiz.result.eligible', [play.place ?? 0, campaign.eligiblePlaces])}
          </p>
          {play.spin ? (
            <p className={styles.prize} data-testid="quiz-spun">
              {t('quiz.result.spun')}
              <b>{play.spin.prize.kind === 'none' ? t('quiz.roulette.noPrize') : play.spin.prize.label[lang]}</b>
            </p>
          ) : (
            <button type="button" className={`btn ${styles.big}`} onClick={onSpin} data-testid="quiz-spin">
              {t('quiz.result.spin')}
            </button>
          )}
        </>
      )}
      {play.outcome === 'full' && (
        <p className={styles.outcome} role="status" data-testid="quiz-full">
          {t(MSG.participantsFull)}
        </p>
      )}
      {play.outcome !== 'eligible' && play.outcome !== 'full' && (
        <p className={styles.outcome} data-testid="quiz-not-qualified">
          {t('quiz.result.notQualified', [QUIZ_CAMPAIGN.correctToQualify])}
        </p>
      )}
      <Link href="/" className="btn btn-ghost" data-testid="quiz-back-weeks">
        {t('quiz.result.weeks')}
      </Link>
    </section>
  );
}
