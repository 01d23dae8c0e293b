import { lazy, Suspense, use, useCallback, useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { LANGS, type Lang } from '../../../contract/constants';
import { QA_GALLERY_PATH } from '../../app/routeTable';
import { GALLERY_SLUGS, isGallerySlug, sceneGallery, type GallerySlug } from '../../game/galleries';
import type { GalleryPin } from '../../game/types';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { isQuizGalleryState, QUIZ_GALLERY_STATES, type QuizGalleryState } from '../quiz/galleryStates';
import { gamesTexts } from '../../game/gamesDictionary';
import { accountTexts } from '../../i18n/accountTexts';
import styles from './QaGallery.module.css';

/** Dev and staging builds always; a production build only with ?qa=1 (the visual tests use the production build). */
export const galleryAllowed = (mode: string, search: URLSearchParams): boolean => mode !== 'production' || search.get('qa') === '1';

/** National day eve, mid-afternoon in Malaysia: a date inside the seasonal window on purpose. */
export const DEFAULT_DATE = '2025-08-30T15:00:00+08:00';
export const DEFAULT_SEED = 7;
export const DEFAULT_PROGRESS = 0.35;

const isLang = (v: string | null): v is Lang => v !== null && (LANGS as readonly string[]).includes(v);
const number = (v: string | null, fallback: number) => (v !== null && Number.isFinite(Number(v)) ? Number(v) : fallback);

export function parsePin(search: URLSearchParams): GalleryPin<GallerySlug> | null {
  const game = search.get('game') ?? '';
  const state = search.get('state') ?? '';
  if (!isGallerySlug(game) || !sceneGallery(game).states.includes(state)) return null;
  const lang = search.get('lang');
  const slot = search.get('slot');
  const renderer = search.get('renderer');
  return {
    slug: game,
    state,
    lang: isLang(lang) ? lang : 'en',
    date: new Date(search.get('date') ?? DEFAULT_DATE),
    seed: number(search.get('seed'), DEFAULT_SEED),
    progress: number(search.get('progress'), DEFAULT_PROGRESS),
    ...(slot !== null ? { slot: number(slot, 0) } : {}),
    renderer: renderer === 'canvas' ? 'canvas' : 'webgl',
    strict: search.get('strict') === '1',
  };
}

// The quiz screen's states (a chrome screen, not a game scene): ?screen=quiz&state=…&lang=…
const QuizGallery = lazy(() => import('../quiz/QuizGallery'));

export function parseQuizPin(search: URLSearchParams): { state: QuizGalleryState; lang: Lang } | null {
  const state = search.get('state');
  const lang = search.get('lang');
  if (search.get('screen') !== 'quiz' || !isQuizGalleryState(state)) return null;
  return { state, lang: isLang(lang) ? lang : 'en' };
}

function QuizStage({ pin }: { pin: { state: QuizGalleryState; lang: Lang } }) {
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <main data-testid="qa-scene" data-ready={ready ? '' : undefined}>
      <Suspense fallback={null}>
        <QuizGallery state={pin.state} lang={pin.lang} onReady={onReady} />
      </Suspense>
    </main>
  );
}

function Index() {
  return (
    <main className="screen" data-testid="qa-index">
      <h1 className="screen-title">QA scene gallery</h1>
      {GALLERY_SLUGS.map((game) => (
        <section key={game}>
          <h2>{game}</h2>
          <ul className={styles.links}>
            {LANGS.flatMap((lang) =>
              sceneGallery(game).states.map((state) => (
                <li key={`${lang}-${state}`}>
                  <Link href={`${QA_GALLERY_PATH}?qa=1&game=${game}&state=${state}&lang=${lang}`}>
                    {lang} · {state}
                  </Link>
                </li>
              )),
            )}
          </ul>
        </section>
      ))}
      <section>
        <h2>quiz</h2>
        <ul className={styles.links}>
          {LANGS.flatMap((lang) =>
            QUIZ_GALLERY_STATES.map((state) => (
              <li key={`${lang}-${state}`}>
                <Link href={`${QA_GALLERY_PATH}?qa=1&screen=quiz&state=${state}&lang=${lang}`}>
                  {lang} · {state}
                </Link>
              </li>
            )),
          )}
        </ul>
      </section>
    </main>
  );
}

/** One frozen frame: the game's own gallery scene; data-ready once its pinned frame is on screen. */
function Stage({ pin }: { pin: GalleryPin<GallerySlug> }) {
  const [ready, setReady] = useState(false);
  const { Scene } = sceneGallery(pin.slug);
  return (
    <main className={styles.stage} data-testid="qa-scene" data-ready={ready ? '' : undefined}>
      <Suspense fallback={null}>
        <Scene pin={pin} onReady={() => setReady(true)} />
      </Suspense>
    </main>
  );
}

/**
 * /qa/gallery: any scene in a named state with a pinned date, language, seed
 * and renderer, for QA and the visual tests (README.md beside this file).
 */
export default function QaGalleryScreen() {
  // The games' texts and the account section's (a win's credit clock, a history's 'load more'), fetched together.
  for (const texts of [gamesTexts(), accountTexts()]) use(texts);
  const search = useSearch();
  const allowed = galleryAllowed(import.meta.env.MODE, new URLSearchParams(search));
  const pin = useMemo(() => parsePin(new URLSearchParams(search)), [search]);
  const quizPin = useMemo(() => parseQuizPin(new URLSearchParams(search)), [search]);
  if (!allowed) return <NotFoundScreen />;
  if (quizPin) return <QuizStage key={`${quizPin.state}-${quizPin.lang}`} pin={quizPin} />;
  if (!pin) return <Index />;
  return <Stage key={`${pin.slug}-${pin.state}-${pin.lang}`} pin={pin} />;
}
