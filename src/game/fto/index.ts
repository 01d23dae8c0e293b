// Find The Odd as the chrome knows it (src/game/types.ts).
import { lazy } from 'react';
import type { Lang } from '../../../contract/constants';
import { FTO_ASSETS } from '../../../engine/games/fto/types';
import { allPages } from '../../api/allPages';
import { fetchFtoHistory } from '../../api/calls/fto';
import type { ChromeGame } from '../types';
import { prefetchCode, warmArt, whenIdle } from '../warm';
import { FTO_GALLERY_STATES } from './galleryStates';
import { ftoRoundsToVerify } from './verify';

export const ftoGame: ChromeGame<'fto'> = {
  Stage: lazy(() => import('./FtoStage')),
  prefetch(_slug, lang: Lang) {
    whenIdle(() => {
      // The scene module's code (Phaser under it) and art; a failure is left to the real load on Play.
      void prefetchCode('engine/games/fto/index.ts');
      void warmArt('fto', FTO_ASSETS, lang);
    });
  },
  gallery: { states: FTO_GALLERY_STATES, Scene: lazy(() => import('./gallery')) },
  roundsToVerify: async () => ftoRoundsToVerify(await allPages(fetchFtoHistory)),
};
