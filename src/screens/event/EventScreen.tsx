import { use } from 'react';
import { useSnapshot } from 'valtio/react';
import { MSG } from '../../../contract/errors';
import { fetchEggStatus } from '../../api/calls/luckyegg';
import { fetchQuizOverview } from '../../api/calls/quiz';
import { useRemote } from '../../api/hooks/useRemote';
import { useSiteRefresh } from '../../api/hooks/useSiteRefresh';
import { usePageTitle } from '../../app/usePageTitle';
import { EmptyState, ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { languageState } from '../../state/language';
import { siteState } from '../../state/site';
import { EggCard, PromotionsCard, QuizCard } from './EventSections';
import { eggSessionsToShow, quizNowNext } from './eventView';
import { useServerNow } from './useServerNow';
import styles from './Event.module.css';
import { accountTexts } from '../../i18n/accountTexts';

// The egg status's serverNow, with when it arrived: the clock the countdowns run on.
const readEggStatus = () =>
  fetchEggStatus().then((status) => ({ status, clock: { serverMs: Date.parse(status.serverNow), receivedAt: Date.now() } }));

/**
 * What is on now and next (SPEC 2's event screen): the quiz's week, lucky
 * egg's sessions of today with countdowns on the server's clock, and the
 * running promotions, from the calls their own screens use. A card whose
 * read failed is left out; the screen fails only when all three did.
 */
export default function EventScreen() {
  use(accountTexts()); // wallet, limits, telegram and event texts: a section apart (src/i18n/accountTexts.ts)
  const t = useT();
  usePageTitle('title.event');
  const { lang } = useSnapshot(languageState);
  const { promotions } = useSnapshot(siteState);
  // Shared with the quiz's entry cards (same key and answer), kept for the page's life.
  const quiz = useRemote('quiz-overview', fetchQuizOverview);
  // A player's own standing: not kept past this screen.
  const egg = useRemote('event-egg-status', readEggStatus, { keep: false });
  const refresh = useSiteRefresh();
  const now = useServerNow(egg.status === 'ok' ? egg.data.clock : null);

  const weeks = quiz.status === 'ok' ? quizNowNext(quiz.data, now) : null;
  const campaign = quiz.status === 'ok' ? quiz.data.campaign : null;
  const showQuiz = campaign !== null && weeks !== null && (weeks.current !== null || weeks.next !== null);
  const sessions = egg.status === 'ok' ? eggSessionsToShow(egg.data.status) : [];
  const showEgg = egg.status === 'ok' && (sessions.length > 0 || egg.data.status.maintenance);
  const showPromotions = promotions.length > 0;

  const loading = quiz.status === 'loading' || egg.status === 'loading' || (refresh.status === 'loading' && !showPromotions);
  const failed = quiz.status === 'error' && egg.status === 'error' && refresh.status === 'error' && !showPromotions;
  const retryAll = () => {
    quiz.retry();
    egg.retry();
    refresh.retry();
  };

  let body;
  if (showQuiz || showEgg || showPromotions) {
    body = (
      <>
        {showQuiz && <QuizCard campaign={campaign} weeks={weeks} lang={lang} now={now} />}
        {showEgg && <EggCard sessions={sessions} maintenance={egg.data.status.maintenance} now={now} />}
        {showPromotions && <PromotionsCard promotions={promotions} lang={lang} />}
        {loading && <Spinner />}
      </>
    );
  } else if (loading) {
    body = <Spinner />;
  } else if (failed) {
    body = <ErrorRetry message={MSG.internalServerError} retry={retryAll} />;
  } else {
    body = <EmptyState message="event.nothing" />;
  }

  return (
    <main className="screen">
      <h1 className="screen-title">{t('title.event')}</h1>
      <p className={styles.intro}>{t('event.intro')}</p>
      {body}
    </main>
  );
}
