// Loads a scene's manifest keys through Phaser's loader with progress, and
// keeps what failed so one Retry reloads only those files. Written against
// the few loader methods it uses (LoaderLike) so it is tested without
// Phaser, which does not run outside a real browser.
import type { LoadProgress } from '../core/bus';
import type { GameAudio, LoadableAsset } from '../core/game';

/** The subset of Phaser.Loader.LoaderPlugin used here. */
export interface LoaderLike {
  image(key: string, url: string): unknown;
  svg(key: string, url: string, size?: { width?: number; height?: number }): unknown;
  /** 'filecomplete' fires once a file is decoded and in the texture cache: success means usable */
  on(event: 'filecomplete', fn: (key: string) => void): unknown;
  off(event: 'filecomplete', fn: (key: string) => void): unknown;
  once(event: 'complete', fn: () => void): unknown;
  start(): void;
}

export interface PreloadEvents {
  progress(progress: LoadProgress): void;
  /** every file is in: the scene can build */
  done(): void;
  /** some files failed (network, 404, undecodable): keys of those */
  failed(keys: string[]): void;
}

export interface Preloader {
  /** adds the files to the loader; Phaser starts it itself after preload() */
  queue(): void;
  /** reloads only the files that failed */
  retry(): void;
  readonly failedKeys: readonly string[];
  destroy(): void;
}

export function createPreloader(loader: LoaderLike, assets: readonly LoadableAsset[], audio: GameAudio, events: PreloadEvents): Preloader {
  // Audio goes to the mixer (howler) and never blocks play: a scene without
  // sound is still playable, one without art is not.
  const visual = assets.filter((a) => a.type !== 'audio');
  for (const a of assets) if (a.type === 'audio') audio.register(a.key, a.url, a.channel ?? 'sfx');

  const loaded = new Set<string>();
  let pending: LoadableAsset[] = [];
  let failed: string[] = [];
  let destroyed = false;

  const report = () =>
    events.progress({ progress: visual.length ? loaded.size / visual.length : 1, loaded: loaded.size, total: visual.length });
  const onFile = (key: string) => {
    if (destroyed || !pending.some((a) => a.key === key)) return;
    loaded.add(key);
    report();
  };
  const onComplete = () => {
    if (destroyed) return;
    loader.off('filecomplete', onFile);
    // Anything not confirmed in the cache failed, whether at fetch or at decode.
    failed = pending.filter((a) => !loaded.has(a.key)).map((a) => a.key);
    if (failed.length) events.failed(failed);
    else events.done();
  };

  const add = (batch: LoadableAsset[]): boolean => {
    pending = batch;
    if (!batch.length) return false;
    loader.on('filecomplete', onFile);
    loader.once('complete', onComplete);
    for (const a of batch) {
      if (a.type === 'svg') loader.svg(a.key, a.url, { ...(a.width ? { width: a.width } : {}), ...(a.height ? { height: a.height } : {}) });
      else loader.image(a.key, a.url);
    }
    return true;
  };

  return {
    queue() {
      report();
      // Phaser skips the loader (and its complete event) when nothing was queued.
      if (!add(visual)) events.done();
    },
    retry() {
      if (destroyed || !failed.length) return;
      const again = visual.filter((a) => failed.includes(a.key));
      failed = [];
      report();
      add(again);
      loader.start();
    },
    get failedKeys() {
      return failed;
    },
    destroy() {
      destroyed = true;
      loader.off('filecomplete', onFile);
    },
  };
}
