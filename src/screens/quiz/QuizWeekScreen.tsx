// /quiz/week/:id (private): one week's play. Start (after the terms), five
// questions one at a time against the server's deadline, each answer's
// reveal with its coin, the result and the lucky roulette for a place.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link, Redirect } from 'wouter';
import { MSG } from '../../../contract/errors';
import { usePageTitle } from '../../app/usePageTitle';
import { ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { gameState } from '../../state/game';
import { languageState } from '../../state/language';
import { QuestionCard } from './QuestionCard';
import { QuizHeader } from './QuizHeader';
import { capBites, verdictOf } from './quizView';
import { ResultPanel } from './ResultPanel';
import { useQuizPlay, type PlayView } from './useQuizPlay';
import styles from './Quiz.module.css';

// The roulette's screen part is a chunk of its own, loaded when a place is won (the scene and Phaser a further one).
const QuizRoulette = lazy(() => import('./QuizRoulette'));

function Body({ view, weekId, onSpin, flow }: { view: PlayView; weekId: number; onSpin(): void; flow: ReturnType<typeof useQuizPlay> }) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const { quizTermsRead } = useSnapshot(gameState);
  switch (view.kind) {
    case 'loading':
      return <Spinner />;
    case 'error':
      return <ErrorRetry message={view.key} retry={flow.reload} />;
    case 'closed':
      return (
        <div className={styles.panel} data-testid="quiz-closed">
          <p role="status">
            {t(!view.week ? 'quiz.play.noWeek' : view.week.state === 'notStarted' ? MSG.eventNotStart : 'quiz.play.notOpen')}
          </p>
          <Link href="/" className="btn btn-ghost">
            {t('quiz.result.weeks')}
          </Link>
        </div>
      );
    case 'ready':
      // The terms come before the first answer (SPEC: quiz terms read).
      if (!quizTermsRead) return <Redirect to={`/terms?next=${weekId}`} replace />;
      return (
        <section className={styles.panel} data-testid="quiz-ready" aria-labelledby="quiz-ready-title">
          <h2 id="quiz-ready-title">{t('quiz.play.ready', [view.week.number])}</h2>
          <p>{t('quiz.play.rules', [view.week.questions, view.campaign.answerSeconds])}</p>
          {capBites(view.questionsLeft, [view.week]) && (
            <p className={styles.muted}>{t('quiz.campaign.questionsLeft', [view.questionsLeft])}</p>
          )}
          <button type="button" className={`btn ${styles.big}`} onClick={flow.start} data-testid="quiz-start">
            {t('quiz.play.start')}
          </button>
        </section>
      );
    case 'question': {
      const verdict = view.answer ? verdictOf(view.answer) : null;
      return (
        <>
          <QuestionCard
            key={view.question.position}
            question={view.question}
            receivedAt={view.receivedAt}
            lang={lang}
            result={view.answer?.result ?? null}
            verdict={verdict}
            pending={view.pending}
            onPick={flow.pick}
            onTimeUp={flow.timeUp}
          />
          {view.answer && (
            <button type="button" className={`btn ${styles.big} ${styles.next}`} onClick={flow.next} autoFocus data-testid="quiz-next">
              {t(view.answer.play.finished ? 'quiz.play.finish' : 'quiz.play.next')}
            </button>
          )}
        </>
      );
    }
    case 'result':
      return <ResultPanel play={view.play} week={view.week} campaign={view.campaign} lang={lang} onSpin={onSpin} />;
  }
}

export function QuizWeekScreen({ weekId }: { weekId: number }) {
  const t = useT();
  usePageTitle('title.game.marcmarquezqnaWeeks');
  const flow = useQuizPlay(weekId);
  const [roulette, setRoulette] = useState(false);
  const { view } = flow;
  const spinning = roulette && view.kind === 'result' && view.play.outcome === 'eligible';
  const { lang } = useSnapshot(languageState);
  const toSpin = view.kind === 'result' && view.play.outcome === 'eligible' && !view.play.spin;
  // A place won: the wheel's code and art start downloading while the player reads the result.
  useEffect(() => {
    // Through import(): the prefetcher (and the art list it warms) stays out of the quiz screen's first chunks.
    if (toSpin) void import('../../game/quiz/roulette').then((roulette) => roulette.prefetchRoulette(lang));
  }, [toSpin, lang]);
  return (
    <main className={`screen ${styles.screen}`} data-testid="quiz-week">
      <QuizHeader title={t('title.game.marcmarquezqnaWeeks')} back="/" />
      {flow.message && (
        <p className={styles.toast} role="alert" data-testid="quiz-message">
          {t(flow.message)}
        </p>
      )}
      {spinning ? (
        <Suspense fallback={<Spinner />}>
          <QuizRoulette
            weekId={weekId}
            prizes={view.campaign.prizes}
            onDone={() => {
              setRoulette(false);
              flow.reload();
            }}
          />
        </Suspense>
      ) : (
        <Body view={view} weekId={weekId} onSpin={() => setRoulette(true)} flow={flow} />
      )}
    </main>
  );
}
