// /quiz/terms (private): the quiz's rules, read before the first answer
// (gameState.quizTermsRead). Reached from the campaign page, or on the way to
// a week (?next=<week id>), where Continue then leads.
import { useSnapshot } from 'valtio/react';
import { useLocation, useSearch } from 'wouter';
import type { QuizCampaign } from '../../../contract/games/quiz';
import { usePageTitle } from '../../app/usePageTitle';
import { EmptyState, ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { gameState } from '../../state/game';
import { QuizHeader } from './QuizHeader';
import { QuizTermsText } from './QuizTermsText';
import { useQuizStatus } from './useQuiz';
import styles from './Quiz.module.css';

/** The terms and the button that marks them read: the screen's and the QA gallery's. */
export function QuizTermsView({ campaign, read, onAccept }: { campaign: QuizCampaign; read: boolean; onAccept(): void }) {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="quiz-terms-title" data-testid="quiz-terms">
      <h2 id="quiz-terms-title" className={styles.campaignTitle}>
        {t('quiz.campaign.terms')}
      </h2>
      {!read && <p className={styles.muted}>{t('quiz.terms.intro')}</p>}
      <QuizTermsText campaign={campaign} />
      <button type="button" className={`btn ${styles.big}`} onClick={onAccept} data-testid="quiz-terms-accept">
        {t(read ? 'quiz.terms.continue' : 'quiz.terms.accept')}
      </button>
    </section>
  );
}

export function QuizTermsScreen() {
  const t = useT();
  usePageTitle('title.game.marcmarquezqnaTerms');
  const { quizTermsRead } = useSnapshot(gameState);
  const [, navigate] = useLocation();
  const next = /^[1-9]\d{0,9}$/.exec(new URLSearchParams(useSearch()).get('next') ?? '')?.[0];
  const remote = useQuizStatus();
  const accept = () => {
    gameState.quizTermsRead = true;
    navigate(next ? `/week/${next}` : '/', { replace: true });
  };
  const campaign = remote.status === 'ok' ? remote.data.status.campaign : null;
  return (
    <main className={`screen ${styles.screen}`} data-testid="quiz-terms-screen">
      <QuizHeader title={t('title.game.marcmarquezqnaTerms')} back="/" balance={false} />
      {remote.status === 'ok' ? (
        campaign ? (
          <QuizTermsView campaign={campaign} read={quizTermsRead} onAccept={accept} />
        ) : (
          <EmptyState message="quiz.empty.title" />
        )
      ) : remote.status === 'error' ? (
        <ErrorRetry message={remote.message} retry={remote.retry} />
      ) : (
        <Spinner />
      )}
    </main>
  );
}
