import { useEffect, useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { LANGS, type Lang } from '../../../contract/constants';
import type { WheelSetup, WheelText } from '../../../engine/games/wheel/types';
import type { RendererChoice } from '../../../engine/core/phaser';
import { QA_GALLERY_PATH } from '../../app/routeTable';
import { GameView } from '../../game/GameView';
import { isBuilt, WHEEL_VARIANT, wheelRegistry, type BuiltSlug } from '../../game/registry';
import { createStatusStore } from '../../game/hostInputs';
import { formatCountdown } from '../../lib/format';
import NotFoundScreen from '../not-found/NotFoundScreen';
import {
  DEFAULT_DATE, DEFAULT_PROGRESS, DEFAULT_SEED, fixtureSlots, GALLERY_GAMES, GALLERY_STATES, NEXT_SPIN_AFTER_MS,
  poseOf, wheelText, type GalleryState,
} from './fixtures';
import styles from './QaGallery.module.css';

/** Dev and staging builds always; a production build only with ?qa=1 (the visual tests use the production build). */
export const galleryAllowed = (mode: string, search: URLSearchParams): boolean => mode !== 'production' || search.get('qa') === '1';

const isLang = (v: string | null): v is Lang => v !== null && (LANGS as readonly string[]).includes(v);
const isState = (v: string | null): v is GalleryState => v !== null && (GALLERY_STATES as readonly string[]).includes(v);
const number = (v: string | null, fallback: number) => (v !== null && Number.isFinite(Number(v)) ? Number(v) : fallback);

interface Pinned {
  slug: BuiltSlug; state: GalleryState; lang: Lang; date: Date; seed: number; progress: number; slot?: number;
  renderer: RendererChoice;
  /** StrictMode's double mount, in any build */
  strict: boolean;
}

function parse(search: URLSearchParams): Pinned | null {
  const game = search.get('game') ?? '';
  const state = search.get('state');
  if (!isBuilt(game) || !isState(state)) return null;
  const lang = search.get('lang');
  const slot = search.get('slot');
  const renderer = search.get('renderer');
  return {
    slug: game, state, lang: isLang(lang) ? lang : 'en',
    date: new Date(search.get('date') ?? DEFAULT_DATE), seed: number(search.get('seed'), DEFAULT_SEED),
    progress: number(search.get('progress'), DEFAULT_PROGRESS), ...(slot !== null ? { slot: number(slot, 0) } : {}),
    renderer: renderer === 'canvas' ? 'canvas' : 'webgl', strict: search.get('strict') === '1',
  };
}

function Scene({ pin, text }: { pin: Pinned; text: WheelText }) {
  const [ready, setReady] = useState(false);
  const setup = useMemo<WheelSetup>(() => ({
    variant: WHEEL_VARIANT[pin.slug],
    slots: fixtureSlots(pin.lang),
    text,
    status: createStatusStore({ rm: 3, nextSpinAt: new Date(pin.date.getTime() + NEXT_SPIN_AFTER_MS).toISOString(), maintenance: pin.state === 'maintenance' }),
    pose: poseOf(pin.state, { progress: pin.progress, ...(pin.slot !== undefined ? { slot: pin.slot } : {}) }),
    seed: pin.seed,
    formatCountdown,
    // Pinned, not the device's: the same pixels on every machine.
    pixelRatio: 2,
  }), [pin, text]);
  const registry = useMemo(() => wheelRegistry(setup), [setup]);
  // Two frames after the scene said ready its pinned frame is on screen; then the game is
  // paused (Phaser stops drawing, the canvas keeps that frame), so screenshots are cheap
  // and a busy machine never catches a frame mid-draw.
  const connect = (bus: Parameters<NonNullable<Parameters<typeof GameView>[0]['connect']>>[0]) => [
    bus.on('ready', () => requestAnimationFrame(() => requestAnimationFrame(() => {
      bus.send('pause');
      setReady(true);
    }))),
  ];
  return (
    <main className={styles.stage} data-testid="qa-scene" data-ready={ready ? '' : undefined}>
      <GameView slug={pin.slug} lang={pin.lang} registry={registry} pixelRatio={2} fullscreen={false} silent
        renderer={pin.renderer} now={() => pin.date} connect={connect} echoMount={pin.strict} />
    </main>
  );
}

function Index() {
  return (
    <main className="screen" data-testid="qa-index">
      <h1 className="screen-title">QA scene gallery</h1>
      {GALLERY_GAMES.map((game) => (
        <section key={game}>
          <h2>{game}</h2>
          <ul className={styles.links}>
            {LANGS.flatMap((lang) => GALLERY_STATES.map((state) => (
              <li key={`${lang}-${state}`}><Link href={`${QA_GALLERY_PATH}?qa=1&game=${game}&state=${state}&lang=${lang}`}>{lang} · {state}</Link></li>
            )))}
          </ul>
        </section>
      ))}
    </main>
  );
}

/**
 * /qa/gallery: any scene in a named state with a pinned date, language, seed
 * and renderer, for QA and the visual tests (README.md beside this file).
 */
export default function QaGalleryScreen() {
  const search = useSearch();
  const allowed = galleryAllowed(import.meta.env.MODE, new URLSearchParams(search));
  const pin = useMemo(() => parse(new URLSearchParams(search)), [search]);
  const [text, setText] = useState<{ lang: Lang; text: WheelText } | null>(null);
  useEffect(() => {
    if (!pin) return;
    let live = true;
    void wheelText(pin.lang).then((t) => { if (live) setText({ lang: pin.lang, text: t }); });
    return () => { live = false; };
  }, [pin]);
  if (!allowed) return <NotFoundScreen />;
  if (!pin) return <Index />;
  if (!text || text.lang !== pin.lang) return null;
  return <Scene key={`${pin.slug}-${pin.state}-${pin.lang}`} pin={pin} text={text.text} />;
}
