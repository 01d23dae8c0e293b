// The quiz screen's states, frozen, for the QA gallery and its visual
// baselines: the real views fed the fixtures of galleryFixtures.ts at a
// pinned instant, no timer running, no API call. data-ready once the
// language's texts are in.
import { useEffect, useState } from 'react';
import type { Lang } from '../../../contract/constants';
import { loadLanguage } from '../../i18n';
import { useT } from '../../i18n/useT';
import { QuestionCard } from './QuestionCard';
import { QuizHeader } from './QuizHeader';
import { QuizHomeView } from './QuizHome';
import { AwardList, PrizeTable } from './QuizPrizes';
import { QuizTermsView } from './QuizTermsScreen';
import { verdictOf } from './quizView';
import { quizTexts } from './quizTexts';
import { ResultPanel } from './ResultPanel';
import {
  GALLERY_AWARDS,
  GALLERY_CAMPAIGN,
  GALLERY_NOW,
  GALLERY_QUESTION,
  GALLERY_STATUS,
  galleryAnswer,
  galleryPlay,
} from './galleryFixtures';
import type { QuizGalleryState } from './galleryStates';
import styles from './Quiz.module.css';

const noop = () => undefined;
const WEEK = { number: 2, questions: 5 };

function State({ state, lang }: { state: QuizGalleryState; lang: Lang }) {
  const video = { hidden: false, seen: state !== 'intro' };
  switch (state) {
    case 'intro':
    case 'weeks':
      return (
        <QuizHomeView
          status={GALLERY_STATUS}
          receivedAt={GALLERY_NOW}
          lang={lang}
          termsRead={state === 'weeks'}
          video={video}
          onVideoDone={noop}
          onVideoHidden={noop}
          frozenNow={GALLERY_NOW}
          frozenScene={state === 'intro' ? 2 : 0}
        />
      );
    case 'empty':
      return (
        <QuizHomeView
          status={{ ...GALLERY_STATUS, campaign: null, weeks: [], awards: [] }}
          receivedAt={GALLERY_NOW}
          lang={lang}
          termsRead
          video={video}
          onVideoDone={noop}
          onVideoHidden={noop}
          frozenNow={GALLERY_NOW}
        />
      );
    case 'terms':
      return <QuizTermsView campaign={GALLERY_CAMPAIGN} read={false} onAccept={noop} />;
    case 'question':
    case 'right':
    case 'wrong':
    case 'timeUp': {
      const answer = state === 'question' ? null : galleryAnswer(state === 'right' ? 1 : state === 'wrong' ? 2 : null);
      return (
        <QuestionCard
          question={GALLERY_QUESTION}
          receivedAt={GALLERY_NOW}
          lang={lang}
          result={answer?.result ?? null}
          verdict={answer ? verdictOf(answer) : null}
          pending={false}
          onPick={noop}
          onTimeUp={noop}
          frozenNow={GALLERY_NOW}
        />
      );
    }
    case 'eligible':
      return (
        <ResultPanel
          play={galleryPlay([true, true, true, true, true], 'eligible', 17)}
          week={WEEK}
          campaign={GALLERY_CAMPAIGN}
          lang={lang}
          onSpin={noop}
        />
      );
    case 'full':
      return (
        <ResultPanel
          play={galleryPlay([true, true, true, true, true], 'full', null)}
          week={WEEK}
          campaign={GALLERY_CAMPAIGN}
          lang={lang}
          onSpin={noop}
        />
      );
    case 'notQualified':
      return (
        <ResultPanel
          play={galleryPlay([true, false, true, true, false], 'notQualified', null)}
          week={WEEK}
          campaign={GALLERY_CAMPAIGN}
          lang={lang}
          onSpin={noop}
        />
      );
    case 'prizes':
      return (
        <>
          <AwardList awards={GALLERY_AWARDS} lang={lang} />
          <PrizeTable prizes={GALLERY_CAMPAIGN.prizes} lang={lang} />
        </>
      );
  }
}

function Frame({ state, lang }: { state: QuizGalleryState; lang: Lang }) {
  const t = useT();
  const title =
    state === 'terms'
      ? 'title.game.marcmarquezqnaTerms'
      : ['intro', 'weeks', 'empty', 'prizes'].includes(state)
        ? 'title.game.marcmarquezqna'
        : 'title.game.marcmarquezqnaWeeks';
  return (
    <div className={`screen ${styles.screen}`}>
      <QuizHeader title={t(title)} back="/" balance={state !== 'terms'} />
      <State state={state} lang={lang} />
    </div>
  );
}

export default function QuizGallery({ state, lang, onReady }: { state: QuizGalleryState; lang: Lang; onReady(): void }) {
  const [loaded, setLoaded] = useState<Lang | null>(null);
  useEffect(() => {
    let live = true;
    // The quiz's texts first: once added, their section loads with this and every later language.
    void Promise.all([quizTexts(), loadLanguage(lang)]).then(() => {
      if (live) setLoaded(lang);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  useEffect(() => {
    if (loaded === lang) onReady();
  }, [loaded, lang, onReady]);
  if (loaded !== lang) return null;
  return <Frame state={state} lang={lang} />;
}
