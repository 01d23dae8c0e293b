// Where everything sits, from the canvas size alone (pure, so a phone in
// portrait, a tablet and the gallery's pinned size are all unit-testable),
// and the two colour themes. The scene works in canvas pixels; `unit` is one
// CSS pixel in them, so strokes and text keep their size on any screen.
import type { WheelVariant } from './types';

export interface WheelLayout {
  width: number;
  height: number;
  unit: number;
  cx: number;
  cy: number;
  /** radius of the slot face */
  radius: number;
  /** radius of the rim's centre line, where the bulbs sit */
  rimRadius: number;
  bulbs: number;
  hubSize: number;
  pointer: { x: number; y: number; width: number; height: number };
  banner: { x: number; y: number; width: number; height: number };
  hud: { x: number; y: number; lineGap: number };
}

export function wheelLayout(width: number, height: number, pixelRatio = 1): WheelLayout {
  const unit = Math.max(0.5, pixelRatio);
  // Room for the pointer above and the HUD below: the wheel takes what is
  // left of the narrower of the two directions.
  const radius = Math.max(40, Math.min(width * 0.4, height * 0.27));
  const cx = width / 2;
  const cy = Math.max(radius * 1.35, height * 0.44);
  const rimRadius = radius * 1.08;
  const bannerWidth = Math.min(width * 0.9, radius * 2.5);
  return {
    width,
    height,
    unit,
    cx,
    cy,
    radius,
    rimRadius,
    bulbs: 24,
    hubSize: radius * 0.5,
    pointer: { x: cx, y: cy - rimRadius - radius * 0.04, width: radius * 0.34, height: radius * 0.43 },
    banner: { x: cx, y: cy + radius * 0.62, width: bannerWidth, height: bannerWidth * 0.3 },
    hud: { x: cx, y: cy + rimRadius + radius * 0.26, lineGap: radius * 0.17 },
  };
}

export interface WheelTheme {
  /** fill colours of prize slots, alternating */
  prize: readonly number[];
  /** fill of no-win slots */
  blank: number;
  labelOnPrize: string;
  labelOnBlank: string;
  rimOuter: number;
  rimInner: number;
  peg: number;
  bulbOn: number;
  bulbOff: number;
  hudText: string;
  hudAccent: string;
}

export const THEMES: Record<WheelVariant, WheelTheme> = {
  // Royal purple and gold, the club's own colours.
  classic: {
    prize: [0xffc93c, 0xe0457b, 0x7b3fe4, 0x2ec4b6],
    blank: 0x2a1248,
    labelOnPrize: '#2a1248',
    labelOnBlank: '#f6f0ff',
    rimOuter: 0xd99a1e,
    rimInner: 0x6b3a0c,
    peg: 0xfff3c4,
    bulbOn: 0xfff6c8,
    bulbOff: 0x6e4a1a,
    hudText: '#f6f0ff',
    hudAccent: '#ffd34d',
  },
  // A night-market teal and coral for the second wheel, so the two never look alike.
  v2: {
    prize: [0xff8a5b, 0x18c7b0, 0xffd166, 0x5b8cff],
    blank: 0x0f2d3d,
    labelOnPrize: '#10202a',
    labelOnBlank: '#e9fbff',
    rimOuter: 0x21b8c9,
    rimInner: 0x0a4f5a,
    peg: 0xe9fbff,
    bulbOn: 0xe9fff9,
    bulbOff: 0x14505a,
    hudText: '#e9fbff',
    hudAccent: '#ffd166',
  },
};

export const FONT_FAMILY = 'system-ui, "Noto Sans", "Noto Sans CJK SC", "DejaVu Sans", sans-serif';

/** A colour as '#rrggbb' for Phaser's text style. */
export const css = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;
