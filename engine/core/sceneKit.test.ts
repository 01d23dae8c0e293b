import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLoader } from '../testing/fakes';
import { createGameBus, type GameBus, type GameError, type LoadProgress } from './bus';
import type { GameAudio, LoadableAsset, SceneContext } from './game';
import { createSceneKit, type SceneHooks } from './sceneKit';

interface Wheel {
  intent: { spin: true };
  outcome: { slot: number };
  push: { round: number };
}

let bus: GameBus<Wheel>;
let now: number;
let audio: GameAudio & { registered: string[] };
let ctx: SceneContext<Wheel>;
let loader: FakeLoader;
const asset = (key: string): LoadableAsset => ({
  key,
  type: key.endsWith('.sfx') ? 'audio' : 'svg',
  file: `${key}.svg`,
  variant: 'default',
  maxBytes: 1,
  url: `/a/${key}`,
  ...(key.endsWith('.sfx') ? { channel: 'sfx' as const } : { width: 100, height: 50 }),
});

beforeEach(() => {
  bus = createGameBus<Wheel>();
  now = 0;
  audio = {
    registered: [],
    register(key) {
      this.registered.push(key);
    },
    play: vi.fn(),
    stopMusic: vi.fn(),
  };
  ctx = { slug: 'wheel', lang: 'en', now: () => new Date(0), clock: () => now, bus, asset, audio, reducedMotion: () => false };
  loader = new FakeLoader();
});

function kitWith(hooks: Partial<SceneHooks<Wheel>> = {}) {
  const build = vi.fn();
  const kit = createSceneKit(ctx, { build, showOutcome: () => undefined, ...hooks });
  return { kit, build };
}

describe('scene kit', () => {
  it('hands server pushes to a built scene in any phase, and drops them before build', () => {
    const pushed = vi.fn();
    const { kit } = kitWith({ pushed });
    kit.preload(loader, ['wheel.bg']);
    bus.send('push', { round: 1 });
    expect(pushed).not.toHaveBeenCalled();
    loader.run();
    kit.created();
    bus.send('push', { round: 2 });
    kit.intent({ spin: true });
    bus.send('push', { round: 3 });
    expect(pushed.mock.calls).toEqual([[{ round: 2 }], [{ round: 3 }]]);
    expect(kit.phase).toBe('waiting');
  });

  it('reports a push the scene failed on as a scene error, and keeps running', () => {
    const errors: GameError[] = [];
    bus.on('error', (e) => errors.push(e));
    const { kit } = kitWith({
      pushed: () => {
        throw new Error('bad round');
      },
    });
    kit.preload(loader, ['wheel.bg']);
    loader.run();
    kit.created();
    bus.send('push', { round: 1 });
    expect(errors).toMatchObject([{ stage: 'scene', detail: 'Error: bad round' }]);
    expect(kit.phase).toBe('idle');
  });

  it("loads the scene's art with progress, builds after create, then says ready", () => {
    const progress: LoadProgress[] = [];
    bus.on('loadProgress', (p) => progress.push(p));
    const ready = vi.fn();
    bus.on('ready', ready);
    const { kit, build } = kitWith();
    kit.preload(loader, ['wheel.bg', 'wheel.pointer', 'wheel.tick.sfx']);
    expect(loader.queued.map((q) => q.key)).toEqual(['wheel.bg', 'wheel.pointer']);
    expect(loader.queued[0]).toMatchObject({ kind: 'svg', url: '/a/wheel.bg', size: { width: 100, height: 50 } });
    expect(audio.registered).toEqual(['wheel.tick.sfx']);
    loader.run();
    expect(build).not.toHaveBeenCalled();
    kit.created();
    expect(build).toHaveBeenCalledOnce();
    expect(ready).toHaveBeenCalledWith({ slug: 'wheel' });
    expect(progress.map((p) => p.progress)).toEqual([0, 0.5, 1]);
    expect(kit.phase).toBe('idle');
  });

  it('says msg.imageLoadFail with the failed keys, and a retry reloads only those', () => {
    const errors: GameError[] = [];
    bus.on('error', (e) => errors.push(e));
    const { kit, build } = kitWith();
    loader.failing.add('wheel.pointer');
    kit.preload(loader, ['wheel.bg', 'wheel.pointer']);
    loader.run();
    kit.created();
    expect(build).not.toHaveBeenCalled();
    expect(kit.phase).toBe('failed');
    expect(errors).toEqual([{ key: 'msg.imageLoadFail', stage: 'assets', files: ['wheel.pointer'] }]);
    loader.failing.clear();
    bus.send('retry');
    expect(loader.queued.map((q) => q.key)).toEqual(['wheel.pointer']);
    expect(loader.starts).toBe(1);
    loader.run();
    expect(build).toHaveBeenCalledOnce();
    expect(kit.phase).toBe('idle');
    const lateError = vi.fn();
    bus.on('error', lateError);
    expect(lateError).not.toHaveBeenCalled();
  });

  it('builds at once when the scene has no art to load', () => {
    const { kit, build } = kitWith();
    kit.preload(loader, []);
    kit.created();
    expect(build).toHaveBeenCalledOnce();
  });

  it('sends one intent at a time and animates only the outcome it asked for', async () => {
    const shown: number[] = [];
    let finish!: () => void;
    const { kit } = kitWith({
      showOutcome: (o) =>
        new Promise<void>((r) => {
          shown.push(o.slot);
          finish = r;
        }),
    });
    kit.preload(loader, []);
    kit.created();
    const intents = vi.fn();
    const results = vi.fn();
    bus.on('intent', intents);
    bus.on('resultShown', results);
    bus.send('outcome', { slot: 1 });
    expect(kit.intent({ spin: true })).toBe(true);
    expect(kit.intent({ spin: true })).toBe(false);
    expect(intents).toHaveBeenCalledOnce();
    bus.send('outcome', { slot: 4 });
    bus.send('outcome', { slot: 5 });
    await Promise.resolve();
    expect(kit.phase).toBe('animating');
    expect(shown).toEqual([4]);
    finish();
    await vi.waitFor(() => expect(results).toHaveBeenCalledWith({ slot: 4 }));
    expect(kit.phase).toBe('idle');
  });

  it('goes back to idle when the server refused the intent', () => {
    const refused = vi.fn();
    const { kit } = kitWith({ refused });
    kit.preload(loader, []);
    kit.created();
    kit.intent({ spin: true });
    bus.send('refused', { key: 'msg.noMoreChancesToSpin' });
    expect(refused).toHaveBeenCalledWith('msg.noMoreChancesToSpin');
    expect(kit.phase).toBe('idle');
    expect(kit.intent({ spin: true })).toBe(true);
  });

  it('guards taps with the 300 ms window on the context clock', () => {
    const { kit } = kitWith();
    expect(kit.guard.accept()).toBe(true);
    now = 299;
    expect(kit.guard.accept()).toBe(false);
    now = 300;
    expect(kit.guard.accept()).toBe(true);
  });

  it('reports a scene that throws while animating instead of hanging in animating', async () => {
    const errors: GameError[] = [];
    bus.on('error', (e) => errors.push(e));
    const { kit } = kitWith({
      showOutcome: () => {
        throw new Error('tween bug');
      },
    });
    kit.preload(loader, []);
    kit.created();
    kit.intent({ spin: true });
    bus.send('outcome', { slot: 2 });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({ key: 'msg.internalServerError', stage: 'scene' });
    expect(kit.phase).toBe('idle');
  });

  it('stops listening on destroy and never emits after it', async () => {
    let finish!: () => void;
    const { kit } = kitWith({
      showOutcome: () =>
        new Promise<void>((r) => {
          finish = r;
        }),
    });
    kit.preload(loader, []);
    kit.created();
    kit.intent({ spin: true });
    bus.send('outcome', { slot: 1 });
    await Promise.resolve();
    kit.destroy();
    bus.destroy();
    finish();
    await new Promise((r) => setTimeout(r, 0));
    expect(kit.intent({ spin: true })).toBe(false);
  });
});
