// The slice of Phaser the host touches, as structural types, so the host
// never imports Phaser statically (it arrives by dynamic import, ~357 kB gz)
// and unit tests can hand it a fake Game whose destroy finishes on a frame
// the test controls. Type-only imports are erased from the bundle.
import type { Types } from 'phaser';
import type { After } from './dom';

/** The subset of Phaser.Game the host uses. */
export interface GameLike {
  /** Phaser flags the game and really destroys it on its next frame, emitting 'destroy' */
  destroy(removeCanvas: boolean, noReturn?: boolean): void;
  readonly events: { once(event: 'destroy', fn: () => void): unknown };
  readonly scale: { refresh(): unknown };
  readonly isBooted: boolean;
  pause(): void;
  resume(): void;
}

/** The subset of the phaser module the host uses. */
export interface PhaserLike {
  Game: new (config: Types.Core.GameConfig) => GameLike;
  AUTO: number;
  CANVAS: number;
  WEBGL: number;
  Scale: { RESIZE: number; FIT: number; CENTER_BOTH: number; NO_CENTER: number };
}

export type RendererChoice = 'webgl' | 'canvas' | 'auto';
export type ScaleChoice = 'resize' | 'fit';

/** The default loader: the only place the engine names the phaser package at run time. */
export const importPhaser = (): Promise<PhaserLike> => import('phaser');

/**
 * Phaser's own destroy needs a frame; a hidden tab has none (the loop
 * sleeps), so after `timeoutMs` the host runs the pending destroy itself.
 * runDestroy is Phaser-internal (not in its typings), hence the guarded lookup.
 */
export function destroyGame(game: GameLike, after: After, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let cancel = (): void => undefined;
    const finish = () => {
      if (done) return;
      done = true;
      cancel();
      resolve();
    };
    game.events.once('destroy', finish);
    game.destroy(true, false);
    cancel = after(timeoutMs, () => {
      const run: unknown = Reflect.get(game, 'runDestroy');
      if (!done && game.isBooted && typeof run === 'function') run.call(game);
      finish();
    });
    if (done) cancel();
  });
}

export function gameConfig(
  phaser: PhaserLike,
  opts: {
    parent: HTMLElement;
    renderer: RendererChoice;
    scale: ScaleChoice;
    size: { width: number; height: number };
    scenes: Types.Core.GameConfig['scene'];
  },
): Types.Core.GameConfig {
  const type = { webgl: phaser.WEBGL, canvas: phaser.CANVAS, auto: phaser.AUTO }[opts.renderer];
  return {
    type,
    parent: opts.parent,
    width: opts.size.width,
    height: opts.size.height,
    transparent: true,
    banner: false,
    // Sound goes through the howler mixer; Phaser's own audio would open a
    // second AudioContext that nothing unlocks or closes.
    audio: { noAudio: true },
    scale:
      opts.scale === 'resize'
        ? { mode: phaser.Scale.RESIZE, autoCenter: phaser.Scale.NO_CENTER }
        : { mode: phaser.Scale.FIT, autoCenter: phaser.Scale.CENTER_BOTH },
    // 2D and light: mid-range phones may keep the power-saving GPU.
    render: { antialias: true, powerPreference: 'low-power' },
    ...(opts.scenes !== undefined ? { scene: opts.scenes } : {}),
  };
}
