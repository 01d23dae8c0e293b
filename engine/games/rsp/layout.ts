// Where everything sits, from the canvas size alone (pure, so a portrait
// phone, a tablet and the gallery's pinned size are unit-tested). The scene
// works in canvas pixels; `unit` is one CSS pixel in them, so the chrome's
// top bar (with the big-wins ticker) and the dock under the table stay clear.
// Top to bottom: the score line, the opponent's card, the arena (the
// opponent's hand, the timer ring, your hand), the three hand buttons.
import { HANDS, type Hand } from '../../../contract/games/rspRules';

/** The chrome's close/title/history bar and the big-wins ticker under it (62 + 30 CSS px, as every wager game). */
export const SAFE_TOP_CSS = 98;
/** The match's dock (Quit) under the buttons; the bet and result docks cover the buttons, which are hidden then. */
export const SAFE_BOTTOM_CSS = 76;
const SIDE_CSS = 14;
const MAX_WIDTH_CSS = 420;
const BUTTON_GAP_CSS = 18;

export interface Point {
  x: number;
  y: number;
}

export interface Rect extends Point {
  /** x, y: the centre */
  width: number;
  height: number;
}

export interface HandButton extends Point {
  hand: Hand;
  radius: number;
  /** the hand's name under the button */
  labelY: number;
}

export interface RspLayout {
  width: number;
  height: number;
  unit: number;
  cx: number;
  /** the score line: your pips on the left, the opponent's on the right, the round in the middle */
  score: { y: number; left: number; right: number; pip: number; fontPx: number };
  /** the opponent's card: its icon on the left, the name, "ready" on the right */
  card: Rect & { icon: number; fontPx: number };
  /** the opponent's hand (pointing down), the ring between, your hand (pointing up) */
  opponentHand: Point;
  yourHand: Point;
  hand: number;
  ring: Point & { radius: number; fontPx: number };
  /** the hint under the ring's right, and the round's outcome after a reveal */
  line: { y: number; fontPx: number };
  buttons: HandButton[];
  /** the result and "Final round" banners over the arena */
  banner: Rect;
}

export function rspLayout(width: number, height: number, pixelRatio = 1): RspLayout {
  const unit = Math.max(0.5, pixelRatio);
  const u = (css: number) => css * unit;
  const contentWidth = Math.min(u(MAX_WIDTH_CSS), Math.max(u(200), width - 2 * u(SIDE_CSS)));
  const cx = width / 2;
  const left = cx - contentWidth / 2;
  const right = cx + contentWidth / 2;
  const top = u(SAFE_TOP_CSS);
  const bottom = Math.max(top + u(360), height - u(SAFE_BOTTOM_CSS));

  const scoreY = top + u(18);
  const card = { x: cx, y: scoreY + u(50), width: contentWidth, height: u(56), icon: u(40), fontPx: u(17) };

  // Three buttons in a row, as large as the width allows (a thumb's target is at least 44 CSS px across).
  const radius = Math.min(u(48), (contentWidth - 2 * u(BUTTON_GAP_CSS)) / 6);
  const labelGap = u(16);
  const buttonsY = bottom - labelGap - u(10) - radius;
  const step = 2 * radius + u(BUTTON_GAP_CSS);
  const buttons = HANDS.map((hand, i) => ({
    hand,
    x: cx + (i - 1) * step,
    y: buttonsY,
    radius,
    labelY: buttonsY + radius + labelGap * 0.75,
  }));

  // The arena between the card and the buttons: the two hands and the ring, evenly spread.
  const arenaTop = card.y + card.height / 2 + u(10);
  const arenaBottom = buttonsY - radius - u(14);
  const arena = arenaBottom - arenaTop;
  const hand = Math.min(u(120), arena * 0.3);
  const ringRadius = Math.min(u(44), arena * 0.13);
  const ringY = arenaTop + arena / 2;
  return {
    width,
    height,
    unit,
    cx,
    score: { y: scoreY, left, right, pip: u(7), fontPx: u(15) },
    card,
    opponentHand: { x: cx, y: arenaTop + hand * 0.55 },
    yourHand: { x: cx, y: arenaBottom - hand * 0.55 },
    hand,
    ring: { x: cx, y: ringY, radius: ringRadius, fontPx: ringRadius * 0.85 },
    line: { y: ringY + ringRadius + u(6), fontPx: u(15) },
    buttons,
    banner: { x: cx, y: ringY, width: Math.min(contentWidth, u(330)), height: u(104) },
  };
}

/** The button under a point, if any (a circle's hit area): tests tap with it too. */
export function buttonAt(l: RspLayout, p: Point): HandButton | null {
  return l.buttons.find((b) => (p.x - b.x) ** 2 + (p.y - b.y) ** 2 <= b.radius ** 2) ?? null;
}

/** A night-blue table with warm gold for coins; your side amber, the opponent's cyan, the house coral. */
export const COLORS = {
  text: '#f4f8ff',
  muted: '#9fb3d1',
  gold: '#ffd45a',
  goldHex: 0xffd45a,
  shadow: '#03050f',
  skyTop: 0x1a1240,
  skyBottom: 0x05030f,
  table: 0x241a52,
  you: 0xffc46b,
  opponent: 0x8fd3ff,
  house: 0xff8a72,
  outline: 0x2a1a08,
  won: 0x3fe08a,
  lost: 0xff5a6a,
  ring: 0xffd45a,
  ringBack: 0x3a2f6e,
} as const;

export const FONT_FAMILY = 'system-ui, "Noto Sans", "Noto Sans CJK SC", "DejaVu Sans", sans-serif';
