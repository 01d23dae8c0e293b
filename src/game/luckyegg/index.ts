// Lucky egg as the chrome knows it (src/game/types.ts).
import { lazy } from 'react';
import { LUCKY_EGG_ASSETS } from '../../../engine/games/luckyegg/types';
import { allPages } from '../../api/allPages';
import { fetchEggHistory } from '../../api/calls/luckyegg';
import type { ChromeGame } from '../types';
import { prefetchCode, warmArt, whenIdle } from '../warm';
import { EGG_GALLERY_STATES } from './galleryStates';
import { EGG_MODULE } from './loader';
import { eggRoundsToVerify } from './verify';

export const luckyEggGame: ChromeGame<'lucky-egg'> = {
  Stage: lazy(() => import('./EggStage')),
  prefetch(_slug, lang) {
    whenIdle(() => {
      // The scene module's code (Phaser under it) and art; a failure is left to the real load on Play.
      void prefetchCode(EGG_MODULE);
      void warmArt('lucky-egg', LUCKY_EGG_ASSETS, lang);
    });
  },
  gallery: { states: EGG_GALLERY_STATES, Scene: lazy(() => import('./gallery')) },
  roundsToVerify: async () => eggRoundsToVerify(await allPages(fetchEggHistory)),
};
