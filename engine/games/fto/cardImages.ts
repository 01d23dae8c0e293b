// A round's card pictures, loaded at run time from the URLs of the deal (the
// server's PNGs as data: URLs; bundled SVGs in the gallery). Texture keys
// mean nothing but "batch b, place i", and a batch's textures are removed
// when the next one arrives or the board closes, so a play of ten rounds
// never holds more than one grid in memory. Written against the few loader
// and texture methods it uses, so it is tested without Phaser.

/** The subset of Phaser's LoaderPlugin used after preload. */
export interface RuntimeLoader {
  image(key: string, url: string): unknown;
  svg(key: string, url: string, config?: { scale?: number }): unknown;
  /** fires once every queued file settled, loaded or not */
  once(event: 'complete', fn: () => void): unknown;
  start(): void;
}

/** The subset of Phaser's TextureManager used here. */
export interface TextureCache {
  exists(key: string): boolean;
  remove(key: string): unknown;
}

export interface CardBatchEvents {
  /** every picture is in: keys in grid order */
  loaded(keys: readonly string[]): void;
  /** some pictures did not load (network, undecodable): their places */
  failed(places: readonly number[]): void;
}

export interface CardImages {
  /** forget the previous batch (its textures go) and load these URLs */
  load(urls: readonly string[], events: CardBatchEvents): void;
  /** load again only the places that failed; false when nothing failed */
  retry(): boolean;
  /** remove the current batch's textures */
  release(): void;
}

const isSvg = (url: string): boolean => url.startsWith('data:image/svg') || /\.svg(?:[?#]|$)/i.test(url);

export function createCardImages(loader: RuntimeLoader, textures: TextureCache, prefix = 'fto-pic'): CardImages {
  let generation = 0;
  let batch: { gen: number; urls: readonly string[]; keys: string[]; events: CardBatchEvents; failed: number[] } | null = null;

  const drop = (keys: readonly string[]) => {
    for (const key of keys) if (textures.exists(key)) textures.remove(key);
  };

  const run = (places: readonly number[]) => {
    const b = batch;
    if (!b) return;
    for (const i of places) {
      const key = b.keys[i];
      const url = b.urls[i];
      if (key === undefined || url === undefined) continue;
      // Rasterised at twice their size: gallery SVGs stay crisp at pixel ratio 2.
      if (isSvg(url)) loader.svg(key, url, { scale: 2 });
      else loader.image(key, url);
    }
    loader.once('complete', () => {
      // A newer batch replaced this one while it loaded: whatever arrived is dropped.
      if (batch?.gen !== b.gen) {
        drop(b.keys);
        return;
      }
      b.failed = b.keys.flatMap((key, i) => (textures.exists(key) ? [] : [i]));
      if (b.failed.length) b.events.failed(b.failed);
      else b.events.loaded(b.keys);
    });
    loader.start();
  };

  return {
    load(urls, events) {
      if (batch) drop(batch.keys);
      generation += 1;
      const gen = generation;
      batch = { gen, urls: [...urls], keys: urls.map((_, i) => `${prefix}-${gen}-${i}`), events, failed: [] };
      if (!urls.length) {
        events.loaded([]);
        return;
      }
      run(batch.keys.map((_, i) => i));
    },
    retry() {
      if (!batch?.failed.length) return false;
      const places = batch.failed;
      batch.failed = [];
      run(places);
      return true;
    },
    release() {
      if (!batch) return;
      drop(batch.keys);
      batch = null;
    },
  };
}
