// Both spin wheels (spin-wheel, spinwheelv2) as the chrome knows them: one
// descriptor, the variant chosen by the slug.
import { lazy } from 'react';
import { fetchGame } from '../../api/calls/games';
import type { ChromeGame } from '../types';
import { WHEEL_GALLERY_STATES } from './galleryFixtures';
import { fetchAllHistory } from './history';
import { prefetchWheel, type WheelSlug } from './loader';
import { wheelRoundsToVerify } from './verify';

export const wheelGame: ChromeGame<WheelSlug> = {
  Stage: lazy(() => import('./WheelStage')),
  prefetch: prefetchWheel,
  gallery: { states: WHEEL_GALLERY_STATES, Scene: lazy(() => import('./gallery')) },
  async roundsToVerify(slug) {
    const [detail, rows] = await Promise.all([fetchGame(slug), fetchAllHistory(slug)]);
    return wheelRoundsToVerify(slug, detail.odds, rows);
  },
};
