// Pinned bridges of Squid game's QA gallery frames: the empty bridge while the
// bet is taken, four safe steps with the fifth to pick, a fall on step 4 with
// the bridge revealed, a cash-out after six steps, and all ten crossed.
import type { Panel } from '../../../contract/games/squidRules';
import { SQUID_STEPS, squidPayout } from '../../../contract/games/squidRules';
import type { SquidBoard, SquidPose } from '../../../engine/games/squidgame/types';
import type { SquidGalleryState } from './galleryStates';

const BRIDGE: readonly Panel[] = ['left', 'right', 'right', 'left', 'right', 'left', 'left', 'right', 'left', 'right'];
const BET = 10;

/** `safe` steps taken on the panels that hold, then (for a fall) the other panel of the next step. */
function board(safe: number, state: SquidBoard['state']): SquidBoard {
  const steps = BRIDGE.slice(0, safe).map((picked, i) => ({ step: i + 1, picked, held: true }));
  if (state === 'fell') steps.push({ step: safe + 1, picked: BRIDGE[safe] === 'left' ? 'right' : 'left', held: false });
  const paid = state === 'cashedOut' || state === 'crossed';
  return { bet: BET, steps, safe, state, payout: paid ? squidPayout(BET, safe) : 0, bridge: state === 'open' ? null : BRIDGE };
}

export function squidPoseOf(state: SquidGalleryState): SquidPose {
  switch (state) {
    case 'idle':
      return { state };
    case 'choosing':
      return { state, board: board(4, 'open') };
    case 'fell':
      return { state, board: board(3, 'fell') };
    case 'cashedOut':
      return { state, board: board(6, 'cashedOut') };
    case 'crossed':
      return { state, board: board(SQUID_STEPS, 'crossed') };
  }
}
