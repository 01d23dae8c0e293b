import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '../../app/reducedMotion';
import { loadLanguage } from '../../i18n';
import { gameState } from '../../state/game';
import { languageState } from '../../state/language';
import { resetAllStores } from '../../state/persist';
import { screenHarness } from '../testing';
import { MotionSetting } from './MotionSetting';

const h = screenHarness();
beforeEach(() => {
  resetAllStores();
  // A system with no reduced-motion setting: only the switch can ask for it.
  vi.spyOn(window, 'matchMedia').mockImplementation(() => ({ matches: false }) as MediaQueryList);
});
afterEach(() => vi.restoreAllMocks());

const radio = (name: string) => {
  const label = [...h.container.querySelectorAll('label')].find((l) => l.textContent === name);
  const input = label?.querySelector('input[type="radio"]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`no choice "${name}"`);
  return input;
};

describe('the reduced-motion switch', () => {
  it('follows the device until the player turns it on, which the games then obey', async () => {
    await h.render(<MotionSetting />);
    const group = h.container.querySelector('fieldset');
    expect(group?.querySelector('legend')?.textContent).toBe('Reduce motion');
    expect(group?.getAttribute('aria-describedby')).toBe('motion-hint');
    expect(radio('Follow my device').checked).toBe(true);
    expect(prefersReducedMotion()).toBe(false);

    await h.click(radio('On'));
    expect(radio('On').checked).toBe(true);
    expect(gameState.motion).toBe('reduce');
    expect(prefersReducedMotion()).toBe(true);

    await h.click(radio('Off'));
    expect(gameState.motion).toBe('full');
    expect(prefersReducedMotion()).toBe(false);
  });

  it('names the group and its choices in the screen language', async () => {
    languageState.lang = 'ms';
    try {
      await act(() => loadLanguage('ms'));
      await h.render(<MotionSetting />);
      expect(h.container.querySelector('legend')?.textContent).toBe('Kurangkan gerakan');
      expect(radio('Ikut peranti saya').checked).toBe(true);
    } finally {
      await act(() => loadLanguage('en'));
    }
  });
});
