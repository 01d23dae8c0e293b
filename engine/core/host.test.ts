import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssetManifest } from '../assets/manifest';
import type { AudioSettings } from '../audio/mixer';
import { CountingTarget, FakeDocument, FakeFrames, FakeResizeObserver, fakeAfter, fakePhaser } from '../testing/fakes';
import type { GameError } from './bus';
import { defineGame, type GameRegistry, type SceneContext } from './game';
import { createGameHost, type HostOptions } from './host';
import type { PhaserLike } from './phaser';

interface Wheel {
  intent: { spin: true };
  outcome: { slot: number };
  push: never;
}

const manifest: AssetManifest = { version: 1, assets: { 'wheel.bg': { type: 'svg', file: 'games/wheel-{lang}.svg', maxBytes: 100 } } };
let contexts: SceneContext<Wheel>[];
const registry = {
  wheel: async () =>
    defineGame<Wheel>({
      createScenes: (ctx) => {
        contexts.push(ctx);
        return [];
      },
    }),
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let frames: FakeFrames;
let fake: ReturnType<typeof fakePhaser>;
let parent: HTMLElement;
let doc: FakeDocument;
let win: CountingTarget;
let timers: ReturnType<typeof fakeAfter>;

beforeEach(() => {
  contexts = [];
  frames = new FakeFrames();
  fake = fakePhaser(frames);
  parent = document.createElement('main');
  document.body.appendChild(parent);
  doc = new FakeDocument();
  win = new CountingTarget();
  timers = fakeAfter();
  FakeResizeObserver.live = 0;
  FakeResizeObserver.instances = [];
});
afterEach(() => parent.remove());

function mount(extra: Partial<HostOptions<typeof registry, 'wheel'>> = {}) {
  return createGameHost({
    slug: 'wheel',
    parent,
    registry,
    lang: 'zh',
    assetsBase: '/game-assets',
    now: () => new Date('2025-08-25T00:00:00Z'),
    fullscreen: false,
    loadPhaser: async () => fake.phaser,
    loadManifest: async () => manifest,
    env: { doc, win, nav: {}, ResizeObserver: FakeResizeObserver, after: timers.after, clock: () => 0 },
    ...extra,
  });
}
const settle = () => new Promise((r) => setTimeout(r, 0));
/** destroy() and the Phaser frame that completes it */
async function unmount(host: { destroy(): Promise<void> }) {
  const gone = host.destroy();
  frames.next();
  await gone;
}

describe('game host', () => {
  it("boots the slug's scenes into its parent with WEBGL and RESIZE by default", async () => {
    const host = mount();
    await settle();
    expect(host.state).toBe('running');
    expect(fake.games).toHaveLength(1);
    const config = fake.games[0]?.config;
    expect(config).toMatchObject({ type: fake.phaser.WEBGL, scale: { mode: fake.phaser.Scale.RESIZE }, audio: { noAudio: true } });
    expect(parent.querySelectorAll('canvas')).toHaveLength(1);
    expect(contexts[0]?.asset('wheel.bg')).toMatchObject({ file: 'games/wheel-zh.svg', url: '/game-assets/games/wheel-zh.svg' });
    await unmount(host);
  });

  it('takes a fixed renderer and FIT scaling for visual tests', async () => {
    const host = mount({ renderer: 'canvas', scale: 'fit', size: { width: 720, height: 1280 } });
    await settle();
    expect(fake.games[0]?.config).toMatchObject({
      type: fake.phaser.CANVAS,
      width: 720,
      height: 1280,
      scale: { mode: fake.phaser.Scale.FIT },
    });
    await unmount(host);
  });

  it("hands the chrome a typed bus: the scene's events out, commands in", async () => {
    const host = mount();
    await settle();
    const intents: { spin: true }[] = [];
    host.bus.on('intent', (i) => intents.push(i));
    const outcomes: number[] = [];
    contexts[0]?.bus.onCommand('outcome', (o) => outcomes.push(o.slot));
    contexts[0]?.bus.emit('intent', { spin: true });
    host.bus.send('outcome', { slot: 3 });
    expect(intents).toEqual([{ spin: true }]);
    expect(outcomes).toEqual([3]);
    await unmount(host);
  });

  it("finishes destroy only on Phaser's next frame, then leaves nothing behind", async () => {
    const host = mount();
    await settle();
    const game = fake.games[0];
    let done = false;
    const destroying = host.destroy().then(() => {
      done = true;
    });
    await settle();
    expect(done).toBe(false);
    expect(host.state).toBe('destroying');
    expect(game?.destroyRequests).toBe(1);
    frames.next();
    await destroying;
    expect(host.state).toBe('destroyed');
    expect(parent.children).toHaveLength(0);
    expect(FakeResizeObserver.live).toBe(0);
    expect(doc.total()).toBe(0);
    expect(() => host.bus.on('ready', () => undefined)).toThrow(/destroyed/);
  });

  it('is idempotent: a second destroy() is the same promise and asks Phaser once', async () => {
    const host = mount();
    await settle();
    const first = host.destroy();
    expect(host.destroy()).toBe(first);
    frames.next();
    await first;
    expect(fake.games[0]?.destroyRequests).toBe(1);
  });

  it('destroyed before Phaser finished loading: no game is ever created', async () => {
    const phaser = deferred<PhaserLike>();
    const host = mount({ loadPhaser: () => phaser.promise });
    await host.destroy();
    phaser.resolve(fake.phaser);
    await settle();
    expect(fake.games).toHaveLength(0);
    expect(parent.children).toHaveLength(0);
    expect(doc.total()).toBe(0);
  });

  it("survives StrictMode's mount, unmount, mount: one live game, one canvas", async () => {
    const first = mount();
    const firstGone = first.destroy();
    const second = mount();
    await settle();
    frames.next();
    await firstGone;
    expect(fake.games).toHaveLength(1);
    expect(parent.querySelectorAll('canvas')).toHaveLength(1);
    expect(second.state).toBe('running');
    await unmount(second);
    expect(parent.children).toHaveLength(0);
  });

  it('hides the old game at once on a quick re-mount, before its frame comes', async () => {
    const first = mount();
    await settle();
    const firstGone = first.destroy();
    const second = mount();
    await settle();
    const [old, fresh] = [...parent.children] as HTMLElement[];
    expect(old?.style.display).toBe('none');
    expect(fresh?.style.display).toBe('');
    frames.next();
    await firstGone;
    expect(parent.children).toHaveLength(1);
    await unmount(second);
  });

  it('runs the pending destroy itself when no frame comes (hidden tab)', async () => {
    const host = mount();
    await settle();
    const gone = host.destroy();
    await settle();
    timers.fire();
    await gone;
    expect(fake.games[0]?.destroyed).toBe(true);
    expect(parent.children).toHaveLength(0);
  });

  it("refreshes Phaser's scale when the parent resizes", async () => {
    const host = mount();
    await settle();
    FakeResizeObserver.instances[0]?.callback();
    expect(fake.games[0]?.scale.refreshes).toBe(1);
    await unmount(host);
  });

  it('reports a failed boot and boots again on retry', async () => {
    let fail = true;
    const errors: GameError[] = [];
    const host = mount({
      loadPhaser: async () => {
        if (fail) throw new Error('chunk failed');
        return fake.phaser;
      },
    });
    host.bus.on('error', (e) => errors.push(e));
    await settle();
    expect(host.state).toBe('failed');
    expect(errors).toMatchObject([{ key: 'msg.networkSlow', stage: 'boot' }]);
    fail = false;
    host.bus.send('retry');
    await settle();
    expect(host.state).toBe('running');
    await unmount(host);
  });

  it('says msg.invalidGame for a slug missing from the registry', async () => {
    const empty: GameRegistry = {};
    const host = createGameHost({
      slug: 'nope',
      parent,
      registry: empty,
      lang: 'en',
      assetsBase: '/',
      now: () => new Date(),
      fullscreen: false,
      loadPhaser: async () => fake.phaser,
      loadManifest: async () => manifest,
      env: { doc, win, nav: {}, after: timers.after },
    });
    const error = vi.fn();
    host.bus.on('error', error);
    await settle();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ key: 'msg.invalidGame', stage: 'boot' }));
    await host.destroy();
  });

  it('pauses the game, and mutes and finally unloads its sounds', async () => {
    const settings: AudioSettings = { bgm: { on: true, volume: 0.5 }, sfx: { on: true, volume: 0.5 } };
    const howls: { muted: boolean; unloaded: boolean }[] = [];
    const host = mount({
      audio: { get: () => settings, subscribe: () => () => undefined },
      loadAudio: async () => ({
        howler: { ctx: null },
        createHowl: () => {
          const h = { muted: false, unloaded: false };
          howls.push(h);
          return {
            play: () => 1,
            stop: () => h,
            volume: () => h,
            mute: (m: boolean) => {
              h.muted = m;
            },
            unload: () => {
              h.unloaded = true;
            },
          };
        },
      }),
    });
    await settle();
    contexts[0]?.audio.register('wheel.bgm', '/bgm.mp3', 'music');
    host.bus.send('pause');
    expect(fake.games[0]?.paused).toBe(true);
    contexts[0]?.audio.play('wheel.bgm');
    expect(howls[0]?.muted).toBe(true);
    host.bus.send('resume');
    expect(howls[0]?.muted).toBe(false);
    host.bus.send('mute', { muted: true });
    expect(howls[0]?.muted).toBe(true);
    await unmount(host);
    expect(howls[0]?.unloaded).toBe(true);
    expect(win.total()).toBe(0);
    expect(doc.total()).toBe(0);
  });
});
