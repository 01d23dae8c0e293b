import { describe, expect, it, vi } from 'vitest';
import { createGameBus } from './bus';
import { createEmitter } from './emitter';

interface Wheel {
  intent: { spin: true };
  outcome: { slot: number };
  push: { round: number };
}

describe('game bus', () => {
  it('carries scene events out and commands in, each typed per game', () => {
    const bus = createGameBus<Wheel>();
    const intents: { spin: true }[] = [];
    const outcomes: number[] = [];
    bus.on('intent', (i) => intents.push(i));
    bus.onCommand('outcome', (o) => outcomes.push(o.slot));
    bus.emit('intent', { spin: true });
    bus.send('outcome', { slot: 7 });
    expect(intents).toEqual([{ spin: true }]);
    expect(outcomes).toEqual([7]);
    // @ts-expect-error an outcome of another game's shape is refused at compile time
    bus.send('outcome', { prize: 'x' });
  });

  it('on() returns an unsubscribe that removes only that listener', () => {
    const bus = createGameBus<Wheel>();
    const a = vi.fn();
    const b = vi.fn();
    const offA = bus.on('intent', a);
    bus.on('intent', b);
    offA();
    offA();
    bus.emit('intent', { spin: true });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledOnce();
  });

  it('replays ready and error to late subscribers, but not intents', () => {
    const bus = createGameBus<Wheel>();
    bus.emit('error', { key: 'msg.imageLoadFail', stage: 'assets', files: ['wheel.bg'] });
    bus.emit('intent', { spin: true });
    const late = { error: vi.fn(), intent: vi.fn(), ready: vi.fn() };
    bus.on('error', late.error);
    bus.on('intent', late.intent);
    bus.on('ready', late.ready);
    expect(late.error).toHaveBeenCalledWith({ key: 'msg.imageLoadFail', stage: 'assets', files: ['wheel.bg'] });
    expect(late.intent).not.toHaveBeenCalled();
    expect(late.ready).not.toHaveBeenCalled();
  });

  it('replays the latest announcement to a live region drawn after it was said', () => {
    const bus = createGameBus<Wheel>();
    bus.emit('announce', { key: 'games.a11y.egg.closed' });
    bus.emit('announce', { key: 'games.a11y.egg.open' });
    const said = vi.fn();
    bus.on('announce', said);
    expect(said.mock.calls).toEqual([[{ key: 'games.a11y.egg.open' }]]);
  });

  it('forgets an old error once the scene is ready (a retry worked)', () => {
    const bus = createGameBus<Wheel>();
    bus.emit('error', { key: 'msg.imageLoadFail', stage: 'assets' });
    bus.emit('loadProgress', { progress: 1, loaded: 2, total: 2 });
    bus.emit('ready', { slug: 'spin-wheel' });
    const error = vi.fn();
    const ready = vi.fn();
    const progress = vi.fn();
    bus.on('error', error);
    bus.on('ready', ready);
    bus.on('loadProgress', progress);
    expect(error).not.toHaveBeenCalled();
    expect(progress).not.toHaveBeenCalled();
    expect(ready).toHaveBeenCalledWith({ slug: 'spin-wheel' });
  });

  it('starts a late scene muted and paused when the chrome said so, and resume clears the pause', () => {
    const bus = createGameBus<Wheel>();
    bus.send('mute', { muted: true });
    bus.send('pause');
    const mute = vi.fn();
    const pause = vi.fn();
    bus.onCommand('mute', mute);
    bus.onCommand('pause', pause);
    expect(mute).toHaveBeenCalledWith({ muted: true });
    expect(pause).toHaveBeenCalledOnce();
    bus.send('resume');
    const later = vi.fn();
    bus.onCommand('pause', later);
    expect(later).not.toHaveBeenCalled();
  });

  it('throws a clear "destroyed" error from every method after destroy, but unsubscribing stays harmless', () => {
    const bus = createGameBus<Wheel>();
    const off = bus.on('ready', () => undefined);
    bus.destroy();
    expect(bus.destroyed).toBe(true);
    expect(() => bus.on('ready', () => undefined)).toThrow('GameBus destroyed: on() called after destroy()');
    expect(() => bus.emit('intent', { spin: true })).toThrow(/destroyed/);
    expect(() => bus.send('pause')).toThrow(/destroyed/);
    expect(() => bus.onCommand('outcome', () => undefined)).toThrow(/destroyed/);
    expect(() => bus.destroy()).toThrow(/destroyed/);
    expect(off).not.toThrow();
  });

  it('keeps calling the other listeners when one throws, and reports the error', () => {
    const errors: unknown[] = [];
    const bus = createGameBus<Wheel>({ onListenerError: (e) => errors.push(e) });
    const after = vi.fn();
    bus.on('intent', () => {
      throw new Error('chrome bug');
    });
    bus.on('intent', after);
    bus.emit('intent', { spin: true });
    expect(after).toHaveBeenCalledOnce();
    expect(errors).toEqual([new Error('chrome bug')]);
  });
});

describe('emitter', () => {
  it('does not skip a listener when another unsubscribes during an emit', () => {
    const e = createEmitter<{ tick: number }>({ name: 'T' });
    const seen: string[] = [];
    const offA = e.on('tick', () => {
      seen.push('a');
      offA();
    });
    e.on('tick', () => seen.push('b'));
    e.emit('tick', 1);
    e.emit('tick', 2);
    expect(seen).toEqual(['a', 'b', 'b']);
  });

  it('replays only the latest sticky value', () => {
    const e = createEmitter<{ level: number }>({ name: 'T', sticky: ['level'] });
    e.emit('level', 1);
    e.emit('level', 2);
    const fn = vi.fn();
    e.on('level', fn);
    expect(fn.mock.calls).toEqual([[2]]);
  });

  it('rethrows a listener error asynchronously by default, after the other listeners ran', async () => {
    const e = createEmitter<{ go: undefined }>({ name: 'T' });
    const thrown = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((task) =>
        original(() => {
          try {
            task();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    const after = vi.fn();
    e.on('go', () => {
      throw new Error('boom');
    });
    e.on('go', after);
    e.emit('go');
    expect(after).toHaveBeenCalledOnce();
    expect(await thrown).toEqual(new Error('boom'));
    vi.restoreAllMocks();
  });
});
