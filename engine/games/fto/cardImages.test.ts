import { describe, expect, it } from 'vitest';
import { createCardImages, type RuntimeLoader, type TextureCache } from './cardImages';
import type { PictureRef } from './types';

const each = (urls: string[]) => ({ cards: urls });

/** Phaser's loader in small: files queued until start(); the test decides which ones fail. */
function fakeLoader(failing: Set<string>) {
  const textures = new Set<string>();
  const queued: { key: string; url: string; kind: 'image' | 'svg' }[] = [];
  let onComplete: (() => void)[] = [];
  let running = false;
  const loader: RuntimeLoader & { finish(): void; queued: typeof queued; running: boolean } = {
    queued,
    get running() {
      return running;
    },
    image(key, url) {
      queued.push({ key, url, kind: 'image' });
    },
    svg(key, url) {
      queued.push({ key, url, kind: 'svg' });
    },
    once(_event, fn) {
      onComplete.push(fn);
    },
    start() {
      running = true;
    },
    finish() {
      for (const f of queued.splice(0)) if (!failing.has(f.url)) textures.add(f.key);
      running = false;
      const fns = onComplete;
      onComplete = [];
      for (const fn of fns) fn();
    },
  };
  /** frames cut from each texture; every texture's image is 300 x 200 */
  const frames = new Map<string, string[]>();
  const cache: TextureCache & { keys: Set<string>; frames: typeof frames } = {
    keys: textures,
    frames,
    exists: (key) => textures.has(key),
    remove: (key) => textures.delete(key),
    get: (key) => ({
      getSourceImage: () => ({ width: 300, height: 200 }),
      add: (name, _source, x, y, w, h) => frames.set(key, [...(frames.get(key) ?? []), `${name}@${x},${y} ${w}x${h}`]),
    }),
  };
  return { loader, cache };
}

describe('FTO card images', () => {
  it("loads a deal's pictures under keys that say nothing but batch and place", () => {
    const { loader, cache } = fakeLoader(new Set());
    const images = createCardImages(loader, cache);
    const got: (readonly PictureRef[])[] = [];
    images.load(each(['data:image/png;base64,AAA', 'data:image/png;base64,AAA', 'pic.svg']), 3, 3, {
      loaded: (k) => got.push(k),
      failed: () => undefined,
    });
    expect(loader.queued.map((q) => q.kind)).toEqual(['image', 'image', 'svg']);
    loader.finish();
    expect(got).toEqual([[{ key: 'fto-pic-1-0' }, { key: 'fto-pic-1-1' }, { key: 'fto-pic-1-2' }]]);
  });

  it("cuts the server's board into one frame a card, in grid order", () => {
    const { loader, cache } = fakeLoader(new Set());
    const images = createCardImages(loader, cache);
    const got: (readonly PictureRef[])[] = [];
    // Five cards, three a row: two rows of a 300 x 200 board, the last row's third place empty.
    images.load({ board: 'data:image/png;base64,AAA' }, 5, 3, { loaded: (k) => got.push(k), failed: () => undefined });
    expect(loader.queued).toHaveLength(1);
    loader.finish();
    expect(got).toEqual([[0, 1, 2, 3, 4].map((i) => ({ key: 'fto-pic-1-0', frame: String(i) }))]);
    expect(cache.frames.get('fto-pic-1-0')).toEqual([
      '0@0,0 100x100',
      '1@100,0 100x100',
      '2@200,0 100x100',
      '3@0,100 100x100',
      '4@100,100 100x100',
    ]);
  });

  it('reports every card without its picture when the board does not load, and loads the board again on retry', () => {
    const failing = new Set(['board']);
    const { loader, cache } = fakeLoader(failing);
    const images = createCardImages(loader, cache);
    const failed: (readonly number[])[] = [];
    const loaded: (readonly PictureRef[])[] = [];
    images.load({ board: 'board' }, 4, 2, { loaded: (k) => loaded.push(k), failed: (p) => failed.push(p) });
    loader.finish();
    expect(failed).toEqual([[0, 1, 2, 3]]);
    failing.clear();
    expect(images.retry()).toBe(true);
    expect(loader.queued.map((q) => q.url)).toEqual(['board']);
    loader.finish();
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).toHaveLength(4);
  });

  it("drops the previous round's textures when the next round loads and on release", () => {
    const { loader, cache } = fakeLoader(new Set());
    const images = createCardImages(loader, cache);
    const events = { loaded: () => undefined, failed: () => undefined };
    images.load(each(['a', 'b']), 2, 2, events);
    loader.finish();
    images.load(each(['c']), 1, 1, events);
    expect([...cache.keys]).toEqual([]);
    loader.finish();
    expect([...cache.keys]).toEqual(['fto-pic-2-0']);
    images.release();
    expect([...cache.keys]).toEqual([]);
  });

  it('reports the places that failed and reloads only those on retry', () => {
    const failing = new Set(['bad']);
    const { loader, cache } = fakeLoader(failing);
    const images = createCardImages(loader, cache);
    const failed: (readonly number[])[] = [];
    const loaded: (readonly PictureRef[])[] = [];
    images.load(each(['ok', 'bad', 'ok']), 3, 3, { loaded: (k) => loaded.push(k), failed: (p) => failed.push(p) });
    loader.finish();
    expect(failed).toEqual([[1]]);
    expect(loaded).toEqual([]);
    failing.clear();
    expect(images.retry()).toBe(true);
    expect(loader.queued.map((q) => q.url)).toEqual(['bad']);
    loader.finish();
    expect(loaded).toEqual([[{ key: 'fto-pic-1-0' }, { key: 'fto-pic-1-1' }, { key: 'fto-pic-1-2' }]]);
    expect(images.retry()).toBe(false);
  });

  it('forgets a round replaced while it was still loading', () => {
    const { loader, cache } = fakeLoader(new Set());
    const images = createCardImages(loader, cache);
    const first: unknown[] = [];
    const second: unknown[] = [];
    images.load(each(['a', 'b']), 2, 2, { loaded: (k) => first.push(k), failed: (p) => first.push(p) });
    images.load(each(['c']), 1, 1, { loaded: (k) => second.push(k), failed: (p) => second.push(p) });
    loader.finish();
    expect(first).toEqual([]);
    expect(second).toEqual([[{ key: 'fto-pic-2-0' }]]);
    expect([...cache.keys]).toEqual(['fto-pic-2-0']);
  });
});
