// A small typed emitter, the building block of the game bus. What it adds to
// a plain EventTarget: payload types per event, on() returning its own
// unsubscribe (no "remove all listeners" cleanup that would also cut other
// subscribers), last-value replay of lifecycle events to late subscribers,
// and a clear error on any use after destroy() instead of a silent no-op.

export type Unsubscribe = () => void;
export type Listener<T> = (payload: T) => void;
/**
 * The payload argument of an event: required, except that events without a
 * payload (typed undefined) may omit it (`send('pause')`). The plain tuple
 * comes first so a payload of a still-generic type (P['outcome'] inside the
 * engine) is accepted as is.
 */
export type ArgsOf<T> = [payload: T] | ([T] extends [undefined] ? [] : never);

export interface EmitterOptions<E> {
  /** named in the "destroyed" error so a stack trace says which bus */
  name: string;
  /** events whose last payload replays, at once, to whoever subscribes later */
  sticky?: readonly (keyof E)[];
  /** emitting the key forgets the listed sticky values (ready forgets an old error) */
  clears?: { readonly [K in keyof E]?: readonly (keyof E)[] };
  /** a throwing listener must not stop the others or the game loop; default rethrows asynchronously */
  onListenerError?: (error: unknown) => void;
}

export interface Emitter<E> {
  on<K extends keyof E>(type: K, fn: Listener<E[K]>): Unsubscribe;
  emit<K extends keyof E>(type: K, ...args: ArgsOf<E[K]>): void;
  destroy(): void;
  readonly destroyed: boolean;
}

const rethrowLater = (error: unknown): void => {
  queueMicrotask(() => {
    throw error;
  });
};

export function createEmitter<E>(options: EmitterOptions<E>): Emitter<E> {
  // One heterogeneous map: each set only ever holds listeners of its own key's
  // payload type (on() is the only writer), so widening to unknown is safe.
  const listeners = new Map<keyof E, Set<Listener<unknown>>>();
  const sticky = new Set<keyof E>(options.sticky ?? []);
  const last = new Map<keyof E, unknown>();
  const report = options.onListenerError ?? rethrowLater;
  let destroyed = false;

  const alive = (method: string): void => {
    if (destroyed) throw new Error(`${options.name} destroyed: ${method}() called after destroy()`);
  };

  const call = (fn: Listener<unknown>, payload: unknown): void => {
    try {
      fn(payload);
    } catch (error) {
      report(error);
    }
  };

  return {
    on(type, fn) {
      alive('on');
      const wide = fn as Listener<unknown>;
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      set.add(wide);
      if (last.has(type)) call(wide, last.get(type));
      // Unsubscribing after destroy is a no-op: cleanup code runs in any order.
      return () => {
        set.delete(wide);
      };
    },
    emit(type, ...args) {
      alive('emit');
      const payload: unknown = args[0];
      for (const cleared of options.clears?.[type] ?? []) last.delete(cleared);
      if (sticky.has(type)) last.set(type, payload);
      // A copy, so a listener that unsubscribes (or subscribes) mid-emit does not skip anyone.
      for (const fn of [...(listeners.get(type) ?? [])]) call(fn, payload);
    },
    destroy() {
      alive('destroy');
      destroyed = true;
      listeners.clear();
      last.clear();
    },
    get destroyed() {
      return destroyed;
    },
  };
}
