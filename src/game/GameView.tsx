import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { Lang } from '../../contract/constants';
import type { ChromeBus, GameError, GamePayloads, Unsubscribe } from '../../engine/core/bus';
import type { GameLoader } from '../../engine/core/game';
import { createGameHost } from '../../engine/core/host';
import type { RendererChoice } from '../../engine/core/phaser';
import { useT } from '../i18n/useT';
import { AccessibleBoard } from './AccessibleBoard';
import { assetUrl, gameAudioSettings } from './hostInputs';
import { prefersReducedMotion } from '../app/reducedMotion';
import styles from './GameView.module.css';

export interface GameViewProps<P extends GamePayloads> {
  slug: string;
  lang: Lang;
  /** the module loaders by slug; keep its identity stable (useMemo): a new one rebuilds the game */
  registry: Readonly<Record<string, GameLoader<P>>>;
  /** canvas pixels per CSS pixel (capped by the caller: a cheap phone pays for every pixel) */
  pixelRatio: number;
  /** wires the game's flow onto its bus; returns the unsubscribes */
  connect?: (bus: ChromeBus<P>) => Unsubscribe[];
  /**
   * Full screen and the wake lock while the game is open (false for the QA
   * gallery): the nearest [data-play-root] ancestor goes full screen, so the
   * chrome drawn over the game comes along. Found through the DOM, not a ref:
   * a parent's ref is not attached yet when this child's layout effect runs.
   */
  fullscreen: boolean;
  /** no sound at all (QA gallery, visual tests) */
  silent?: boolean;
  renderer?: RendererChoice;
  now?: () => Date;
  /**
   * Run StrictMode's development-only setup -> cleanup -> setup in any build
   * (QA gallery ?strict=1), so a production-bundle test proves a double mount
   * on the same element leaves one canvas.
   */
  echoMount?: boolean;
}

type Load = { progress: number; ready: boolean; error: GameError | null };

/**
 * Hosts one engine game. The host is created in a layout effect and destroyed
 * in its cleanup: StrictMode's mount-unmount-mount and a quick leave/return
 * leave one canvas (the host hides the old one at once and removes it on
 * Phaser's next frame). Only what truly needs a new game is a dependency.
 */
export function GameView<P extends GamePayloads>(props: GameViewProps<P>) {
  const { slug, lang, registry, pixelRatio, fullscreen, silent = false, renderer = 'webgl', echoMount = false } = props;
  const t = useT();
  const parent = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState<Load>({ progress: 0, ready: false, error: null });
  const [bus, setBus] = useState<ChromeBus<P> | null>(null);
  // Callbacks that change every render must not rebuild the game: read the latest at the time of use.
  const connect = useEffectEvent((b: ChromeBus<P>) => props.connect?.(b) ?? []);
  const now = useEffectEvent(() => props.now?.() ?? new Date());

  useLayoutEffect(() => {
    const el = parent.current;
    if (!el) return;
    const mount = (): (() => void) => {
      setLoad({ progress: 0, ready: false, error: null });
      const size = { width: Math.round((el.clientWidth || 360) * pixelRatio), height: Math.round((el.clientHeight || 640) * pixelRatio) };
      const host = createGameHost({
        slug,
        parent: el,
        registry,
        lang,
        assetsBase: assetUrl,
        now: () => now(),
        renderer,
        scale: 'fit',
        size,
        reducedMotion: prefersReducedMotion,
        fullscreen: fullscreen ? (el.closest<HTMLElement>('[data-play-root]') ?? el) : false,
        ...(silent ? {} : { audio: gameAudioSettings }),
      });
      const offs: Unsubscribe[] = [
        host.bus.on('loadProgress', ({ progress }) => setLoad((l) => ({ ...l, progress }))),
        host.bus.on('ready', () => {
          performance.mark('game-ready');
          setLoad({ progress: 1, ready: true, error: null });
        }),
        host.bus.on('error', (error) => setLoad((l) => ({ ...l, error }))),
        ...connect(host.bus),
      ];
      setBus(host.bus);
      return () => {
        for (const off of offs) off();
        setBus(null);
        void host.destroy();
      };
    };
    if (echoMount) mount()();
    return mount();
  }, [slug, lang, registry, pixelRatio, renderer, silent, fullscreen, echoMount]);

  const retry = () => {
    setLoad((l) => ({ ...l, error: null }));
    bus?.send('retry');
  };

  return (
    <div className={styles.view} data-testid="game-view" data-ready={load.ready ? '' : undefined}>
      <div ref={parent} className={styles.stage} />
      {bus && load.ready && <AccessibleBoard bus={bus} />}
      {!load.ready && !load.error && (
        <div
          className={styles.loading}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(load.progress * 100)}
          data-testid="game-progress"
        >
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${Math.round(load.progress * 100)}%` }} />
          </div>
          <p>{t('games.play.loading', [Math.round(load.progress * 100)])}</p>
        </div>
      )}
      {load.error && (
        <div className={styles.error} role="alert" data-testid="game-error">
          <p>{t(load.error.key)}</p>
          <button type="button" className="btn" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
