import type { SpinStatus } from '../../../contract/games/wheel';
import type { StatusSource, WheelStatus } from '../../../engine/games/wheel/types';

// The spin standing the wheel scene shows (spins left, next spin, maintenance)
// as a tiny observable the chrome writes and the scene reads: the StatusSource
// of engine/games/wheel/types.ts. A plain object, not valtio, because the
// engine side must stay free of the chrome's state library.
export interface StatusStore extends StatusSource {
  set(next: Partial<WheelStatus>): void;
}

export const statusOf = (s: Pick<SpinStatus, 'rm' | 'nextSpinAt' | 'maintenance'>): WheelStatus => ({
  rm: s.rm,
  nextSpinAt: s.nextSpinAt,
  maintenance: s.maintenance,
});

export function createStatusStore(initial: WheelStatus): StatusStore {
  let value: WheelStatus = { ...initial };
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const merged = { ...value, ...next };
      if (merged.rm === value.rm && merged.nextSpinAt === value.nextSpinAt && merged.maintenance === value.maintenance) return;
      value = merged;
      for (const fn of [...listeners]) fn();
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
  };
}
