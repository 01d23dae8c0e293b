// Where everything sits, from the canvas size and the deal alone (pure, so a
// portrait phone, a tablet and the gallery's pinned size are unit-tested).
// The scene works in canvas pixels; `unit` is one CSS pixel in them, so the
// chrome's bars (sized in CSS pixels) are kept clear on any screen.

/** The chrome draws its close/title/history bar over the top of the canvas and its notes over the bottom. */
export const SAFE_TOP_CSS = 64;
export const SAFE_BOTTOM_CSS = 72;
const SIDE_CSS = 16;
const HEADER_CSS = 34;
const TIMER_CSS = 12;
const RIBBON_CSS = 64;
/** the grid never gets wider than this (tablets, desktop), nor a card bigger */
const MAX_BOARD_CSS = 520;
const MAX_CARD_CSS = 190;
const GAP_CSS = 10;

export interface Rect {
  /** centre */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FtoLayout {
  width: number;
  height: number;
  unit: number;
  /** the round on the left, the coins on the right, on one line */
  header: { y: number; left: number; right: number; fontPx: number };
  timer: Rect;
  /** the area the cards are laid out in */
  board: Rect;
  /** the result ribbon under the board */
  ribbon: Rect;
  /** the waiting board: the emblem with the hint under it, a few card backs below */
  intro: { emblem: Rect; hintY: number; backs: Rect };
  panel: Rect;
}

export function ftoLayout(width: number, height: number, pixelRatio = 1): FtoLayout {
  const unit = Math.max(0.5, pixelRatio);
  const side = SIDE_CSS * unit;
  const contentWidth = Math.max(40 * unit, Math.min(width - 2 * side, MAX_BOARD_CSS * unit));
  const top = SAFE_TOP_CSS * unit;
  const bottom = height - SAFE_BOTTOM_CSS * unit;
  const headerY = top + (HEADER_CSS * unit) / 2;
  const timerY = top + HEADER_CSS * unit + (TIMER_CSS * unit) / 2;
  const boardTop = top + (HEADER_CSS + TIMER_CSS + 14) * unit;
  const boardBottom = Math.max(boardTop + 40 * unit, bottom - RIBBON_CSS * unit);
  const cx = width / 2;
  const panelWidth = Math.min(contentWidth, 360 * unit);
  const boardHeight = boardBottom - boardTop;
  const emblemSize = Math.min(contentWidth * 0.6, boardHeight * 0.38);
  const emblemY = boardTop + boardHeight * 0.24;
  const backsTop = boardTop + boardHeight * 0.6;
  return {
    width,
    height,
    unit,
    header: { y: headerY, left: cx - contentWidth / 2, right: cx + contentWidth / 2, fontPx: 17 * unit },
    timer: { x: cx, y: timerY, width: contentWidth, height: TIMER_CSS * unit },
    board: { x: cx, y: (boardTop + boardBottom) / 2, width: contentWidth, height: boardBottom - boardTop },
    ribbon: { x: cx, y: boardBottom + (RIBBON_CSS * unit) / 2, width: Math.min(contentWidth, 340 * unit), height: 52 * unit },
    intro: {
      emblem: { x: cx, y: emblemY, width: emblemSize, height: emblemSize },
      hintY: emblemY + emblemSize / 2 + 12 * unit,
      backs: { x: cx, y: (backsTop + boardBottom) / 2, width: contentWidth, height: boardBottom - backsTop },
    },
    panel: { x: cx, y: (top + bottom) / 2, width: panelWidth, height: panelWidth * 0.875 },
  };
}

/**
 * n cards of one aspect (width / height) in `cols` columns inside `box`, as
 * big as fits with a gap between them, centred; a short last row is centred
 * too. Grid order is row by row, left to right: card i of the deal is rect i.
 */
export function gridLayout(box: Rect, n: number, cols: number, aspect: number, unit: number): Rect[] {
  if (n <= 0) return [];
  const c = Math.max(1, Math.min(Math.floor(cols), n));
  const rows = Math.ceil(n / c);
  const gap = GAP_CSS * unit;
  const a = aspect > 0 && Number.isFinite(aspect) ? aspect : 1;
  let w = Math.min((box.width - gap * (c - 1)) / c, MAX_CARD_CSS * unit);
  let h = w / a;
  const fitH = (box.height - gap * (rows - 1)) / rows;
  if (h > fitH) {
    h = fitH;
    w = h * a;
  }
  w = Math.max(1, w);
  h = Math.max(1, h);
  const top = box.y - (rows * h + (rows - 1) * gap) / 2;
  return Array.from({ length: n }, (_, i) => {
    const row = Math.floor(i / c);
    const inRow = row === rows - 1 ? n - row * c : c;
    const left = box.x - (inRow * w + (inRow - 1) * gap) / 2;
    const col = i - row * c;
    return { x: left + col * (w + gap) + w / 2, y: top + row * (h + gap) + h / 2, width: w, height: h };
  });
}

/** The club's palette for this game: a deep teal board, warm gold, a clear green and red for right and wrong. */
export const COLORS = {
  text: '#f3fbff',
  muted: '#a9c7d6',
  gold: '#ffd45a',
  right: 0x2fd27a,
  wrong: 0xff4f5e,
  track: 0x0b2a3a,
  timerCalm: 0x36d6c3,
  timerLate: 0xffb545,
  timerUrgent: 0xff4f5e,
  shadow: '#06131c',
} as const;

export const FONT_FAMILY = 'system-ui, "Noto Sans", "Noto Sans CJK SC", "DejaVu Sans", sans-serif';
