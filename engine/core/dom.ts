// The few DOM shapes the engine's device code needs, narrower than lib.dom's
// so tests can hand in plain fakes (a real Document or Window satisfies them).

/** Something listeners are added to and removed from: window, document. */
export interface ListenerTarget {
  addEventListener(type: string, fn: () => void, options?: boolean | AddEventListenerOptions): void;
  removeEventListener(type: string, fn: () => void, options?: boolean | EventListenerOptions): void;
}

/** The document as the engine sees it. */
export interface DocumentLike extends ListenerTarget {
  readonly visibilityState: string;
  readonly fullscreenElement: Element | null;
  exitFullscreen?: () => Promise<void>;
  readonly documentElement: { classList: Pick<DOMTokenList, 'add' | 'remove'> };
  createElement(tag: 'div'): HTMLDivElement;
}

/** A one-shot timer; returns its cancel. A seam so tests control time without fake globals. */
export type After = (ms: number, fn: () => void) => () => void;

export const after: After = (ms, fn) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/** The part of ResizeObserver the host uses; the real class fits. */
export type ResizeObserverCtor = new (callback: () => void) => { observe(target: Element): void; disconnect(): void };
