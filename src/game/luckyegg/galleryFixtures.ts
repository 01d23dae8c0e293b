// Pinned inputs of Lucky egg's QA gallery frames: which egg, what it held and
// the moment, so a screenshot depends on the query string alone.
import type { EggPose } from '../../../engine/games/luckyegg/types';
import type { EggGalleryState } from './galleryStates';

/** The egg a smash rests on unless the pin's slot says another: the middle of the front row. */
export const GALLERY_EGG = 3;

export function eggPoseOf(state: EggGalleryState, opts: { progress: number; slot?: number }): EggPose {
  const egg = opts.slot ?? GALLERY_EGG;
  switch (state) {
    case 'countdown':
      return { state: 'closed' };
    case 'open':
    case 'maintenance':
      return { state };
    case 'smashing':
      return { state, egg, progress: opts.progress };
    case 'won-big':
      return { state: 'revealed', reveal: { egg, multiplier: 100, payout: 5000 } };
    case 'won':
      return { state: 'revealed', reveal: { egg, multiplier: 2, payout: 100 } };
    case 'no-prize':
      return { state: 'revealed', reveal: { egg, multiplier: 0, payout: 0 } };
    case 'played':
      return { state: 'played', reveal: { egg: opts.slot ?? 1, multiplier: 5, payout: 250 } };
  }
}
