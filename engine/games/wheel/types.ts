// What the wheel game (both spin-wheel and spinwheelv2) carries on the bus and
// what the chrome hands it at creation. Phaser-free: the chrome, the QA
// gallery and scripts/assets-check.ts import this file, so it must never pull
// Phaser into their bundles.

export type WheelVariant = 'classic' | 'v2';

/** One slot of the prize table, already in the scene's language. */
export interface WheelSlot {
  /** what the slot reads on the wheel, e.g. "RM 10" or "Try again" */
  label: string;
  /** a prize slot (credit > 0); a no-win slot shows the "so close" result */
  win: boolean;
}

/** The part of the player's spin standing the scene shows (V2: remaining and countdown). */
export interface WheelStatus {
  rm: number;
  /** ISO time of the next spin, or null */
  nextSpinAt: string | null;
  maintenance: boolean;
}

/** A plain observable, like the mixer's SettingsSource: the engine needs no valtio. */
export interface StatusSource {
  get(): WheelStatus;
  /** calls fn after any change; returns the unsubscribe */
  subscribe(fn: () => void): () => void;
}

/** The short texts the scene draws, translated by the chrome (src/i18n games section). */
export interface WheelText {
  spinsLeft: string;
  nextSpinIn: string;
  tapToSpin: string;
  wonPrefix: string;
}

/**
 * A frozen look for the QA gallery and visual tests: no timers run, every
 * animated value is computed for the pinned moment, so two renders are the
 * same bytes.
 */
export type WheelPose =
  | { state: 'idle' }
  | { state: 'spinning'; slot: number /** 0..1 of the deceleration */; progress: number }
  | { state: 'win' | 'lose'; slot: number }
  | { state: 'maintenance' };

export interface WheelSetup {
  variant: WheelVariant;
  slots: readonly WheelSlot[];
  text: WheelText;
  status?: StatusSource;
  pose?: WheelPose;
  /** seeds decorative variety (sparkles, landing offset); pinned by the gallery */
  seed?: number;
  /** the chrome's display format for the V2 countdown (SPEC section 5: hh:mm:ss) */
  formatCountdown(ms: number): string;
  /** canvas pixels per CSS pixel the chrome sized the game with (crisp text on phones) */
  pixelRatio?: number;
}

/** The bus payloads of the wheel: the player asks to spin, the server answers a slot. */
export interface WheelPayloads {
  intent: { spin: true };
  outcome: { slot: number; roundId: number };
  push: never;
}

/** Manifest keys both wheels draw or play. */
export const WHEEL_COMMON_ASSETS = [
  'wheel.pointer',
  'wheel.hub',
  'wheel.banner-win',
  'wheel.banner-lose',
  'wheel.banner-maintenance',
  'wheel.sfx-tick',
  'wheel.sfx-press',
  'wheel.sfx-win',
  'wheel.sfx-lose',
  'wheel.bgm',
] as const;

/** Every key per variant; scripts/assets-check.ts reads exports ending in _ASSETS. */
export const SPIN_WHEEL_ASSETS = [...WHEEL_COMMON_ASSETS, 'spin-wheel.bg'] as const;
export const SPINWHEELV2_ASSETS = [...WHEEL_COMMON_ASSETS, 'spinwheelv2.bg'] as const;

export const WHEEL_ASSETS_BY_VARIANT: Record<WheelVariant, readonly string[]> = {
  classic: SPIN_WHEEL_ASSETS,
  v2: SPINWHEELV2_ASSETS,
};

/** What the scene writes on its own canvas (data-*) for tests and QA: its state and the slot under the pointer. */
export type WheelSceneState = 'loading' | 'idle' | 'waiting' | 'spinning' | 'win' | 'lose' | 'maintenance';
