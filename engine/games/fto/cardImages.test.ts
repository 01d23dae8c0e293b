import { describe, expect, it } from 'vitest';
import { createCardImages, type RuntimeLoader, type TextureCache } from './cardImages';

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
  const cache: TextureCache & { keys: Set<string> } = {
    keys: textures,
    exists: (key) => textures.has(key),
    remove: (key) => textures.delete(key),
  };
  return { loader, cache };
}

describe('FTO card images', () => {
  it("loads a deal's pictures under keys that say nothing but batch and place", () => {
    const { loader, cache } = fakeLoader(new Set());
    const images = createCardImages(loader, cache);
    const got: (readonly string[])[] = [];
    images.load(['data:image/png;base64,AAA', 'data:image/png;base64,AAA', 'pic.svg'], {
      loaded: (k) => got.push(k),
      failed: () => undefined,
    });
    expect(loader.queued.map((q) => q.kind)).toEqual(['image', 'image', 'svg']);
    loader.finish();
    expect(got).toEqual([['fto-pic-1-0', 'fto-pic-1-1', 'fto-pic-1-2']]);
  });

  it("drops the previous round's textures when the next round loads and on release", () => {
    const { loader, cache } = fakeLoader(new Set());
    const images = createCardImages(loader, cache);
    const events = { loaded: () => undefined, failed: () => undefined };
    images.load(['a', 'b'], events);
    loader.finish();
    images.load(['c'], events);
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
    const loaded: (readonly string[])[] = [];
    images.load(['ok', 'bad', 'ok'], { loaded: (k) => loaded.push(k), failed: (p) => failed.push(p) });
    loader.finish();
    expect(failed).toEqual([[1]]);
    expect(loaded).toEqual([]);
    failing.clear();
    expect(images.retry()).toBe(true);
    expect(loader.queued.map((q) => q.url)).toEqual(['bad']);
    loader.finish();
    expect(loaded).toEqual([['fto-pic-1-0', 'fto-pic-1-1', 'fto-pic-1-2']]);
    expect(images.retry()).toBe(false);
  });

  it('forgets a round replaced while it was still loading', () => {
    const { loader, cache } = fakeLoader(new Set());
    const images = createCardImages(loader, cache);
    const first: unknown[] = [];
    const second: unknown[] = [];
    images.load(['a', 'b'], { loaded: (k) => first.push(k), failed: (p) => first.push(p) });
    images.load(['c'], { loaded: (k) => second.push(k), failed: (p) => second.push(p) });
    loader.finish();
    expect(first).toEqual([]);
    expect(second).toEqual([['fto-pic-2-0']]);
    expect([...cache.keys]).toEqual(['fto-pic-2-0']);
  });
});
