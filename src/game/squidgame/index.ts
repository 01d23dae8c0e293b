// Squid game as the chrome knows it (src/game/types.ts).
import { lazy } from 'react';
import type { Lang } from '../../../contract/constants';
import { allPages } from '../../api/allPages';
import { fetchSquidHistory } from '../../api/calls/squidgame';
import type { ChromeGame } from '../types';
import { prefetchCode, whenIdle } from '../warm';
import { SQUID_GALLERY_STATES } from './galleryStates';
import { squidRoundsToVerify } from './verify';

export const squidGame: ChromeGame<'squidgame'> = {
  Stage: lazy(() => import('./SquidStage')),
  prefetch(_slug, _lang: Lang) {
    // The scene module's code (Phaser under it); its art is drawn in code and sounds never block the first frame.
    whenIdle(() => void prefetchCode('engine/games/squidgame/index.ts'));
  },
  gallery: { states: SQUID_GALLERY_STATES, Scene: lazy(() => import('./gallery')) },
  roundsToVerify: async () => squidRoundsToVerify(await allPages(fetchSquidHistory)),
};
