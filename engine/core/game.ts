// The contract between the host and a game module (engine/games/<slug>/).
// Type-only imports of Phaser: this file is imported by the host, which must
// not pull Phaser into the chrome's bundle (Phaser arrives by dynamic import).
import type { Scene } from 'phaser';
import type { Lang } from '../../contract/constants';
import type { ResolvedAsset } from '../assets/manifest';
import type { GamePayloads, SceneBus } from './bus';

export type { GamePayloads } from './bus';

/** A manifest asset resolved for today and the player's language, with the URL to fetch. */
export interface LoadableAsset extends ResolvedAsset {
  url: string;
}

/** What scenes may do with sound: the mixer owns volumes, toggles and cleanup. */
export interface GameAudio {
  /** declare a sound (preloading registers a scene's audio keys) */
  register(key: string, url: string, channel: 'music' | 'sfx'): void;
  /** music loops and replaces the music playing; an effect plays once */
  play(key: string): void;
  stopMusic(): void;
}

/** Everything a scene gets from the host; no globals. */
export interface SceneContext<P extends GamePayloads> {
  readonly slug: string;
  readonly lang: Lang;
  /** wall clock for date-driven art (pinned in visual tests) */
  now(): Date;
  /** millisecond clock for input timing (the double-tap guard) */
  clock(): number;
  readonly bus: SceneBus<P>;
  /** a manifest key resolved for now() and lang; throws for a key the manifest lacks */
  asset(key: string): LoadableAsset;
  readonly audio: GameAudio;
  /** the player prefers reduced motion (their switch, else their system); read when a motion starts */
  reducedMotion(): boolean;
}

/**
 * What engine/games/<slug>/index.ts exports as default. Method syntax keeps
 * a module of specific payloads assignable to the registry's general type.
 */
export interface GameModule<P extends GamePayloads> {
  /** The game's scenes, first one started; each is built around the context. */
  createScenes(ctx: SceneContext<P>): Scene[];
}

/** A registry entry loads the module on demand, so each game is its own chunk. */
export type GameLoader<P extends GamePayloads> = () => Promise<GameModule<P>>;
export type GameRegistry = Readonly<Record<string, GameLoader<GamePayloads>>>;

/** The payloads of a registry entry: what the chrome's bus for that slug carries. */
export type PayloadsOf<L> = L extends GameLoader<infer P> ? P : GamePayloads;

/** Identity with the payload types pinned: `export default defineGame<SpinPayloads>({ createScenes })`. */
export function defineGame<P extends GamePayloads>(module: GameModule<P>): GameModule<P> {
  return module;
}
