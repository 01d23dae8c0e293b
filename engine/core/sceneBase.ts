// The base class of every game scene. Imports Phaser at run time, so only
// game modules (loaded by dynamic import from the host) may import this file;
// the chrome never does. The logic lives in sceneKit.ts, tested without
// Phaser; this class only plugs it into Phaser's preload/create/shutdown.
import { Scene, type GameObjects, type Input } from 'phaser';
import type { MsgKey } from '../../contract/errors';
import type { AccessibleBoard, GamePayloads, SceneText } from './bus';
import type { SceneContext } from './game';
import { createTapTargets, type TapTargets } from '../input/taps';
import { createSceneKit, type SceneKit, type ScenePhase } from './sceneKit';
import { motionMs } from '../kit/motion';

export abstract class SceneBase<P extends GamePayloads> extends Scene {
  /** manifest keys this scene draws or plays; read in preload(), after subclass fields are set */
  protected abstract readonly assetKeys: readonly string[];
  protected readonly ctx: SceneContext<P>;
  private readonly kit: SceneKit<P>;
  private readonly taps: TapTargets<GameObjects.GameObject>;
  private pressHandlers = new Map<string, () => void>();

  constructor(ctx: SceneContext<P>, key: string) {
    super({ key });
    this.ctx = ctx;
    this.kit = createSceneKit(ctx, {
      build: () => this.build(),
      showOutcome: (outcome) => this.showOutcome(outcome),
      refused: (reason) => this.refused(reason),
      pushed: (payload) => this.pushed(payload),
    });
    this.taps = createTapTargets(this.kit.guard);
  }

  /** Make the scene's objects: every asset key is in the texture cache. */
  protected abstract build(): void;

  /**
   * Animate the outcome the server decided (the scene never decides one).
   * Resolve when the animation ends: the chrome then gets resultShown.
   */
  protected abstract showOutcome(outcome: P['outcome']): Promise<void> | void;

  /** The server refused the intent; override to undo a "waiting" look. */
  protected refused(_reason: MsgKey): void {}

  /** A server update for the running scene (a new round, an opponent's move); override in games that have them. */
  protected pushed(_payload: P['push']): void {}

  /** The player prefers reduced motion: leave out loops, particles and flashes; motionMs shortens the rest. */
  protected get reducedMotion(): boolean {
    return this.ctx.reducedMotion();
  }

  /**
   * The length of a motion starting now (kit/motion.ts: at most 200 ms under
   * reduced motion). The longest one so far is on the canvas as
   * data-longest-motion (ms), for the reduced-motion e2e: a duration, never an outcome.
   */
  protected motionMs(fullMs: number): number {
    const ms = motionMs(fullMs, this.reducedMotion);
    const data = this.game.canvas.dataset;
    if (ms > Number(data.longestMotion ?? 0)) data.longestMotion = String(Math.round(ms));
    return ms;
  }

  protected get phase(): ScenePhase {
    return this.kit.phase;
  }

  /** Send the player's action to the chrome; false while one is in flight or the scene is busy. */
  protected sendIntent(intent: P['intent']): boolean {
    return this.kit.intent(intent);
  }

  /**
   * Make an object tappable behind the 300 ms double-tap guard. A tap is a
   * press and a release of one pointer on this same object, both on the
   * canvas (../input/taps.ts): not Phaser's per-object pointerup, which fires
   * for a release over the object wherever the press began, even on the page
   * around the canvas.
   */
  protected onTap(target: GameObjects.GameObject, handler: () => void): void {
    target.setInteractive({ useHandCursor: true });
    const off = this.taps.add(target, handler);
    target.once('destroy', off);
  }

  /**
   * Offers the board's moves to the chrome's accessible layer. `handlers`
   * are the same functions the taps call; a press passes the same 300 ms guard.
   * Call it whenever what the picture shows changes; labels must tell no more than it does.
   */
  protected offerControls(board: AccessibleBoard, handlers: Readonly<Record<string, () => void>>): void {
    this.pressHandlers = new Map(Object.entries(handlers));
    this.ctx.bus.emit('controls', board);
  }

  /** A polite announcement in the screen's language (the chrome translates the key). */
  protected announce(key: string, ...params: (string | number)[]): void {
    this.ctx.bus.emit('announce', params.length ? { key, params } : { key });
  }

  /** announce() for words a pure module chose; null says nothing. */
  protected say(words: SceneText | null): void {
    if (words) this.announce(words.key, ...(words.params ?? []));
  }

  private listenForPresses(): void {
    const off = this.ctx.bus.onCommand('press', ({ id }) => {
      const handler = this.pressHandlers.get(id);
      if (handler && this.kit.guard.accept()) handler();
    });
    this.events.once('destroy', off);
  }

  /** Scene-wide pointer events carry what the pointer is over, top first; "outside" ones happened off the canvas. */
  private listenForTaps(): void {
    const input = this.input;
    input.on('pointerdown', (pointer: Input.Pointer, over: GameObjects.GameObject[]) => this.taps.down(pointer.id, over));
    input.on('pointerup', (pointer: Input.Pointer, over: GameObjects.GameObject[]) => {
      this.taps.up(pointer.id, over);
    });
    input.on('pointerdownoutside', (pointer: Input.Pointer) => this.taps.cancel(pointer.id));
    input.on('pointerupoutside', (pointer: Input.Pointer) => this.taps.cancel(pointer.id));
    this.events.once('shutdown', () => this.taps.reset());
  }

  preload(): void {
    this.kit.preload(this.load, this.assetKeys);
  }

  create(): void {
    // Phaser reuses scene instances across restarts; the kit lives as long as the game.
    this.events.once('destroy', () => this.kit.destroy());
    this.listenForTaps();
    this.listenForPresses();
    this.kit.created();
  }
}
