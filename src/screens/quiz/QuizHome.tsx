// /quiz (private): the campaign's page. The intro video (played by itself on
// the first visit, then a poster to watch again or hide), the campaign's
// dates and the terms, the weeks with their state and countdowns, the
// player's prizes and the published prize table. No campaign: an empty state
// with the next one's start when there is one.
import { useCallback } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import type { Lang } from '../../../contract/constants';
import type { QuizStatus, QuizWeek } from '../../../contract/games/quiz';
import { usePageTitle } from '../../app/usePageTitle';
import { EmptyState, ErrorRetry, Spinner } from '../../components/kit/LoadState';
import { useT } from '../../i18n/useT';
import { gameState } from '../../state/game';
import { languageState } from '../../state/language';
import { IntroVideo } from './IntroVideo';
import { QuizHeader } from './QuizHeader';
import { AwardList, PrizeTable } from './QuizPrizes';
import { capBites, dayOf, lastDayOf, skewOf } from './quizView';
import { useNow, useQuizStatus } from './useQuiz';
import { WeekList } from './WeekList';
import styles from './Quiz.module.css';

/** A week's row: the week's screen, or the terms first while they are unread (then on to the week). */
export const weekHref = (week: QuizWeek, termsRead: boolean): string =>
  termsRead || week.play ? `/week/${week.id}` : `/terms?next=${week.id}`;

export interface QuizHomeViewProps {
  status: QuizStatus;
  /** device ms when the status arrived */
  receivedAt: number;
  lang: Lang;
  termsRead: boolean;
  video: { hidden: boolean; seen: boolean };
  onVideoDone(): void;
  onVideoHidden(hidden: boolean): void;
  /** the QA gallery pins the clock and the intro's scene */
  frozenNow?: number;
  frozenScene?: number;
}

/** The page itself, from a status: the screen's and the QA gallery's. */
export function QuizHomeView({
  status,
  receivedAt,
  lang,
  termsRead,
  video,
  onVideoDone,
  onVideoHidden,
  frozenNow,
  frozenScene,
}: QuizHomeViewProps) {
  const t = useT();
  const now = useNow(frozenNow);
  const serverNow = now + skewOf(status.serverNow, receivedAt);
  const { campaign } = status;
  if (!campaign) {
    return (
      <EmptyState message="quiz.empty.title">
        <p>{t('quiz.empty.none')}</p>
      </EmptyState>
    );
  }
  const upcoming = Date.parse(campaign.startsAt) > serverNow;
  return (
    <>
      {video.hidden ? (
        <button type="button" className={styles.linkButton} onClick={() => onVideoHidden(false)} data-testid="quiz-intro-show">
          {t('quiz.intro.replay')}
        </button>
      ) : (
        <>
          <IntroVideo autoPlay={!video.seen} onDone={onVideoDone} frozenScene={frozenScene} />
          {video.seen && (
            <button type="button" className={styles.linkButton} onClick={() => onVideoHidden(true)} data-testid="quiz-intro-hide">
              {t('quiz.intro.hide')}
            </button>
          )}
        </>
      )}
      <section className={styles.campaign} aria-labelledby="quiz-campaign-title">
        <h2 id="quiz-campaign-title" className={styles.campaignTitle}>
          {campaign.title[lang]}
        </h2>
        <p className={styles.muted}>{t('quiz.campaign.dates', [dayOf(campaign.startsAt), lastDayOf(campaign.endsAt)])}</p>
        {upcoming && (
          <p className={styles.outcome} data-testid="quiz-upcoming">
            {t('quiz.empty.next', [dayOf(campaign.startsAt)])}
          </p>
        )}
        {!upcoming &&
          capBites(
            status.questionsLeft24h,
            status.weeks.filter((w) => w.state === 'open'),
          ) && (
            <p className={styles.muted} data-testid="quiz-questions-left">
              {t('quiz.campaign.questionsLeft', [status.questionsLeft24h])}
            </p>
          )}
        <Link href="/terms" className={styles.termsRow} data-testid="quiz-terms-link">
          <span>{t('quiz.campaign.terms')}</span>
          <span className={styles.pill} data-state={termsRead ? 'played' : 'open'}>
            {t(termsRead ? 'quiz.campaign.termsRead' : 'quiz.campaign.termsUnread')}
          </span>
        </Link>
      </section>
      <WeekList
        weeks={status.weeks}
        serverNow={serverNow}
        eligiblePlaces={campaign.eligiblePlaces}
        hrefOf={(w) => weekHref(w, termsRead)}
      />
      <AwardList awards={status.awards} lang={lang} />
      <PrizeTable prizes={campaign.prizes} lang={lang} />
    </>
  );
}

export function QuizHome() {
  const t = useT();
  usePageTitle('title.game.marcmarquezqna');
  const { lang } = useSnapshot(languageState);
  const { quizTermsRead, quizVideo } = useSnapshot(gameState);
  const remote = useQuizStatus();
  const videoDone = useCallback(() => {
    gameState.quizVideo.seen = true;
  }, []);
  const videoHidden = useCallback((hidden: boolean) => {
    gameState.quizVideo.hidden = hidden;
  }, []);
  return (
    <main className={`screen ${styles.screen}`} data-testid="quiz-home">
      <QuizHeader title={t('title.game.marcmarquezqna')} back="~/" />
      {remote.status === 'ok' ? (
        <QuizHomeView
          status={remote.data.status}
          receivedAt={remote.data.receivedAt}
          lang={lang}
          termsRead={quizTermsRead}
          video={quizVideo}
          onVideoDone={videoDone}
          onVideoHidden={videoHidden}
        />
      ) : remote.status === 'error' ? (
        <ErrorRetry message={remote.message} retry={remote.retry} />
      ) : (
        <Spinner />
      )}
    </main>
  );
}
