// What Find The Odd carries on the bus and what the chrome hands it at
// creation. Phaser-free: the chrome, the QA gallery and scripts/assets-check.ts
// import this file, so it must never pull Phaser into their bundles.

/**
 * A round's pictures: the server's board (one image of every card in grid order, `cols` a row; a
 * data: URL of its PNG) or one image URL a card (the QA gallery's bundled SVGs). Nothing in them says
 * which card is odd but the pictures.
 */
export type CardPictures = { board: string } | { cards: readonly string[] };

/** A card's picture as a texture: a file's own, or a frame cut from the board. */
export interface PictureRef {
  key: string;
  frame?: string;
}

/** One dealt round as the scene shows it; the chrome builds it from the server's deal. */
export interface FtoDeal {
  /** 1-based */
  round: number;
  rounds: number;
  pictures: CardPictures;
  /** how many cards */
  count: number;
  cols: number;
  /** the round's whole time limit (the bar's full length) */
  limitMs: number;
  /** time left when the chrome pushed the deal (from the server's deadline and clock) */
  remainingMs: number;
  /** coins earned in this play so far */
  coins: number;
}

/** The server's answer to a tap (or to the timer running out). */
export interface FtoReveal {
  round: number;
  /** the card tapped; null when the time ran out */
  picked: number | null;
  oddCard: number;
  correct: boolean;
  timedOut: boolean;
  /** coins earned in this play after this round */
  coins: number;
}

export interface FtoSummary {
  coins: number;
  correct: number;
  rounds: number;
}

export type FtoPush = { kind: 'deal'; deal: FtoDeal } | ({ kind: 'finished' } & FtoSummary) | { kind: 'intro' };

/** The bus payloads: the player taps a card (or the time runs out), the server reveals; rounds and the end arrive as pushes. */
export interface FtoPayloads {
  /** card null: the timer ran out on the player's screen (emitted once per round, only if nothing was tapped) */
  intent: { round: number; card: number | null };
  outcome: FtoReveal;
  push: FtoPush;
}

/**
 * The texts the scene draws, translated by the chrome (src/i18n, games.fto).
 * Placeholders are the dictionary's own `{{0}}`, `{{1}}`: the scene fills them.
 */
export interface FtoText {
  /** "Round {{0}}/{{1}}" */
  round: string;
  /** label of the coin counter */
  coins: string;
  timeUp: string;
  correct: string;
  wrong: string;
  /** "You found {{0}} of {{1}}" */
  finished: string;
  /** "+{{0}} coins" */
  earned: string;
  /** the line under the intro emblem */
  tapToStart?: string;
}

/** The gallery's frozen looks (see FTO_SCENE_STATES for what the canvas says). */
export type FtoPose =
  | { state: 'intro' }
  /** progress 0..1: how much of the round's time has gone */
  | { state: 'round'; deal: FtoDeal; progress: number }
  | { state: 'correct' | 'wrong' | 'timeout'; deal: FtoDeal; reveal: FtoReveal }
  | ({ state: 'finished' } & FtoSummary);

export interface FtoSetup {
  text: FtoText;
  /** canvas pixels per CSS pixel the chrome sized the game with (crisp text, CSS-sized margins) */
  pixelRatio?: number;
  /** a frozen look for the QA gallery and visual tests: no timer runs, the same bytes every render */
  pose?: FtoPose;
  /** seeds decorative variety (confetti, the intro's card tilt); pinned by the gallery */
  seed?: number;
}

/** Manifest keys the scene draws or plays; scripts/assets-check.ts reads exports ending in _ASSETS. */
export const FTO_ASSETS = [
  'fto.bg',
  'fto.emblem',
  'fto.card-back',
  'fto.glow',
  'fto.mark-check',
  'fto.mark-cross',
  'fto.coin',
  'fto.ribbon',
  'fto.panel',
  'fto.trophy',
  'fto.confetti',
  'fto.sfx-tap',
  'fto.sfx-correct',
  'fto.sfx-wrong',
  'fto.sfx-tick',
  'fto.sfx-finish',
  'fto.bgm',
] as const;

/** What the scene writes on its canvas (data-fto-state) for tests and QA. */
export const FTO_SCENE_STATES = ['intro', 'dealing', 'round', 'waiting', 'correct', 'wrong', 'timeout', 'finished'] as const;
export type FtoSceneState = (typeof FTO_SCENE_STATES)[number];
