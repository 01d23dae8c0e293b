// The one answer to "does the player want less motion": their switch in the
// volume settings, else their system's setting. The engine asks it when a
// motion starts (GameView hands it to the host), the spinner when it renders;
// the screens' CSS follows the system's setting (prefers-reduced-motion).
import { gameState } from '../state/game';

export function prefersReducedMotion(): boolean {
  const { motion } = gameState;
  return motion === 'system' ? matchMedia('(prefers-reduced-motion: reduce)').matches : motion === 'reduce';
}
