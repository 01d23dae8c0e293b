// Where everything sits, from the canvas size alone (pure, so a portrait
// phone, a tablet and the gallery's pinned size are unit-tested). The scene
// works in canvas pixels; `unit` is one CSS pixel in them, so the chrome's
// bars and its bet dock (sized in CSS pixels) are kept clear on any screen.
// The bridge runs up the screen: the start platform at the bottom, step 1
// above it, step 10 near the top, the finish above that; rows narrow with
// height for a little depth.
import { SQUID_STEPS, type Panel } from '../../../contract/games/squidRules';

/**
 * The chrome draws its close/title/history bar and, under it, the big-wins
 * ticker of the games a player stakes on (62 + 30 CSS px) over the top of the
 * canvas, and the bet dock over the bottom.
 */
export const SAFE_TOP_CSS = 98;
export const SAFE_BOTTOM_CSS = 196;
const SIDE_CSS = 14;
const HUD_CSS = 30;
/** the ladder's column on the right of the bridge */
const LADDER_CSS = 74;
const MAX_BRIDGE_CSS = 330;
/** the top row is this much narrower than the bottom one (depth) */
const NARROWING = 0.28;
/** the gap between the left and the right panel of a row, at scale 1 */
const GAP_CSS = 18;

export interface Rect {
  /** centre */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Row {
  /** 1-based step */
  step: number;
  y: number;
  /** 1 at the start platform, smaller up the bridge */
  scale: number;
  left: Rect;
  right: Rect;
  /** the row's full height: a panel's tap target spans it, taller than the glass drawn */
  pitch: number;
}

export interface SquidLayout {
  width: number;
  height: number;
  unit: number;
  /** the bet on the left, the cash-out on the right, on one line over the bridge */
  hud: { y: number; left: number; right: number; fontPx: number };
  /** the hint line under the hud, centred on the canvas (the bridge's centre is left of it: a long Malay hint ran off the left edge) */
  hint: { x: number; y: number; fontPx: number };
  /** steps 1..SQUID_STEPS, bottom to top */
  rows: Row[];
  start: Rect;
  finish: Rect;
  /** the multiplier beside each row: left edge x, at the row's y */
  ladder: { x: number; fontPx: number; width: number };
  /** the result banner over the bridge */
  banner: Rect;
  /** the figure's height at scale 1 */
  figure: number;
  /** the bridge's centre line */
  cx: number;
}

export function squidLayout(width: number, height: number, pixelRatio = 1): SquidLayout {
  const unit = Math.max(0.5, pixelRatio);
  const side = SIDE_CSS * unit;
  const top = SAFE_TOP_CSS * unit;
  const bottom = Math.max(top + 200 * unit, height - SAFE_BOTTOM_CSS * unit);
  const contentWidth = Math.max(120 * unit, width - 2 * side);
  const ladderWidth = LADDER_CSS * unit;
  const bridgeWidth = Math.min(MAX_BRIDGE_CSS * unit, contentWidth - ladderWidth - 8 * unit);
  // The bridge and its ladder, centred together.
  const groupLeft = (width - (bridgeWidth + 8 * unit + ladderWidth)) / 2;
  const cx = groupLeft + bridgeWidth / 2;
  const hudY = top + (HUD_CSS * unit) / 2;
  const hintY = top + HUD_CSS * unit + 4 * unit;
  // The hint line sits between the hud and the finish.
  const bridgeTop = top + (HUD_CSS + 28) * unit;
  // Rows: the start platform, SQUID_STEPS steps, the finish; the platforms take a pitch each.
  const pitch = (bottom - bridgeTop) / (SQUID_STEPS + 2);
  const scaleAt = (level: number) => 1 - NARROWING * (level / (SQUID_STEPS + 1));
  const yAt = (level: number) => bottom - pitch * 0.5 - level * pitch;
  const rows: Row[] = Array.from({ length: SQUID_STEPS }, (_, i) => {
    const step = i + 1;
    const scale = scaleAt(step);
    const y = yAt(step);
    const gap = GAP_CSS * unit * scale;
    const w = (bridgeWidth * scale - gap) / 2;
    const h = pitch * 0.74;
    return {
      step,
      y,
      scale,
      pitch,
      left: { x: cx - gap / 2 - w / 2, y, width: w, height: h },
      right: { x: cx + gap / 2 + w / 2, y, width: w, height: h },
    };
  });
  const finishY = yAt(SQUID_STEPS + 1);
  return {
    width,
    height,
    unit,
    hud: { y: hudY, left: groupLeft, right: groupLeft + bridgeWidth + 8 * unit + ladderWidth, fontPx: 16 * unit },
    hint: { x: width / 2, y: hintY, fontPx: 14 * unit },
    rows,
    start: { x: cx, y: yAt(0), width: bridgeWidth, height: pitch * 0.86 },
    finish: { x: cx, y: finishY, width: bridgeWidth * scaleAt(SQUID_STEPS + 1), height: pitch * 0.8 },
    ladder: { x: groupLeft + bridgeWidth + 8 * unit, fontPx: Math.min(14 * unit, pitch * 0.42), width: ladderWidth },
    banner: { x: width / 2, y: (bridgeTop + bottom) / 2, width: Math.min(contentWidth, 340 * unit), height: 96 * unit },
    figure: pitch * 1.15,
    cx,
  };
}

/** Where the figure stands: the start platform, a step's panel, or the finish past the last step. */
export type Spot = { at: 'start' } | { at: 'panel'; step: number; panel: Panel } | { at: 'finish' };

/** The point the figure's feet are on, and its scale there. */
export function spotPoint(l: SquidLayout, spot: Spot): { x: number; y: number; scale: number } {
  if (spot.at === 'start') return { x: l.start.x, y: l.start.y, scale: 1 };
  if (spot.at === 'finish') return { x: l.finish.x, y: l.finish.y, scale: l.finish.width / l.start.width };
  const row = rowOf(l, spot.step);
  const r = row[spot.panel];
  return { x: r.x, y: r.y, scale: row.scale };
}

export function rowOf(l: SquidLayout, step: number): Row {
  const row = l.rows[step - 1];
  if (!row) throw new RangeError(`no step ${step} on a bridge of ${l.rows.length}`);
  return row;
}

/** The night-sky palette of the drop, glass in cool cyan, gold for coins. */
export const COLORS = {
  text: '#f4f8ff',
  muted: '#9fb3d1',
  gold: '#ffd45a',
  goldHex: 0xffd45a,
  skyTop: 0x0b1030,
  skyBottom: 0x02030a,
  rail: 0x6c7a96,
  glass: 0x8fe3ff,
  held: 0x3fe08a,
  broken: 0xff5a6a,
  safe: 0x3fe08a,
  platform: 0x2c3552,
  shadow: '#03050f',
} as const;

export const FONT_FAMILY = 'system-ui, "Noto Sans", "Noto Sans CJK SC", "DejaVu Sans", sans-serif';
