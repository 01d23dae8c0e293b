// Mounts one game (a slug of the registry) into an element the chrome gives
// it and takes it down completely. The chrome creates it in a layout effect
// and calls destroy() in the cleanup; StrictMode's mount-unmount-mount and a
// quick re-mount are normal paths: destroy() is idempotent, works before
// Phaser finished loading or booting, and leaves no canvas, listener,
// ResizeObserver, wake lock or sound behind.
import type { Lang } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import { resolveAsset, type AssetManifest } from '../assets/manifest';
import { parseManifest } from '../assets/parse';
import { createMixer, type AudioMixer, type HowlFactory, type HowlerLike, type SettingsSource } from '../audio/mixer';
import { createScreenKeeper, type FullscreenTarget, type ScreenEnv, type ScreenKeeper } from '../device/screen';
import { after, type After, type DocumentLike, type ListenerTarget, type ResizeObserverCtor } from './dom';
import { createGameBus, type ChromeBus, type GamePayloads, type Unsubscribe } from './bus';
import type { GameAudio, GameLoader, GameModule, GameRegistry, PayloadsOf, SceneContext } from './game';
import { destroyGame, gameConfig, importPhaser, type GameLike, type PhaserLike, type RendererChoice, type ScaleChoice } from './phaser';

export type HostState = 'booting' | 'running' | 'failed' | 'destroying' | 'destroyed';

export interface HostEnv {
  doc: DocumentLike;
  win: ListenerTarget;
  nav: ScreenEnv['nav'];
  ResizeObserver: ResizeObserverCtor | undefined;
  after: After;
  /** the millisecond clock of input timing */
  clock: () => number;
}

export interface HostOptions<R extends GameRegistry, S extends keyof R & string> {
  slug: S;
  parent: HTMLElement;
  registry: R;
  lang: Lang;
  /** URL of the assets/ folder, or a function from a manifest path to its URL */
  assetsBase: string | ((file: string) => string);
  /** wall clock for seasonal art; pinned by the QA gallery */
  now: () => Date;
  /** WEBGL unless told; visual tests pin one (WebGL and Canvas anti-alias differently) */
  renderer?: RendererChoice;
  scale?: ScaleChoice;
  /** design size for 'fit', first size for 'resize' when the parent has none yet */
  size?: { width: number; height: number };
  /** the player's bgm/sfx settings; without it the game is silent (QA, tests) */
  audio?: SettingsSource;
  /** whether the player prefers reduced motion (kit/motion.ts); full motion without it */
  reducedMotion?: () => boolean;
  /** what goes full screen with the wake lock held; false for none (desktop QA) */
  fullscreen?: FullscreenTarget | false;
  destroyTimeoutMs?: number;
  onListenerError?: (error: unknown) => void;
  // Seams for tests and the QA gallery; the defaults load the real thing on demand.
  loadPhaser?: () => Promise<PhaserLike>;
  loadManifest?: () => Promise<AssetManifest>;
  loadAudio?: () => Promise<AudioDeps>;
  env?: Partial<HostEnv>;
}

export interface GameHost<P extends GamePayloads> {
  readonly bus: ChromeBus<P>;
  readonly state: HostState;
  /** completes once Phaser has really gone (its next frame); the same promise on every call */
  destroy(): Promise<void>;
}

const defaultManifest = async (): Promise<AssetManifest> => parseManifest((await import('../../assets/manifest.json')).default);
export interface AudioDeps {
  createHowl: HowlFactory;
  howler: HowlerLike;
}
// howler (~10 kB gz) arrives with the game, not with the chrome.
const defaultAudio = async (): Promise<AudioDeps> => {
  const { Howl, Howler } = await import('howler');
  return { createHowl: (options) => new Howl(options), howler: Howler };
};
const silent: GameAudio = { register: () => undefined, play: () => undefined, stopMusic: () => undefined };

function defaultEnv(): HostEnv {
  return {
    doc: document,
    win: window,
    nav: navigator,
    ResizeObserver: globalThis.ResizeObserver,
    after,
    clock: () => performance.now(),
  };
}

export function createGameHost<R extends GameRegistry, S extends keyof R & string>(opts: HostOptions<R, S>): GameHost<PayloadsOf<R[S]>> {
  const env: HostEnv = { ...defaultEnv(), ...opts.env };
  const bus = createGameBus<PayloadsOf<R[S]>>(opts.onListenerError ? { onListenerError: opts.onListenerError } : {});
  const urlOf =
    typeof opts.assetsBase === 'function' ? opts.assetsBase : (file: string) => `${String(opts.assetsBase).replace(/\/?$/, '/')}${file}`;
  let state: HostState = 'booting';
  let game: GameLike | null = null;
  let mixer: AudioMixer | null = null;
  let observer: InstanceType<ResizeObserverCtor> | null = null;
  let destroying: Promise<void> | null = null;
  const flags = { muted: false, paused: false, hidden: env.doc.visibilityState !== 'visible' };
  const offs: Unsubscribe[] = [];

  // Phaser draws into a container of ours, so destroy can always take the
  // whole subtree away, whatever Phaser left in it.
  const container = env.doc.createElement('div');
  container.dataset.gameHost = opts.slug;
  container.style.cssText = 'position:relative;width:100%;height:100%;overflow:hidden;touch-action:none';
  opts.parent.appendChild(container);

  // Now, inside the player's tap that opened the game: browsers only grant
  // full screen within a user gesture, and boot below is asynchronous.
  const screen: ScreenKeeper | null = opts.fullscreen === false ? null : createScreenKeeper(opts.fullscreen ?? opts.parent, env);
  void screen?.enter();

  const applyMute = () => mixer?.setMuted(flags.muted || flags.paused || flags.hidden);
  const onVisibility = () => {
    flags.hidden = env.doc.visibilityState !== 'visible';
    applyMute();
  };
  env.doc.addEventListener('visibilitychange', onVisibility);

  const boot = async (): Promise<void> => {
    state = 'booting';
    const load: GameLoader<GamePayloads> | undefined = opts.registry[opts.slug];
    if (!load) {
      state = 'failed';
      bus.emit('error', { key: MSG.invalidGame, stage: 'boot', detail: `no game "${opts.slug}" in the registry` });
      return;
    }
    let parts: [PhaserLike, GameModule<GamePayloads>, AssetManifest, AudioDeps | null];
    try {
      parts = await Promise.all([
        (opts.loadPhaser ?? importPhaser)(),
        load(),
        (opts.loadManifest ?? defaultManifest)(),
        opts.audio ? (opts.loadAudio ?? defaultAudio)() : null,
      ]);
    } catch (error) {
      if (state !== 'booting') return;
      state = 'failed';
      bus.emit('error', { key: MSG.networkSlow, stage: 'boot', detail: String(error) });
      return;
    }
    // destroy() ran while the code was loading: nothing was created, nothing to undo.
    if (state !== 'booting') return;
    const [phaser, module, manifest, audio] = parts;
    if (audio && opts.audio) {
      mixer = createMixer({ settings: opts.audio, createHowl: audio.createHowl, howler: audio.howler, env });
      applyMute();
    }
    const ctx: SceneContext<GamePayloads> = {
      slug: opts.slug,
      lang: opts.lang,
      now: opts.now,
      clock: env.clock,
      bus,
      asset: (key) => {
        const resolved = resolveAsset(manifest, key, { lang: opts.lang, now: opts.now() });
        return { ...resolved, url: urlOf(resolved.file) };
      },
      audio: mixer ?? silent,
      reducedMotion: opts.reducedMotion ?? (() => false),
    };
    try {
      const size = { width: container.clientWidth || opts.size?.width || 360, height: container.clientHeight || opts.size?.height || 640 };
      game = new phaser.Game(
        gameConfig(phaser, {
          parent: container,
          renderer: opts.renderer ?? 'webgl',
          scale: opts.scale ?? 'resize',
          size: opts.scale === 'fit' && opts.size ? opts.size : size,
          scenes: module.createScenes(ctx),
        }),
      );
    } catch (error) {
      // A scene constructor or Phaser's boot threw: undo the mixer so a retry starts clean.
      mixer?.destroy();
      mixer = null;
      state = 'failed';
      bus.emit('error', { key: MSG.internalServerError, stage: 'boot', detail: String(error) });
      return;
    }
    state = 'running';
    if (env.ResizeObserver) {
      // Phaser only polls its parent's size; a resize of the play area must show at once.
      observer = new env.ResizeObserver(() => game?.scale.refresh());
      observer.observe(container);
    }
    if (flags.paused) game.pause();
  };

  offs.push(
    bus.onCommand('retry', () => {
      if (state === 'failed' && !game) void boot();
    }),
  );
  offs.push(
    bus.onCommand('mute', ({ muted }) => {
      flags.muted = muted;
      applyMute();
    }),
  );
  offs.push(
    bus.onCommand('pause', () => {
      flags.paused = true;
      applyMute();
      game?.pause();
    }),
  );
  offs.push(
    bus.onCommand('resume', () => {
      flags.paused = false;
      applyMute();
      game?.resume();
    }),
  );

  const teardown = async (): Promise<void> => {
    state = 'destroying';
    for (const off of offs) off();
    observer?.disconnect();
    observer = null;
    env.doc.removeEventListener('visibilitychange', onVisibility);
    // Hidden at once, so a re-mount beside it never shows two games.
    container.style.display = 'none';
    mixer?.destroy();
    mixer = null;
    const leaving = screen?.leave();
    if (game) await destroyGame(game, env.after, opts.destroyTimeoutMs ?? 1000);
    game = null;
    await leaving;
    container.remove();
    bus.destroy();
    state = 'destroyed';
  };

  void boot();

  return {
    bus,
    get state() {
      return state;
    },
    destroy() {
      destroying ??= teardown();
      return destroying;
    },
  };
}
