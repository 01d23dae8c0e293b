// What Lucky egg carries on the bus and what the chrome hands it at creation.
// Phaser-free: the chrome, the QA gallery and scripts/assets-check.ts import
// this file, so it must never pull Phaser into their bundles.
import { LUCKY_EGG_EGGS } from '../../../contract/games/luckyEggRules';

export const EGG_COUNT = LUCKY_EGG_EGGS;

/** The server's answer to a smash: the egg it recorded, the multiplier it drew and the coins it paid. */
export interface EggReveal {
  egg: number;
  multiplier: number;
  payout: number;
}

/**
 * Where the player stands, pushed by the chrome (after ready, after a refusal,
 * when a session opens or closes): only `open` lets an egg be picked.
 */
export type EggStanding =
  | { mode: 'open' }
  /** no session open: the eggs rest until the next one */
  | { mode: 'closed' }
  | { mode: 'maintenance' }
  /** already took part in this session: their egg lies smashed with what it held */
  | { mode: 'played'; reveal: EggReveal };

/** The bus payloads: the player smashes egg n (the bet is the chrome's), the server reveals its multiplier. */
export interface EggPayloads {
  intent: { egg: number };
  outcome: EggReveal;
  push: { kind: 'standing'; standing: EggStanding };
}

/**
 * The texts the scene draws, translated by the chrome (src/i18n, games.luckyEgg.scene).
 * `payout` keeps the dictionary's `{{0}}` placeholder: the scene fills it.
 */
export interface EggText {
  /** the line over an open nest */
  pick: string;
  /** the line over a resting nest (no session open) */
  closed: string;
  /** the line over the nest after taking part */
  played: string;
  maintenance: string;
  bigWin: string;
  win: string;
  /** a multiplier above 0 but at most 1: some of the bet back */
  back: string;
  noPrize: string;
  /** "+{{0}} coins" */
  payout: string;
}

/** How a reveal is celebrated: big from 20x, modest for any other win, gentle for nothing. */
export type EggTier = 'big' | 'win' | 'back' | 'none';

/** The gallery's frozen looks (see EGG_SCENE_STATES for what the canvas says). */
export type EggPose =
  | { state: 'closed' | 'open' | 'maintenance' }
  /** progress 0..1 through the crack-and-smash of `egg`, before its multiplier shows */
  | { state: 'smashing'; egg: number; progress: number }
  /** the reveal held on screen (`at` ms after the smash began), or the standing after taking part */
  | { state: 'revealed' | 'played'; reveal: EggReveal; at?: number };

export interface EggSetup {
  text: EggText;
  /** the chrome's formats: a multiplier ("500x") and a coin amount ("1,000") */
  formatMultiplier(multiplier: number): string;
  formatCoins(coins: number): string;
  /** canvas pixels per CSS pixel the chrome sized the game with (crisp text, CSS-sized margins) */
  pixelRatio?: number;
  /** a frozen look for the QA gallery and visual tests: no timer runs, the same bytes every render */
  pose?: EggPose;
  /** seeds decorative variety (egg patterns' sparkle, shell pieces, coins); pinned by the gallery */
  seed?: number;
}

/** Manifest keys the scene draws or plays; scripts/assets-check.ts reads exports ending in _ASSETS. */
export const LUCKY_EGG_ASSETS = [
  'lucky-egg.bg',
  'lucky-egg.sfx-tap',
  'lucky-egg.sfx-crack',
  'lucky-egg.sfx-smash',
  'lucky-egg.sfx-win',
  'lucky-egg.sfx-big',
  'lucky-egg.sfx-none',
  'lucky-egg.bgm',
] as const;

/** What the scene writes on its canvas (data-egg-state) for tests and QA. */
export const EGG_SCENE_STATES = [
  'loading',
  'closed',
  'open',
  'waiting',
  'smashing',
  'big',
  'win',
  'back',
  'none',
  'played',
  'maintenance',
] as const;
export type EggSceneState = (typeof EGG_SCENE_STATES)[number];
