// What Rock scissor paper carries on the bus and what the chrome hands it at
// creation. Phaser-free: the chrome, the QA gallery and scripts/assets-check.ts
// import this file, so it must never pull Phaser into their bundles.
import type { RspMatchView, RspSearch } from '../../../contract/games/rsp';
import type { Hand } from '../../../contract/games/rspRules';

export type { Hand } from '../../../contract/games/rspRules';

/**
 * Where the player stands, as the chrome last heard from the server. Every
 * push carries the server's clock (`serverNow`), so the scene counts the
 * house's arrival, the countdown and a round's time on the server's clock,
 * whatever the phone's says.
 */
export type RspScenePush =
  /** nothing running: the empty table while the chrome takes the bet */
  | { kind: 'idle' }
  | { kind: 'searching'; search: RspSearch; serverNow: string }
  /** the match as it stands; a round more than last shown is revealed with the clash */
  | { kind: 'match'; match: RspMatchView; serverNow: string };

/** The bus payloads: the player's hand for a round, the server's acceptance of it. */
export interface RspPayloads {
  intent: { round: number; hand: Hand };
  /** the move as the server took it (the match after it) */
  outcome: { round: number; hand: Hand; match: RspMatchView; serverNow: string };
  push: RspScenePush;
}

/** The texts the scene draws, translated by the chrome (games.rsp.scene); `{{0}}` placeholders are filled here. */
export interface RspText {
  /** the line over the empty table */
  placeBet: string;
  searching: string;
  /** "The house joins in {{0}} s" */
  houseIn: string;
  house: string;
  /** the opponent card of a person (no name is ever shown) */
  player: string;
  you: string;
  /** "Round {{0}}" */
  round: string;
  finalRound: string;
  choose: string;
  waiting: string;
  opponentReady: string;
  /** the round's line after the reveal */
  roundWon: string;
  roundLost: string;
  roundDraw: string;
  /** the hand not played in time */
  noMove: string;
  won: string;
  lost: string;
  void: string;
  /** "+{{0}} coins" */
  payout: string;
  /** "-{{0}} coins" */
  stake: string;
  /** the three hands' names under the buttons, in HANDS order */
  rock: string;
  scissor: string;
  paper: string;
}

export interface RspSetup {
  text: RspText;
  /** canvas pixels per CSS pixel the chrome sized the game with */
  pixelRatio?: number;
  /** a frozen look for the QA gallery and visual tests: shown at rest, nothing animates */
  pose?: RspScenePush;
  /** seeds the backdrop's stars; pinned by the gallery */
  seed?: number;
}

/** Manifest keys the scene plays (the art is drawn in code); scripts/assets-check.ts reads exports ending in _ASSETS. */
export const RSP_ASSETS = ['rsp.sfx-tap', 'rsp.sfx-tick', 'rsp.sfx-clash', 'rsp.sfx-win', 'rsp.sfx-lose'] as const;

/**
 * What the scene writes on its canvas (data-rsp-state, with data-rsp-round) for tests and QA:
 * idle -> searching -> countdown -> choosing -> waiting (moved) -> reveal -> choosing ... -> won | lost | void.
 */
export const RSP_SCENE_STATES = ['idle', 'searching', 'countdown', 'choosing', 'waiting', 'reveal', 'won', 'lost', 'void'] as const;
export type RspSceneState = (typeof RSP_SCENE_STATES)[number];
