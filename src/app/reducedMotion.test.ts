import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameState, restoreGame } from '../state/game';
import { prefersReducedMotion } from './reducedMotion';

const systemSays = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);

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
