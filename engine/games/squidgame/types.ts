// What Squid game carries on the bus and what the chrome hands it at
// creation. Phaser-free: the chrome, the QA gallery and scripts/assets-check.ts
// import this file, so it must never pull Phaser into their bundles.
import type { Panel } from '../../../contract/games/squidRules';

export type { Panel } from '../../../contract/games/squidRules';

/** One step taken, as the server answered it. */
export interface SquidStepView {
  /** 1-based */
  step: number;
  picked: Panel;
  held: boolean;
}

/** A bridge as the scene shows it; the chrome builds it from the server's bridge. */
export interface SquidBoard {
  bet: number;
  steps: readonly SquidStepView[];
  /** safe steps so far */
  safe: number;
  state: 'open' | 'cashedOut' | 'fell' | 'crossed';
  /** coins paid when it ended (0 on a fall) */
  payout: number;
  /** the panel that held at each step: only once the bridge has ended */
  bridge: readonly Panel[] | null;
}

/** The server's answer to a pick: the step it took and the bridge after it. */
export interface SquidLanding {
  step: number;
  picked: Panel;
  held: boolean;
  board: SquidBoard;
}

export type SquidPush =
  /** no bridge: the empty bridge while the chrome takes the bet */
  | { kind: 'idle' }
  /** a bridge to show as it stands (a new bet, a resumed one, after a refusal) */
  | { kind: 'bridge'; board: SquidBoard }
  /** the player cashed out in the chrome: the celebration */
  | { kind: 'cashedOut'; board: SquidBoard };

/** The bus payloads: the player picks the next step's panel, the server says whether it held. */
export interface SquidPayloads {
  intent: { step: number; panel: Panel };
  outcome: SquidLanding;
  push: SquidPush;
}

/**
 * The texts the scene draws, translated by the chrome (src/i18n, games.squidgame.scene).
 * Placeholders are the dictionary's own `{{0}}`: the scene fills them.
 */
export interface SquidText {
  /** the line over an empty bridge */
  placeBet: string;
  /** the line while a step waits for a pick */
  pick: string;
  /** "Bet {{0}}" */
  bet: string;
  /** "Cash out {{0}}" */
  cashout: string;
  fell: string;
  cashedOut: string;
  crossed: string;
  /** "+{{0}} coins" */
  won: string;
  /** the ladder's marks beside the rows */
  start: string;
  finish: string;
}

/** The gallery's frozen looks (see SQUID_SCENE_STATES for what the canvas says). */
export type SquidPose = { state: 'idle' } | { state: 'choosing' | 'fell' | 'cashedOut' | 'crossed'; board: SquidBoard };

export interface SquidSetup {
  text: SquidText;
  /** canvas pixels per CSS pixel the chrome sized the game with */
  pixelRatio?: number;
  /** a frozen look for the QA gallery and visual tests: no animation runs, the same bytes every render */
  pose?: SquidPose;
  /** seeds decorative variety (shards, coins, the drop's lights); pinned by the gallery */
  seed?: number;
}

/** Manifest keys the scene plays (the art is drawn in code); scripts/assets-check.ts reads exports ending in _ASSETS. */
export const SQUID_ASSETS = [
  'squidgame.sfx-pick',
  'squidgame.sfx-land',
  'squidgame.sfx-shatter',
  'squidgame.sfx-cashout',
  'squidgame.bgm',
] as const;

/**
 * What the scene writes on its canvas (data-squid-state, with data-squid-safe) for tests and QA:
 * idle (no bridge) -> choosing -> waiting (picked, the server asked) -> landed (brief) -> choosing ...
 * -> fell | cashedOut | crossed.
 */
export const SQUID_SCENE_STATES = ['idle', 'choosing', 'waiting', 'landed', 'fell', 'cashedOut', 'crossed'] as const;
export type SquidSceneState = (typeof SQUID_SCENE_STATES)[number];
