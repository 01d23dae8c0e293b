// Fakes for engine unit tests (Phaser and real device APIs do not run in
// happy-dom). The fake Game behaves like Phaser's where the host depends on
// it: it puts a canvas into its parent at construction and really destroys
// itself only on the next frame, which the test advances with frames.next().
import type { Types } from 'phaser';
import type { GameLike, PhaserLike } from '../core/phaser';
import type { After, DocumentLike, ListenerTarget } from '../core/dom';

/** Frames the test advances by hand: Phaser's requestAnimationFrame loop. */
export class FakeFrames {
  private queue: (() => void)[] = [];
  request(fn: () => void): void {
    this.queue.push(fn);
  }
  next(): void {
    const due = this.queue;
    this.queue = [];
    for (const fn of due) fn();
  }
}

export class FakeGame implements GameLike {
  readonly canvas: HTMLCanvasElement;
  readonly destroyListeners: (() => void)[] = [];
  readonly events = {
    once: (_event: 'destroy', fn: () => void) => {
      this.destroyListeners.push(fn);
    },
  };
  readonly scale = {
    refreshes: 0,
    refresh: () => {
      this.scale.refreshes += 1;
    },
  };
  isBooted = true;
  destroyRequests = 0;
  destroyed = false;
  paused = false;
  private pending = false;

  constructor(
    readonly config: Types.Core.GameConfig,
    private readonly frames: FakeFrames,
    doc: Document,
  ) {
    this.canvas = doc.createElement('canvas');
    if (!(config.parent instanceof HTMLElement)) throw new Error('fake game needs an element parent');
    config.parent.appendChild(this.canvas);
  }

  destroy(removeCanvas: boolean): void {
    this.destroyRequests += 1;
    if (this.pending) return;
    this.pending = true;
    this.frames.request(() => this.runDestroy(removeCanvas));
  }

  /** what Phaser runs on the frame after destroy(); the host may call it when frames stopped */
  runDestroy(removeCanvas = true): void {
    if (!this.pending || this.destroyed) return;
    this.pending = false;
    this.destroyed = true;
    for (const fn of this.destroyListeners.splice(0)) fn();
    if (removeCanvas) this.canvas.remove();
  }

  pause(): void {
    this.paused = true;
  }
  resume(): void {
    this.paused = false;
  }
}

export function fakePhaser(frames: FakeFrames, doc: Document = document): { phaser: PhaserLike; games: FakeGame[] } {
  const games: FakeGame[] = [];
  class Game extends FakeGame {
    constructor(config: Types.Core.GameConfig) {
      super(config, frames, doc);
      games.push(this);
    }
  }
  return { phaser: { Game, AUTO: 0, CANVAS: 1, WEBGL: 2, Scale: { RESIZE: 5, FIT: 3, CENTER_BOTH: 1, NO_CENTER: 0 } }, games };
}

/** A listener target that counts what is still attached. */
export class CountingTarget implements ListenerTarget {
  readonly target = new EventTarget();
  readonly live = new Map<string, number>();
  addEventListener(type: string, fn: () => void, options?: boolean | AddEventListenerOptions): void {
    this.live.set(type, (this.live.get(type) ?? 0) + 1);
    this.target.addEventListener(type, fn, options);
  }
  removeEventListener(type: string, fn: () => void, options?: boolean | EventListenerOptions): void {
    this.live.set(type, (this.live.get(type) ?? 0) - 1);
    this.target.removeEventListener(type, fn, options);
  }
  total(): number {
    return [...this.live.values()].reduce((a, b) => a + b, 0);
  }
  fire(type: string): void {
    this.target.dispatchEvent(new Event(type));
  }
}

export class FakeDocument extends CountingTarget implements DocumentLike {
  visibilityState = 'visible';
  fullscreenElement: Element | null = null;
  readonly documentElement = document.createElement('html');
  exitFullscreen = async () => {
    this.fullscreenElement = null;
  };
  createElement(tag: 'div'): HTMLDivElement {
    return document.createElement(tag);
  }
}

export class FakeResizeObserver {
  static live = 0;
  static instances: FakeResizeObserver[] = [];
  private connected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(): void {
    if (!this.connected) FakeResizeObserver.live += 1;
    this.connected = true;
  }
  disconnect(): void {
    if (this.connected) FakeResizeObserver.live -= 1;
    this.connected = false;
  }
}

/** Timers the test fires by hand. */
export function fakeAfter(): { after: After; fire(): void; pending(): number } {
  const timers = new Set<() => void>();
  return {
    after: (_ms, fn) => {
      timers.add(fn);
      return () => {
        timers.delete(fn);
      };
    },
    fire: () => {
      const due = [...timers];
      timers.clear();
      for (const fn of due) fn();
    },
    pending: () => timers.size,
  };
}

/** Phaser's loader as the preloader drives it: files succeed unless listed in `failing`. */
export class FakeLoader {
  readonly queued: { kind: 'image' | 'svg'; key: string; url: string; size?: { width?: number; height?: number } }[] = [];
  failing = new Set<string>();
  starts = 0;
  private fileListeners = new Set<(key: string) => void>();
  private completeListeners: (() => void)[] = [];

  image(key: string, url: string): void {
    this.queued.push({ kind: 'image', key, url });
  }
  svg(key: string, url: string, size?: { width?: number; height?: number }): void {
    this.queued.push({ kind: 'svg', key, url, ...(size ? { size } : {}) });
  }
  on(_event: 'filecomplete', fn: (key: string) => void): void {
    this.fileListeners.add(fn);
  }
  off(_event: 'filecomplete', fn: (key: string) => void): void {
    this.fileListeners.delete(fn);
  }
  once(_event: 'complete', fn: () => void): void {
    this.completeListeners.push(fn);
  }
  start(): void {
    this.starts += 1;
  }
  /** loads everything queued since the last run, as Phaser would after preload() */
  run(): void {
    for (const file of this.queued.splice(0)) {
      if (!this.failing.has(file.key)) for (const fn of [...this.fileListeners]) fn(file.key);
    }
    for (const fn of this.completeListeners.splice(0)) fn();
  }
}
