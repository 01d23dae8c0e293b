// Two helpers that keep valtio stores and saved data apart:
// - mergeSaved: reads untrusted saved data (older builds, hand-edited storage)
//   onto a store's defaults, so a missing or mistyped field falls back to its
//   default instead of breaking a screen.
// - replaceState: mutates a proxy in place. Replacing nested objects wholesale
//   would leave components that hold a nested proxy (useSnapshot(state.coin))
//   watching a detached object.

type Plain = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isSimpleValue(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

function mergeValue(def: unknown, saved: unknown): unknown {
  if (isPlainObject(def)) {
    const source = isPlainObject(saved) ? saved : {};
    const keys = Object.keys(def);
    // An empty default is an open map (e.g. counters by key): keep saved simple values.
    if (keys.length === 0) {
      return Object.fromEntries(Object.entries(source).filter(([, v]) => isSimpleValue(v)));
    }
    return Object.fromEntries(keys.map((key) => [key, mergeValue(def[key], source[key])]));
  }
  if (Array.isArray(def)) return Array.isArray(saved) ? [...(saved as unknown[])] : [...(def as unknown[])];
  // A null default marks an optional value (date, id, path): any simple value or null is kept.
  if (def === null) return saved === null || isSimpleValue(saved) ? saved : null;
  return isSimpleValue(saved) && typeof saved === typeof def ? saved : def;
}

/** Returns a fresh object shaped like `defaults`, taking each field from `saved` when its type matches. */
export function mergeSaved<T extends object>(defaults: T, saved: unknown): T {
  return mergeValue(defaults, saved) as T;
}

/** Makes `target` (usually a valtio proxy) equal to `source`, mutating nested objects in place. */
export function replaceState<T extends object>(target: T, source: T): void {
  const t = target as Plain;
  const s = source as Plain;
  for (const key of Object.keys(t)) {
    if (!(key in s)) Reflect.deleteProperty(t, key);
  }
  for (const [key, value] of Object.entries(s)) {
    const current = t[key];
    if (isPlainObject(value) && isPlainObject(current)) replaceState(current, value);
    else t[key] = value;
  }
}
