// The quiz's lucky roulette as the quiz screen uses it. The stage is a lazy
// chunk: Phaser and the scene stay out of the quiz screen's first chunk.
// Wrap it in <Suspense>.
import { lazy } from 'react';

export const RouletteStage = lazy(() => import('./RouletteStage'));
export type { RouletteStageProps } from './RouletteStage';
export { prefetchRoulette } from './loader';
