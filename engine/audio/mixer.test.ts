import { beforeEach, describe, expect, it } from 'vitest';
import { CountingTarget, FakeDocument } from '../testing/fakes';
import { clampVolume, createMixer, type AudioSettings, type HowlLike } from './mixer';

class FakeHowl implements HowlLike {
  plays = 0;
  stops = 0;
  vol = -1;
  muted = false;
  unloaded = false;
  constructor(readonly options: { src: string[]; loop: boolean; volume: number; mute: boolean; preload: boolean }) {}
  play() {
    this.plays += 1;
    return this.plays;
  }
  stop() {
    this.stops += 1;
  }
  volume(v: number) {
    this.vol = v;
  }
  mute(m: boolean) {
    this.muted = m;
  }
  unload() {
    this.unloaded = true;
  }
}

let settings: AudioSettings;
let listeners: (() => void)[];
let howls: Map<string, FakeHowl>;
let ctx: { state: string; resumes: number; resume(): Promise<void> };
let doc: FakeDocument;
let win: CountingTarget;

beforeEach(() => {
  settings = { bgm: { on: true, volume: 0.5 }, sfx: { on: true, volume: 0.8 } };
  listeners = [];
  howls = new Map();
  ctx = {
    state: 'running',
    resumes: 0,
    async resume() {
      this.resumes += 1;
      this.state = 'running';
    },
  };
  doc = new FakeDocument();
  win = new CountingTarget();
});

function mixer() {
  return createMixer({
    settings: {
      get: () => settings,
      subscribe: (fn) => {
        listeners.push(fn);
        return () => {
          listeners = listeners.filter((l) => l !== fn);
        };
      },
    },
    createHowl: (options) => {
      const howl = new FakeHowl(options);
      howls.set(options.src[0] ?? '', howl);
      return howl;
    },
    howler: { ctx },
    env: { doc, win },
  });
}
const change = (next: AudioSettings) => {
  settings = next;
  for (const fn of listeners) fn();
};

describe('audio mixer', () => {
  it('clamps volumes to 0..1 and treats garbage as silence', () => {
    expect(clampVolume(1.5)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(0.3)).toBe(0.3);
    expect(clampVolume(Number.NaN)).toBe(0);
    expect(clampVolume(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('plays music looping on the bgm channel and effects once on the sfx channel', () => {
    const m = mixer();
    m.register('bgm', '/bgm.mp3', 'music');
    m.register('tick', '/tick.mp3', 'sfx');
    expect(howls.get('/bgm.mp3')?.options).toMatchObject({ loop: true, volume: 0.5, preload: false });
    expect(howls.get('/tick.mp3')?.options).toMatchObject({ loop: false, volume: 0.8, preload: true });
    m.play('bgm');
    m.play('bgm');
    m.play('tick');
    m.play('tick');
    expect(howls.get('/bgm.mp3')?.plays).toBe(1);
    expect(howls.get('/tick.mp3')?.plays).toBe(2);
  });

  it('follows the settings: toggles mute a channel, volumes apply clamped', () => {
    const m = mixer();
    m.register('bgm', '/bgm.mp3', 'music');
    m.register('tick', '/tick.mp3', 'sfx');
    change({ bgm: { on: false, volume: 3 }, sfx: { on: true, volume: -1 } });
    expect(howls.get('/bgm.mp3')).toMatchObject({ muted: true, vol: 1 });
    expect(howls.get('/tick.mp3')).toMatchObject({ muted: false, vol: 0 });
    expect(m.level('music')).toEqual({ muted: true, volume: 1 });
  });

  it('replaces the music playing and stops it on request', () => {
    const m = mixer();
    m.register('a', '/a.mp3', 'music');
    m.register('b', '/b.mp3', 'music');
    m.play('a');
    m.play('b');
    expect(howls.get('/a.mp3')?.stops).toBe(1);
    m.stopMusic();
    expect(howls.get('/b.mp3')?.stops).toBe(1);
  });

  it('mutes everything on a temporary mute without touching the settings', () => {
    const m = mixer();
    m.register('tick', '/tick.mp3', 'sfx');
    m.setMuted(true);
    expect(howls.get('/tick.mp3')?.muted).toBe(true);
    m.setMuted(false);
    expect(howls.get('/tick.mp3')?.muted).toBe(false);
  });

  it('resumes an AudioContext iOS interrupted, on focus, on a visible page and on the next touch', () => {
    mixer();
    ctx.state = 'interrupted';
    win.fire('focus');
    expect(ctx.resumes).toBe(1);
    ctx.state = 'suspended';
    doc.visibilityState = 'hidden';
    doc.fire('visibilitychange');
    expect(ctx.resumes).toBe(1);
    doc.visibilityState = 'visible';
    doc.fire('visibilitychange');
    expect(ctx.resumes).toBe(2);
    ctx.state = 'interrupted';
    doc.fire('touchend');
    expect(ctx.resumes).toBe(3);
    doc.fire('touchend');
    expect(ctx.resumes).toBe(3);
  });

  it('refuses a sound that was never registered, naming it', () => {
    expect(() => mixer().play('nope')).toThrow(/"nope" was not registered/);
  });

  it('destroy stops and unloads every sound and removes every listener and subscription', () => {
    const m = mixer();
    m.register('bgm', '/bgm.mp3', 'music');
    m.play('bgm');
    m.destroy();
    m.destroy();
    expect(howls.get('/bgm.mp3')).toMatchObject({ unloaded: true, stops: 1 });
    expect(listeners).toHaveLength(0);
    expect(doc.total()).toBe(0);
    expect(win.total()).toBe(0);
    expect(() => m.play('bgm')).toThrow(/destroyed/);
  });
});
