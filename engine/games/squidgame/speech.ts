// The bridge for a keyboard and a screen reader (issue 29): the next step's
// two panels as buttons, and what the live region says as the bridge moves.
// Pure, from the board the scene draws. Nothing here can tell which panel
// holds: the scene is never told before the answer, and both panels of a
// step always come as the same pair, left then right.
import { SQUID_STEPS, squidMultiplier, squidPayout, type Panel } from '../../../contract/games/squidRules';
import type { AccessibleControl, SceneText } from '../../core/bus';
import { coinText, nextStep } from './frame';
import type { SquidBoard, SquidLanding, SquidSceneState } from './types';

const PANEL_KEY: Record<Panel, string> = { left: 'games.a11y.squid.left', right: 'games.a11y.squid.right' };

/** The next step's panels while the bridge is open (pressable only when a tap would pick); none otherwise. */
export function panelControls(board: SquidBoard | null, look: SquidSceneState): AccessibleControl[] {
  const step = nextStep(board);
  if (step === null) return [];
  return (['left', 'right'] as const).map((panel) => ({
    id: panel,
    key: PANEL_KEY[panel],
    params: [step, SQUID_STEPS],
    enabled: look === 'choosing',
  }));
}

/** What a bridge at rest says when it is shown: the step to pick, or how it ended. */
export function boardWords(board: SquidBoard | null): SceneText | null {
  if (!board) return null;
  switch (board.state) {
    case 'open': {
      const step = nextStep(board);
      return step === null ? null : { key: 'games.a11y.squid.step', params: [step, SQUID_STEPS] };
    }
    case 'fell':
      return { key: 'games.a11y.squid.fell', params: [board.steps.at(-1)?.step ?? board.safe + 1, coinText(board.bet)] };
    case 'cashedOut':
      return { key: 'games.a11y.squid.cashedOut', params: [coinText(board.payout)] };
    case 'crossed':
      return { key: 'games.a11y.squid.crossed', params: [coinText(board.payout)] };
  }
}

/** A landing on glass that held, the bridge still open: what cashing out pays now, and the step next. */
export function landingWords(landing: SquidLanding): SceneText | null {
  const { board } = landing;
  const next = nextStep(board);
  if (!landing.held || next === null) return null;
  return {
    key: 'games.a11y.squid.held',
    params: [landing.step, `${squidMultiplier(board.safe)}x`, coinText(squidPayout(board.bet, board.safe)), next, SQUID_STEPS],
  };
}

/** The panel the player picked, said as the figure crouches to jump. */
export const pickWords = (step: number, panel: Panel): SceneText => ({
  key: panel === 'left' ? 'games.a11y.squid.pickedLeft' : 'games.a11y.squid.pickedRight',
  params: [step],
});
