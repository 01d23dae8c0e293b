// A round's card pictures, loaded at run time: the server's board (one PNG of
// every card, cut here into one frame a card) or one URL a card (the QA
// gallery's bundled SVGs). Texture keys mean nothing but "batch b, file i",
// and a batch's textures are removed when the next one arrives or the board
// closes, so a play of ten rounds never holds more than one grid in memory.
// Written against the few loader and texture methods it uses, so it is
// tested without Phaser.
import type { CardPictures, PictureRef } from './types';

/** The subset of Phaser's LoaderPlugin used after preload. */
export interface RuntimeLoader {
  image(key: string, url: string): unknown;
  svg(key: string, url: string, config?: { scale?: number }): unknown;
  /** fires once every queued file settled, loaded or not */
  once(event: 'complete', fn: () => void): unknown;
  start(): void;
}

/** The subset of a Phaser texture used to cut a board. */
export interface CuttableTexture {
  getSourceImage(): { width: number; height: number };
  add(name: string, sourceIndex: number, x: number, y: number, width: number, height: number): unknown;
}

/** The subset of Phaser's TextureManager used here. */
export interface TextureCache {
  exists(key: string): boolean;
  remove(key: string): unknown;
  get(key: string): CuttableTexture;
}

export interface CardBatchEvents {
  /** every picture is in: one per card, in grid order */
  loaded(pictures: readonly PictureRef[]): void;
  /** some pictures did not load (network, undecodable): the places of the cards without one */
  failed(places: readonly number[]): void;
}

export interface CardImages {
  /** forget the previous batch (its textures go) and load these pictures of `count` cards, `cols` a row */
  load(pictures: CardPictures, count: number, cols: number, events: CardBatchEvents): void;
  /** load again only the files that failed; false when nothing failed */
  retry(): boolean;
  /** remove the current batch's textures */
  release(): void;
}

const isSvg = (url: string): boolean => url.startsWith('data:image/svg') || /\.svg(?:[?#]|$)/i.test(url);

/** The files of `pictures`: the board alone, or one a card. */
export const filesOf = (pictures: CardPictures): readonly string[] => ('board' in pictures ? [pictures.board] : pictures.cards);

/**
 * The cards' pictures once the files under `keys` are textures: a board is cut
 * into frames "0".."count-1", `cols` a row; otherwise file i is card i.
 */
export function cardRefs(
  textures: TextureCache,
  pictures: CardPictures,
  keys: readonly string[],
  count: number,
  cols: number,
): PictureRef[] {
  const board = keys[0];
  if (!('board' in pictures) || board === undefined) return keys.map((key) => ({ key }));
  const texture = textures.get(board);
  const { width, height } = texture.getSourceImage();
  const across = Math.max(1, cols);
  const w = width / across;
  const h = height / Math.ceil(count / across);
  return Array.from({ length: count }, (_, i) => {
    const frame = String(i);
    texture.add(frame, 0, (i % across) * w, Math.floor(i / across) * h, w, h);
    return { key: board, frame };
  });
}

export function createCardImages(loader: RuntimeLoader, textures: TextureCache, prefix = 'fto-pic'): CardImages {
  let generation = 0;
  let batch: {
    gen: number;
    pictures: CardPictures;
    count: number;
    cols: number;
    urls: readonly string[];
    keys: string[];
    events: CardBatchEvents;
    failed: number[];
  } | null = null;

  const drop = (keys: readonly string[]) => {
    for (const key of keys) if (textures.exists(key)) textures.remove(key);
  };

  const run = (files: readonly number[]) => {
    const b = batch;
    if (!b) return;
    for (const i of files) {
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
      if (!b.failed.length) b.events.loaded(cardRefs(textures, b.pictures, b.keys, b.count, b.cols));
      // A board that did not load leaves every card without its picture.
      else b.events.failed('board' in b.pictures ? Array.from({ length: b.count }, (_, i) => i) : b.failed);
    });
    loader.start();
  };

  return {
    load(pictures, count, cols, events) {
      if (batch) drop(batch.keys);
      generation += 1;
      const gen = generation;
      const urls = filesOf(pictures);
      batch = { gen, pictures, count, cols, urls, keys: urls.map((_, i) => `${prefix}-${gen}-${i}`), events, failed: [] };
      if (!urls.length) {
        events.loaded([]);
        return;
      }
      run(batch.keys.map((_, i) => i));
    },
    retry() {
      if (!batch?.failed.length) return false;
      const files = batch.failed;
      batch.failed = [];
      run(files);
      return true;
    },
    release() {
      if (!batch) return;
      drop(batch.keys);
      batch = null;
    },
  };
}
