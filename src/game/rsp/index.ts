// Rock scissor paper as the chrome knows it (src/game/types.ts).
import { lazy } from 'react';
import { allPages } from '../../api/allPages';
import { fetchRspHistory } from '../../api/calls/rsp';
import type { ChromeGame } from '../types';
import { prefetchCode, whenIdle } from '../warm';
import { RSP_GALLERY_STATES } from './galleryStates';
import { rspRoundsToVerify } from './verify';

export const rspGame: ChromeGame<'rock-scissor-paper'> = {
  Stage: lazy(() => import('./RspStage')),
  prefetch() {
    // The scene module's code (Phaser under it); its art is drawn in code and sounds never block the first frame.
    whenIdle(() => void prefetchCode('engine/games/rsp/index.ts'));
  },
  gallery: { states: RSP_GALLERY_STATES, Scene: lazy(() => import('./gallery')) },
  roundsToVerify: async () => rspRoundsToVerify(await allPages(fetchRspHistory)),
};
