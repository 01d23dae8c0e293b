// Two channels on howler: music (bgm, one looping track at a time) and
// effects (sfx, one-shots). Each follows the player's settings (on/off and a
// volume clamped to 0..1) through a plain get/subscribe source, so the engine
// needs no valtio: the chrome adapts its store with
// { get: () => snapshot(gameState), subscribe: (fn) => subscribe(gameState, fn) }.
// Howler is injected (createHowl, howler) so tests run with fakes.
import type { ListenerTarget } from '../core/dom';

export interface ChannelSettings {
  on: boolean;
  volume: number;
}
export interface AudioSettings {
  bgm: ChannelSettings;
  sfx: ChannelSettings;
}
export interface SettingsSource {
  get(): AudioSettings;
  /** calls fn after any change; returns an unsubscribe */
  subscribe(fn: () => void): () => void;
}

/** The subset of a Howl used here. */
export interface HowlLike {
  play(): number;
  stop(): unknown;
  volume(volume: number): unknown;
  mute(muted: boolean): unknown;
  unload(): void;
}
export type HowlFactory = (options: { src: string[]; loop: boolean; volume: number; mute: boolean; preload: boolean }) => HowlLike;

/** The subset of the Howler global used here: its shared AudioContext. */
export interface HowlerLike {
  ctx: { state: string; resume(): Promise<void> } | null;
}

/** Where the resume triggers come from: window (focus) and document (visibility, touches). */
export interface MixerEnv {
  win: ListenerTarget;
  doc: ListenerTarget & { readonly visibilityState: string };
}

export type Channel = 'music' | 'sfx';

export interface AudioMixer {
  register(key: string, url: string, channel: Channel): void;
  play(key: string): void;
  stopMusic(): void;
  /** a temporary mute on top of the settings (the chrome's mute command, a paused game) */
  setMuted(muted: boolean): void;
  /** what a channel plays at now, after settings and mute */
  level(channel: Channel): { muted: boolean; volume: number };
  /** stops and unloads every sound of this mixer and removes its listeners */
  destroy(): void;
}

/** 0..1; anything that is not a finite number is silence rather than a surprise at full blast. */
export function clampVolume(volume: number): number {
  return Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 0;
}

export function createMixer(deps: { settings: SettingsSource; createHowl: HowlFactory; howler: HowlerLike; env: MixerEnv }): AudioMixer {
  const sounds = new Map<string, { howl: HowlLike; channel: Channel }>();
  let music: HowlLike | null = null;
  let muted = false;
  let destroyed = false;

  const level = (channel: Channel) => {
    const s = deps.settings.get()[channel === 'music' ? 'bgm' : 'sfx'];
    return { muted: muted || !s.on, volume: clampVolume(s.volume) };
  };
  const apply = (howl: HowlLike, channel: Channel) => {
    const l = level(channel);
    howl.volume(l.volume);
    howl.mute(l.muted);
  };
  const applyAll = () => {
    for (const { howl, channel } of sounds.values()) apply(howl, channel);
  };

  // iOS suspends ("interrupted") the AudioContext on a call, a focus change
  // or a locked screen and does not resume it by itself; these are the
  // moments a resume is allowed and useful.
  const resume = () => {
    const ctx = deps.howler.ctx;
    if (ctx && ctx.state !== 'running' && ctx.state !== 'closed') ctx.resume().catch(() => undefined);
  };
  const onVisibility = () => {
    if (deps.env.doc.visibilityState === 'visible') resume();
  };
  const touchEvents = ['touchend', 'pointerup', 'keydown'] as const;
  deps.env.win.addEventListener('focus', resume);
  deps.env.doc.addEventListener('visibilitychange', onVisibility);
  for (const t of touchEvents) deps.env.doc.addEventListener(t, resume, { capture: true, passive: true });
  const unsubscribe = deps.settings.subscribe(applyAll);

  const alive = () => {
    if (destroyed) throw new Error('AudioMixer destroyed');
  };

  return {
    register(key, url, channel) {
      alive();
      if (sounds.has(key)) return;
      const l = level(channel);
      // Music streams on demand; effects preload so the first tap sounds at once.
      const howl = deps.createHowl({ src: [url], loop: channel === 'music', volume: l.volume, mute: l.muted, preload: channel === 'sfx' });
      sounds.set(key, { howl, channel });
    },
    play(key) {
      alive();
      const sound = sounds.get(key);
      if (!sound) throw new Error(`sound "${key}" was not registered (is it in the scene's assetKeys?)`);
      resume();
      apply(sound.howl, sound.channel);
      if (sound.channel === 'music') {
        if (music === sound.howl) return;
        music?.stop();
        music = sound.howl;
      }
      sound.howl.play();
    },
    stopMusic() {
      alive();
      music?.stop();
      music = null;
    },
    setMuted(value) {
      alive();
      muted = value;
      applyAll();
    },
    level(channel) {
      return level(channel);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      unsubscribe();
      deps.env.win.removeEventListener('focus', resume);
      deps.env.doc.removeEventListener('visibilitychange', onVisibility);
      for (const t of touchEvents) deps.env.doc.removeEventListener(t, resume, { capture: true });
      for (const { howl } of sounds.values()) {
        howl.stop();
        howl.unload();
      }
      sounds.clear();
      music = null;
    },
  };
}
