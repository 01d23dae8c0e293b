// Where everything of the roulette sits, from the canvas size and the slot
// count alone (pure, unit-tested on a 412 px phone), and its colours. A
// slot's label runs along its radius between the hub and the prize icon
// (engine/kit/wheelLabels.ts, shared with the spin wheels).
import { radialLabelBox, type LabelBox } from '../../kit/wheelLabels';
import type { RouletteKind } from './types';

export { labelScale, type LabelBox } from '../../kit/wheelLabels';

export interface RouletteLayout {
  width: number;
  height: number;
  /** one CSS pixel in canvas pixels */
  unit: number;
  cx: number;
  cy: number;
  radius: number;
  rimRadius: number;
  bulbs: number;
  hubSize: number;
  pointer: { x: number; y: number; width: number; height: number };
  banner: { x: number; y: number; width: number; height: number };
  hint: { x: number; y: number; size: number };
  label: LabelBox;
  /** the label's font before fitting */
  fontPx: number;
  icon: { centre: number; size: number };
}

/** Where the hub ends and a label may start (fractions of the radius). */
const LABEL_INNER = 0.3;
const LABEL_OUTER = 0.68;
const ICON_CENTRE = 0.83;

export function rouletteLayout(width: number, height: number, pixelRatio: number, slots: number): RouletteLayout {
  const unit = Math.max(0.5, pixelRatio);
  const n = Math.max(2, slots);
  const half = Math.PI / n;
  // Room for the pointer above and the banner and hint below.
  const radius = Math.max(40, Math.min(width * 0.43, height * 0.28));
  const cx = width / 2;
  const cy = Math.max(radius * 1.4, height * 0.43);
  const rimRadius = radius * 1.08;
  const bannerWidth = Math.min(width * 0.92, radius * 2.4);
  return {
    width,
    height,
    unit,
    cx,
    cy,
    radius,
    rimRadius,
    bulbs: 20,
    hubSize: radius * 0.5,
    pointer: { x: cx, y: cy - rimRadius - radius * 0.04, width: radius * 0.32, height: radius * 0.4 },
    banner: { x: cx, y: cy + radius * 0.55, width: bannerWidth, height: bannerWidth * 0.3 },
    hint: { x: cx, y: cy + rimRadius + radius * 0.2, size: Math.max(13 * unit, radius * 0.1) },
    label: radialLabelBox(radius, n, LABEL_INNER, LABEL_OUTER),
    fontPx: Math.max(11 * unit, radius * 0.09),
    icon: { centre: radius * ICON_CENTRE, size: Math.min(radius * 0.2, 2 * radius * ICON_CENTRE * Math.sin(half) * 0.72) },
  };
}

export const ROULETTE_THEME = {
  /** slot fills by kind, alternating within a kind */
  fill: {
    physical: [0xffc93c, 0xff7a3d],
    coins: [0x2ec4b6, 0x4aa3ff],
    none: [0x2b303b, 0x3a404d],
  } satisfies Record<RouletteKind, readonly number[]>,
  label: { physical: '#2a1200', coins: '#06222a', none: '#eef2f8' } satisfies Record<RouletteKind, string>,
  rimOuter: 0xd7262e,
  rimInner: 0x3b0a0d,
  peg: 0xf4f4f4,
  bulbOn: 0xfff6d8,
  bulbOff: 0x5a1a1d,
  hint: '#f4f4f4',
  prize: '#fff6c8',
  prizeStroke: '#3b0a0d',
} as const;

export const FONT_FAMILY = 'system-ui, "Noto Sans", "Noto Sans CJK SC", "DejaVu Sans", sans-serif';
