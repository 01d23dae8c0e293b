import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { gameState } from '../../state/game';
import { shouldRender } from './logic';

// import.meta.env.MODE is a literal after the build, so in production this is
// `false` and the lazy import below is dropped with it: no Pixi byte ships.
const ENABLED = import.meta.env.MODE === 'development' || import.meta.env.MODE === 'staging';
const Button = ENABLED ? lazy(() => import('./FloatingWheelButton')) : null;

/**
 * The draggable spin wheel V2 button on home (SPEC section 2): development
 * and staging builds only, hidden while the game is under maintenance. Pixi
 * and @pixi/react arrive in their own chunk, after home has painted.
 */
export function FloatingWheel() {
  const { records } = useSnapshot(gameState);
  if (!Button || !shouldRender(import.meta.env.MODE, records.SPINWHEELV2.mtn)) return null;
  return (
    <Suspense fallback={null}>
      <Button />
    </Suspense>
  );
}
