// Where everything sits, from the canvas size alone (pure, so a portrait
// phone, a tablet and the gallery's pinned size are unit-tested), and the
// colours. The scene works in canvas pixels; `unit` is one CSS pixel in them,
// so the chrome's bars and its bet dock (sized in CSS pixels) stay clear.
import { EGG_COUNT } from './types';

/**
 * The chrome's close/title/history bar and, under it, the big-wins ticker of
 * the staking games (62 + 30 CSS px, as Squid game's) over the top of the canvas:
 * at 64 the banner's Malay lines ran over the ticker.
 */
export const SAFE_TOP_CSS = 98;
/** The chrome's dock (bet stepper and chips, or the countdown) over the bottom. */
export const SAFE_BOTTOM_CSS = 216;
const SIDE_CSS = 14;
const BANNER_CSS = 92;
/** eggs never get bigger than this (tablets, desktop) */
const MAX_EGG_CSS = 132;
/** the nest's height in egg heights: two rows, the pedestals and the straw */
const NEST_HEIGHTS = 1.9;
/** an egg's height over its width */
export const EGG_ASPECT = 1.3;

export interface EggSpot {
  /** the egg's centre */
  x: number;
  y: number;
  width: number;
  height: number;
  /** the top of its pedestal, where the egg rests */
  baseY: number;
}

export interface EggLayout {
  width: number;
  height: number;
  unit: number;
  cx: number;
  /** the line of text over the nest and, after a reveal, the result */
  /** `maxHeight`: the most its wrapped lines may take and stay inside their band (the scene shrinks the font to it) */
  banner: { y: number; width: number; fontPx: number; maxHeight: number };
  /** the payout line under the banner */
  payoutY: number;
  /** the nest the eggs sit in: its centre and half-sizes */
  nest: { x: number; y: number; rx: number; ry: number };
  /** back row (0, 1) then front row (2, 3, 4), left to right */
  eggs: EggSpot[];
}

export function eggLayout(width: number, height: number, pixelRatio = 1): EggLayout {
  const unit = Math.max(0.5, pixelRatio);
  const side = SIDE_CSS * unit;
  const top = SAFE_TOP_CSS * unit;
  const bottom = Math.max(top + 160 * unit, height - SAFE_BOTTOM_CSS * unit);
  const cx = width / 2;
  const room = Math.max(80 * unit, bottom - top - BANNER_CSS * unit);
  // Three eggs side by side in the front row with a gap, two rows deep (the back row overlaps the front by a quarter).
  const byWidth = (width - 2 * side) / 3.35;
  const byHeight = room / (EGG_ASPECT * NEST_HEIGHTS);
  const eggWidth = Math.max(28 * unit, Math.min(byWidth, byHeight, MAX_EGG_CSS * unit));
  const eggHeight = eggWidth * EGG_ASPECT;
  // The line and the nest together, a little above the middle of the room left between the bars.
  const spare = Math.max(0, room - eggHeight * NEST_HEIGHTS);
  const bannerY = top + spare * 0.4 + BANNER_CSS * unit * 0.36;
  const nestTop = top + spare * 0.4 + BANNER_CSS * unit;
  const step = eggWidth * 1.12;
  const backY = nestTop + eggHeight * 0.55;
  const frontY = backY + eggHeight * 0.75;
  const spot = (x: number, y: number, scale: number): EggSpot => ({
    x,
    y,
    width: eggWidth * scale,
    height: eggHeight * scale,
    baseY: y + eggHeight * scale * 0.44,
  });
  const eggs = [
    spot(cx - step / 2, backY, 0.94),
    spot(cx + step / 2, backY, 0.94),
    spot(cx - step, frontY, 1),
    spot(cx, frontY, 1),
    spot(cx + step, frontY, 1),
  ];
  if (eggs.length !== EGG_COUNT) throw new Error(`the nest holds ${eggs.length} eggs, the rules ${EGG_COUNT}`);
  const front = eggs[3] ?? spot(cx, frontY, 1);
  return {
    width,
    height,
    unit,
    cx,
    banner: {
      y: bannerY,
      width: Math.min(width - 2 * side, 460 * unit),
      fontPx: Math.round(Math.min(30 * unit, eggWidth * 0.27)),
      // Centred at 36% of its band: twice that keeps the lines off the bar above.
      maxHeight: BANNER_CSS * unit * 0.72,
    },
    payoutY: bannerY + Math.min(30 * unit, eggWidth * 0.27) * 1.15,
    nest: { x: cx, y: front.baseY, rx: step * 1.75, ry: eggHeight * 0.22 },
    eggs,
  };
}

/** The egg under a point (canvas pixels), front row first (it is drawn over the back row); -1 for none. */
export function eggAt(layout: EggLayout, x: number, y: number): number {
  const order = [2, 3, 4, 0, 1];
  for (const i of order) {
    const e = layout.eggs[i];
    if (!e) continue;
    const dx = (x - e.x) / (e.width / 2);
    const dy = (y - e.y) / (e.height / 2);
    if (dx * dx + dy * dy <= 1) return i;
  }
  return -1;
}

/** Each egg's shell colours: base, pattern and its band. Original, festive, none alike. */
export const EGG_COLORS: readonly { shell: number; shade: number; pattern: number }[] = [
  { shell: 0xffd76a, shade: 0xe0a62a, pattern: 0xd9432f },
  { shell: 0xff9fb7, shade: 0xd9668a, pattern: 0xffffff },
  { shell: 0x8fe3d4, shade: 0x3fae9c, pattern: 0xffd76a },
  { shell: 0xc5a8ff, shade: 0x8a66de, pattern: 0xfff3c4 },
  { shell: 0xffb36b, shade: 0xd97a2a, pattern: 0x6b2fbf },
];

export const COLORS = {
  text: '#fff7e6',
  gold: '#ffd45a',
  muted: '#d9c9ff',
  shadow: '#2a0c3d',
  nest: 0x8a5a2b,
  nestDark: 0x5c3a17,
  straw: 0xd9a55a,
  pedestal: 0xffc94a,
  pedestalDark: 0xb37a12,
} as const;

export const FONT_FAMILY = 'system-ui, "Noto Sans", "Noto Sans CJK SC", "DejaVu Sans", sans-serif';
