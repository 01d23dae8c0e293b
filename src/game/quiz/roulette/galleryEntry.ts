// The roulette's QA gallery states (src/screens/qa-gallery): five frozen
// frames with visual baselines, and two live ones the e2e taps (`play`
// settles on the pinned slot, `refused` answers a 409). The frames are a
// chunk of their own (./gallery.tsx).
import { lazy } from 'react';
import type { SceneGallery } from '../../types';
import type { QUIZ_ROULETTE } from '../../verifyRound';

export const ROULETTE_FROZEN_STATES = ['idle', 'spinning', 'won-tickets', 'won-coins', 'try-again'] as const;
export const ROULETTE_GALLERY_STATES = [...ROULETTE_FROZEN_STATES, 'play', 'refused'] as const;
export type RouletteGalleryState = (typeof ROULETTE_GALLERY_STATES)[number];

export const rouletteGallery: SceneGallery<typeof QUIZ_ROULETTE> = {
  states: ROULETTE_GALLERY_STATES,
  Scene: lazy(() => import('./gallery')),
};
