import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenHarness } from '../screens/testing';
import { resetAllStores } from '../state/persist';
import { gameState } from '../state/game';
import { Spinner } from './Spinner';

const h = screenHarness();
const turning = () => h.container.querySelector('animateTransform') !== null;
const systemReduces = (reduce: boolean) => vi.spyOn(window, 'matchMedia').mockImplementation(() => ({ matches: reduce }) as MediaQueryList);

beforeEach(() => resetAllStores());
afterEach(() => vi.restoreAllMocks());

describe('the loading spinner', () => {
  it('turns, and stands still when the system asks for reduced motion, unless the player chose full motion', async () => {
    systemReduces(false);
    await h.render(<Spinner />);
    expect(turning()).toBe(true);
    systemReduces(true);
    await h.render(<Spinner key="system" />);
    expect(turning()).toBe(false);
    gameState.motion = 'full';
    await h.render(<Spinner key="full" />);
    expect(turning()).toBe(true);
  });

  it('stands still when the player turns reduced motion on', async () => {
    systemReduces(false);
    gameState.motion = 'reduce';
    await h.render(<Spinner />);
    expect(turning()).toBe(false);
  });
});
