// SPEC 9's rules of the weekly quiz, in the player's language, with the
// campaign's own dates and figures (places, answer time) and the club's
// constants (tickets, contact days, mailing days).
import { QUIZ, QUIZ_CAMPAIGN } from '../../../contract/constants';
import type { QuizCampaign } from '../../../contract/games/quiz';
import { useT } from '../../i18n/useT';
import { dayOf, lastDayOf } from './quizView';
import styles from './Quiz.module.css';

export function QuizTermsText({ campaign }: { campaign: QuizCampaign }) {
  const t = useT();
  const lines = [
    t('quiz.terms.period', [dayOf(campaign.startsAt), lastDayOf(campaign.endsAt)]),
    t('quiz.terms.play', [QUIZ_CAMPAIGN.questionsPerWeek, campaign.answerSeconds]),
    t('quiz.terms.coins', [QUIZ.questionsPer24h]),
    t('quiz.terms.eligible', [campaign.eligiblePlaces, QUIZ_CAMPAIGN.correctToQualify]),
    t('quiz.terms.tickets', [QUIZ_CAMPAIGN.ticketSetsPerWeek]),
    t('quiz.terms.forfeit', [campaign.contactDays]),
    t('quiz.terms.mail', [QUIZ_CAMPAIGN.mailWithinWorkingDays]),
    t('quiz.terms.fair'),
  ];
  return (
    <ol className={styles.terms} data-testid="quiz-terms-text">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ol>
  );
}
