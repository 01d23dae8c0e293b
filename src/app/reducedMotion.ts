// The one answer to "does the player want less motion": their switch in the
// volume settings, else their system's setting. The engine asks it when a
// motion starts (GameView hands it to the host), the spinner when it renders;
// the chrome's CSS reads it from <html data-reduced-motion>, which
// reflectReducedMotion keeps in step (a CSS media query alone would follow
// only the system, never the player's switch).
import { subscribe } from 'valtio/vanilla';
import { gameState } from '../state/game';

const SYSTEM_QUERY = '(prefers-reduced-motion: reduce)';

/** Present on <html> while motion is reduced; every CSS module's reduced-motion rule is keyed on it. */
export const REDUCED_MOTION_ATTRIBUTE = 'data-reduced-motion';

export function prefersReducedMotion(): boolean {
  const { motion } = gameState;
  return motion === 'system' ? matchMedia(SYSTEM_QUERY).matches : motion === 'reduce';
}

/**
 * Sets the attribute now and again whenever the player's switch or the
 * system's setting changes. Called at start-up before the first render, so
 * no chrome animation starts before it is known. Returns the way to stop.
 */
export function reflectReducedMotion(root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    root.toggleAttribute(REDUCED_MOTION_ATTRIBUTE, prefersReducedMotion());
  };
  apply();
  const system = matchMedia(SYSTEM_QUERY);
  system.addEventListener('change', apply);
  // Any change of the game store (a cheap re-check): valtio's subscribeKey would add its utils to the entry chunk.
  const unsubscribe = subscribe(gameState, apply, true);
  return () => {
    system.removeEventListener('change', apply);
    unsubscribe();
  };
}
