// What counts as a tap on a scene's object, without Phaser so it is unit
// tested. A tap is one pointer pressed AND released on the same tappable
// object, both on the canvas: a release on the button after a press somewhere
// else (a drag onto it, a press on the chrome drawn over the canvas) is not a
// tap, nor is a press on the button released off it. Phaser's per-object
// pointerup fires for any release over the object (and Phaser listens to
// releases on the whole window), which is why the scene does not use it.
// Accepted taps still pass the 300 ms double-tap guard (./doubleTap.ts).
import type { DoubleTapGuard } from './doubleTap';

export interface TapTargets<T> {
  /** make `target` tappable; the returned function forgets it */
  add(target: T, handler: () => void): () => void;
  /**
   * A pointer went down on the canvas; `over` is what it is over, top first
   * (Phaser's currentlyOver). Only the topmost object counts: a press on an
   * object drawn over a tappable one is not a press on the one below.
   */
  down(pointerId: number, over: readonly T[]): void;
  /** The pointer came up on the canvas; runs the handler and answers true when this is a tap. */
  up(pointerId: number, over: readonly T[]): boolean;
  /** The pointer went down or came up off the canvas (or was cancelled): its press never makes a tap. */
  cancel(pointerId: number): void;
  /** forget every press (the scene shuts down) */
  reset(): void;
}

export function createTapTargets<T>(guard: DoubleTapGuard): TapTargets<T> {
  const handlers = new Map<T, () => void>();
  const pressed = new Map<number, T>();
  const topTappable = (over: readonly T[]): T | null => {
    const top = over[0];
    return top !== undefined && handlers.has(top) ? top : null;
  };
  return {
    add(target, handler) {
      handlers.set(target, handler);
      return () => {
        if (handlers.get(target) === handler) handlers.delete(target);
      };
    },
    down(pointerId, over) {
      const target = topTappable(over);
      if (target === null) pressed.delete(pointerId);
      else pressed.set(pointerId, target);
    },
    up(pointerId, over) {
      const was = pressed.get(pointerId);
      pressed.delete(pointerId);
      const target = topTappable(over);
      if (target === null || was !== target) return false;
      const handler = handlers.get(target);
      // The guard is asked only for a real tap: a stray release does not spend its window.
      if (!handler || !guard.accept()) return false;
      handler();
      return true;
    },
    cancel(pointerId) {
      pressed.delete(pointerId);
    },
    reset() {
      pressed.clear();
    },
  };
}
