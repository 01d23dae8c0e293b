import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameState, restoreGame } from '../state/game';
import { prefersReducedMotion, REDUCED_MOTION_ATTRIBUTE, reflectReducedMotion } from './reducedMotion';

/** The system's setting, which a test can change as a player would in the phone's settings. */
function systemSays(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (text: string) => (text === '(prefers-reduced-motion: reduce)' ? query : { ...query, matches: false }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    query.matches = next;
    for (const listener of listeners) listener();
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  gameState.motion = 'system';
});

describe('reduced motion', () => {
  it('follows the system until the player chooses', () => {
    systemSays(true);
    expect(gameState.motion).toBe('system');
    expect(prefersReducedMotion()).toBe(true);
    gameState.motion = 'full';
    expect(prefersReducedMotion()).toBe(false);
    vi.restoreAllMocks();
    systemSays(false);
    gameState.motion = 'system';
    expect(prefersReducedMotion()).toBe(false);
    gameState.motion = 'reduce';
    expect(prefersReducedMotion()).toBe(true);
  });

  it('restores a saved choice and drops an unknown one', () => {
    restoreGame({ motion: 'reduce' });
    expect(gameState.motion).toBe('reduce');
    restoreGame({ motion: 'sometimes' });
    expect(gameState.motion).toBe('system');
  });
});

// The chrome's CSS modules key their reduced-motion rules on this attribute, so it
// must carry the player's switch, not only the system's setting.
describe('the attribute on <html> the chrome CSS reads', () => {
  const root = document.documentElement;
  const reduced = () => root.hasAttribute(REDUCED_MOTION_ATTRIBUTE);
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    root.removeAttribute(REDUCED_MOTION_ATTRIBUTE);
  });

  it("is set by the player's switch on a system that asks for full motion", () => {
    systemSays(false);
    stop = reflectReducedMotion();
    expect(reduced()).toBe(false);
    gameState.motion = 'reduce';
    expect(reduced()).toBe(true);
    gameState.motion = 'system';
    expect(reduced()).toBe(false);
  });

  it('follows the system while the switch says so, and "full" overrides it', () => {
    const systemChanges = systemSays(false);
    stop = reflectReducedMotion();
    systemChanges(true);
    expect(reduced()).toBe(true);
    gameState.motion = 'full';
    expect(reduced()).toBe(false);
    systemChanges(false);
    systemChanges(true);
    expect(reduced()).toBe(false);
  });

  it('starts from a saved choice', () => {
    systemSays(false);
    restoreGame({ motion: 'reduce' });
    stop = reflectReducedMotion();
    expect(reduced()).toBe(true);
  });

  it('stops following once stopped', () => {
    systemSays(false);
    stop = reflectReducedMotion();
    stop();
    gameState.motion = 'reduce';
    expect(reduced()).toBe(false);
  });
});
