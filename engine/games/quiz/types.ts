// What the quiz's lucky roulette carries on the bus and what the chrome hands
// it at creation. Phaser-free: the chrome, the QA gallery and
// scripts/assets-check.ts import this file.

/** What a slot pays, as the campaign's prize table says (contract/games/quiz.ts QUIZ_PRIZE_KINDS). */
export type RouletteKind = 'physical' | 'coins' | 'none';

/** One slot of the wheel, already in the scene's language. */
export interface RouletteSlot {
  /** e.g. "2 race tickets", "50 coins", "Try again" */
  label: string;
  kind: RouletteKind;
}

/** The texts the scene draws, translated by the chrome (games.roulette in the dictionaries). */
export interface RouletteText {
  tapToSpin: string;
  wonPrefix: string;
  /** under the "so close" banner when the slot pays nothing */
  tryAgain: string;
}

/**
 * A frozen look for the QA gallery and visual tests: no timers run, every
 * animated value is computed for the pinned moment.
 */
export type RoulettePose =
  | { state: 'idle' }
  | { state: 'spinning'; slot: number /** 0..1 of the deceleration */; progress: number }
  | { state: 'won' | 'lost'; slot: number };

export interface RouletteSetup {
  slots: readonly RouletteSlot[];
  text: RouletteText;
  pose?: RoulettePose;
  /** seeds decoration (confetti, the landing inside a slot); pinned by the gallery */
  seed?: number;
  /** canvas pixels per CSS pixel the chrome sized the game with */
  pixelRatio?: number;
}

/**
 * The player asks to spin; the server's answer is the wheel position its
 * slot sits at (the chrome maps the spin onto the wheel it drew). Pushed:
 * whether a tap may spin now (the chrome's `disabled`).
 */
export interface RoulettePayloads {
  intent: { spin: true };
  outcome: { slot: number; roundId: number };
  push: { kind: 'lock'; locked: boolean };
}

/** Manifest keys the roulette draws or plays (the pointer, hub, banners and sounds are the spin wheels'). */
export const ROULETTE_ASSETS = [
  'roulette.bg',
  'roulette.ticket',
  'roulette.coins',
  'roulette.again',
  'wheel.pointer',
  'wheel.hub',
  'wheel.banner-win',
  'wheel.banner-lose',
  'wheel.sfx-tick',
  'wheel.sfx-press',
  'wheel.sfx-win',
  'wheel.sfx-lose',
  'wheel.bgm',
] as const;

/** What the scene writes on its canvas (data-roulette-state) for tests and QA. */
export type RouletteSceneState = 'loading' | 'idle' | 'locked' | 'waiting' | 'spinning' | 'won' | 'lost';
