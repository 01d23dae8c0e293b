// The one typed channel between a game's scenes and the React chrome: scene
// events go out, commands come in. A game declares its own intent and
// outcome payloads (GamePayloads); everything else is the same for every
// game. The chrome sees a ChromeBus (on + send), a scene a SceneBus
// (emit + onCommand): neither can impersonate the other by accident.
import type { MsgKey } from '../../contract/errors';
import { createEmitter, type ArgsOf, type Listener, type Unsubscribe } from './emitter';

export type { ArgsOf, Listener, Unsubscribe } from './emitter';

/** What a game declares: what the player asks for, what the server answered, and what it pushes unasked. */
export interface GamePayloads {
  /** emitted by the scene when the player acts (the chrome sends it to the server) */
  intent: unknown;
  /** the server's decision, sent back to the scene to animate */
  outcome: unknown;
  /**
   * What reaches a running scene without the player's own action: a new
   * round dealt, an opponent's move, a timer, the state after a reconnect.
   * A game without such updates declares `never`.
   */
  push: unknown;
}

export interface LoadProgress {
  /** 0..1 */
  progress: number;
  loaded: number;
  total: number;
}

export interface GameError {
  /** a catalogue key the chrome translates (msg.imageLoadFail for art) */
  key: MsgKey;
  /** boot: code or manifest failed to load; assets: art failed; scene: a bug while playing */
  stage: 'boot' | 'assets' | 'scene';
  /** manifest keys that failed, for stage assets */
  files?: string[];
  detail?: string;
}

/** A text the chrome translates: a games dictionary key and its placeholders. */
export interface SceneText {
  key: string;
  params?: readonly (string | number)[];
}

/**
 * One move the board offers now (ARCHITECTURE.md, Accessible games): the
 * chrome draws it as a real button; pressing it sends `press` with its id,
 * which the scene runs through the same guard and handler as a tap.
 */
export interface AccessibleControl extends SceneText {
  id: string;
  enabled: boolean;
}

/** The board's moves in its focus order; `columns` > 1 makes arrow keys move by rows too. */
export interface AccessibleBoard {
  controls: readonly AccessibleControl[];
  columns: number;
}

/** Scene -> chrome. */
export interface SceneEvents<P extends GamePayloads> {
  loadProgress: LoadProgress;
  ready: { slug: string };
  intent: P['intent'];
  /** the scene finished animating this outcome: the chrome may now show balances, a popup... */
  resultShown: P['outcome'];
  error: GameError;
  /** the moves the board offers now, derived from the state the scene draws */
  controls: AccessibleBoard;
  /** something a screen reader should hear (a round starts, a pick, a result, the clock) */
  announce: SceneText;
}

/** Chrome -> scene. */
export interface GameCommands<P extends GamePayloads> {
  outcome: P['outcome'];
  /** a server update for the running scene, whatever phase it is in (see GamePayloads.push) */
  push: P['push'];
  /** the server refused the intent (no more chances, maintenance...): the scene goes back to idle */
  refused: { key: MsgKey };
  pause: undefined;
  resume: undefined;
  mute: { muted: boolean };
  /** try again after an error event (reloads failed art, or boots again) */
  retry: undefined;
  /** the player pressed an accessible control (by keyboard or screen reader) */
  press: { id: string };
}

// Method syntax on purpose: it lets a GameModule<SpinPayloads> stand where a
// GameModule<GamePayloads> is expected (the registry), which a strictly
// contravariant function property would refuse.
export interface ChromeBus<P extends GamePayloads> {
  on<K extends keyof SceneEvents<P>>(type: K, fn: Listener<SceneEvents<P>[K]>): Unsubscribe;
  send<K extends keyof GameCommands<P>>(type: K, ...args: ArgsOf<GameCommands<P>[K]>): void;
}

export interface SceneBus<P extends GamePayloads> {
  emit<K extends keyof SceneEvents<P>>(type: K, ...args: ArgsOf<SceneEvents<P>[K]>): void;
  onCommand<K extends keyof GameCommands<P>>(type: K, fn: Listener<GameCommands<P>[K]>): Unsubscribe;
}

export interface GameBus<P extends GamePayloads> extends ChromeBus<P>, SceneBus<P> {
  /** after this, every method throws a "destroyed" error; unsubscribe functions stay harmless */
  destroy(): void;
  readonly destroyed: boolean;
}

export function createGameBus<P extends GamePayloads>(opts: { onListenerError?: (error: unknown) => void } = {}): GameBus<P> {
  const events = createEmitter<SceneEvents<P>>({
    name: 'GameBus',
    // A chrome that subscribes after the scene booted still learns it is ready
    // (or failed), and a late progress bar starts where loading is. The live
    // region, drawn once the scene is ready, still gets what was said as the
    // first standing arrived (lucky egg's "a session is open").
    sticky: ['ready', 'error', 'loadProgress', 'controls', 'announce'],
    clears: { ready: ['error', 'loadProgress'], loadProgress: ['error'] },
    ...opts,
  });
  const commands = createEmitter<GameCommands<P>>({
    name: 'GameBus',
    // A scene that subscribes after the chrome muted or paused starts muted or paused.
    sticky: ['mute', 'pause'],
    clears: { resume: ['pause'] },
    ...opts,
  });
  return {
    on: (type, fn) => events.on(type, fn),
    send: (type, ...args) => commands.emit(type, ...args),
    emit: (type, ...args) => events.emit(type, ...args),
    onCommand: (type, fn) => commands.on(type, fn),
    destroy() {
      events.destroy();
      commands.destroy();
    },
    get destroyed() {
      return events.destroyed;
    },
  };
}
