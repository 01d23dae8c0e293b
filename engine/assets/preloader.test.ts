import { describe, expect, it, vi } from 'vitest';
import type { LoadProgress } from '../core/bus';
import type { LoadableAsset } from '../core/game';
import { FakeLoader } from '../testing/fakes';
import { createPreloader } from './preloader';

const svg = (key: string): LoadableAsset => ({
  key,
  type: 'svg',
  file: `${key}.svg`,
  variant: 'default',
  maxBytes: 1,
  url: `/a/${key}.svg`,
  width: 10,
  height: 20,
});
const png = (key: string): LoadableAsset => ({
  key,
  type: 'image',
  file: `${key}.png`,
  variant: 'default',
  maxBytes: 1,
  url: `/a/${key}.png`,
});
const mp3 = (key: string): LoadableAsset => ({
  key,
  type: 'audio',
  file: `${key}.mp3`,
  variant: 'default',
  maxBytes: 1,
  url: `/a/${key}.mp3`,
  channel: 'music',
});
const silent = () => ({ register: vi.fn(), play: vi.fn(), stopMusic: vi.fn() });

describe('preloader', () => {
  it('queues images and svgs on the loader and hands audio to the mixer', () => {
    const loader = new FakeLoader();
    const audio = silent();
    createPreloader(loader, [svg('a'), png('b'), mp3('c')], audio, { progress: vi.fn(), done: vi.fn(), failed: vi.fn() }).queue();
    expect(loader.queued).toEqual([
      { kind: 'svg', key: 'a', url: '/a/a.svg', size: { width: 10, height: 20 } },
      { kind: 'image', key: 'b', url: '/a/b.png' },
    ]);
    expect(audio.register).toHaveBeenCalledWith('c', '/a/c.mp3', 'music');
  });

  it('keeps counting progress across a retry of the failed files only', () => {
    const loader = new FakeLoader();
    const progress: LoadProgress[] = [];
    const failed = vi.fn();
    const done = vi.fn();
    const p = createPreloader(loader, [svg('a'), svg('b'), svg('c')], silent(), { progress: (x) => progress.push(x), done, failed });
    loader.failing = new Set(['b', 'c']);
    p.queue();
    loader.run();
    expect(failed).toHaveBeenCalledWith(['b', 'c']);
    expect(p.failedKeys).toEqual(['b', 'c']);
    loader.failing = new Set(['c']);
    p.retry();
    loader.run();
    expect(failed).toHaveBeenLastCalledWith(['c']);
    loader.failing.clear();
    p.retry();
    loader.run();
    expect(done).toHaveBeenCalledOnce();
    expect(progress.map((x) => `${x.loaded}/${x.total}`)).toEqual(['0/3', '1/3', '1/3', '2/3', '2/3', '3/3']);
  });

  it('ignores a retry when nothing failed, and goes quiet after destroy', () => {
    const loader = new FakeLoader();
    const events = { progress: vi.fn(), done: vi.fn(), failed: vi.fn() };
    const p = createPreloader(loader, [svg('a')], silent(), events);
    p.queue();
    p.retry();
    expect(loader.starts).toBe(0);
    p.destroy();
    loader.run();
    expect(events.done).not.toHaveBeenCalled();
    expect(events.progress).toHaveBeenCalledTimes(1);
  });
});
