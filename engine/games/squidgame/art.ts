// The art, drawn in code (no image files to download or license): the night
// over the drop, the bridge's rails, platforms and glass panels in each look,
// the player's figure (an original, simple hiker in a coral suit) and a coin.
import type { GameObjects, Scene } from 'phaser';
import { seeded } from '../../kit/seeded';
import type { PanelLook } from './frame';
import { COLORS, type Rect, type SquidLayout } from './layout';

/** The sky and the drop under the bridge, with a few distant lights far below. */
export function drawBackdrop(scene: Scene, l: SquidLayout, seed: number): GameObjects.Graphics {
  const g = scene.add.graphics().setDepth(-2);
  g.fillGradientStyle(COLORS.skyTop, COLORS.skyTop, COLORS.skyBottom, COLORS.skyBottom, 1);
  g.fillRect(0, 0, l.width, l.height);
  const rnd = seeded(seed);
  for (let i = 0; i < 40; i++) {
    const x = rnd() * l.width;
    const y = l.height * (0.15 + 0.8 * rnd());
    const r = (0.6 + rnd() * 1.4) * l.unit;
    g.fillStyle(rnd() < 0.3 ? 0xffd9a0 : 0x9fc4ff, 0.25 + rnd() * 0.35);
    g.fillCircle(x, y, r);
  }
  return g;
}

const PANEL_STYLE: Record<PanelLook, { fill: number; alpha: number; line: number; lineAlpha: number }> = {
  glass: { fill: COLORS.glass, alpha: 0.22, line: COLORS.glass, lineAlpha: 0.85 },
  held: { fill: COLORS.held, alpha: 0.42, line: COLORS.held, lineAlpha: 1 },
  broken: { fill: COLORS.broken, alpha: 0, line: COLORS.broken, lineAlpha: 0.7 },
  safe: { fill: COLORS.safe, alpha: 0.16, line: COLORS.safe, lineAlpha: 0.55 },
  unsafe: { fill: COLORS.glass, alpha: 0.06, line: COLORS.glass, lineAlpha: 0.25 },
};

/** One glass panel in its look; `glow` (0..1) lights the panels the player may pick. */
export function drawPanel(g: GameObjects.Graphics, r: Rect, look: PanelLook, unit: number, glow: number): void {
  const s = PANEL_STYLE[look];
  const left = r.x - r.width / 2;
  const top = r.y - r.height / 2;
  const radius = 4 * unit;
  if (glow > 0) {
    g.fillStyle(0xffffff, 0.1 + 0.18 * glow);
    g.fillRoundedRect(left - 3 * unit, top - 3 * unit, r.width + 6 * unit, r.height + 6 * unit, radius + 3 * unit);
  }
  if (look === 'broken') {
    // The empty frame of the broken pane, its jagged edge left behind.
    g.lineStyle(2 * unit, s.line, s.lineAlpha);
    g.strokeRoundedRect(left, top, r.width, r.height, radius);
    g.fillStyle(COLORS.glass, 0.35);
    g.fillTriangle(left, top, left + r.width * 0.3, top, left, top + r.height * 0.45);
    g.fillTriangle(left + r.width, top + r.height, left + r.width * 0.72, top + r.height, left + r.width, top + r.height * 0.5);
    return;
  }
  g.fillStyle(s.fill, s.alpha);
  g.fillRoundedRect(left, top, r.width, r.height, radius);
  g.lineStyle(2 * unit, s.line, s.lineAlpha);
  g.strokeRoundedRect(left, top, r.width, r.height, radius);
  // A highlight streak: glass, not tiles.
  g.lineStyle(2 * unit, 0xffffff, look === 'unsafe' ? 0.08 : 0.3);
  g.lineBetween(left + r.width * 0.18, top + r.height * 0.75, left + r.width * 0.42, top + r.height * 0.22);
}

/** The rails the rows hang between, and the two platforms. */
export function drawFrame(g: GameObjects.Graphics, l: SquidLayout): void {
  const u = l.unit;
  const first = l.rows[0];
  const last = l.rows.at(-1);
  if (!first || !last) return;
  // Two steel rails on each side of each column, converging up the bridge.
  const edges = (row: { left: Rect; right: Rect }) => [
    row.left.x - row.left.width / 2,
    row.left.x + row.left.width / 2,
    row.right.x - row.right.width / 2,
    row.right.x + row.right.width / 2,
  ];
  const bottom = edges(first);
  const top = edges(last);
  g.lineStyle(3 * u, COLORS.rail, 0.9);
  bottom.forEach((x, i) => g.lineBetween(x, l.start.y - l.start.height * 0.3, top[i] ?? x, l.finish.y + l.finish.height * 0.3));
  for (const [rect, label] of [
    [l.start, 0],
    [l.finish, 1],
  ] as const) {
    g.fillStyle(COLORS.platform, 1);
    g.fillRoundedRect(rect.x - rect.width / 2, rect.y - rect.height / 2, rect.width, rect.height, 8 * u);
    g.lineStyle(2 * u, label ? COLORS.goldHex : COLORS.rail, 0.9);
    g.strokeRoundedRect(rect.x - rect.width / 2, rect.y - rect.height / 2, rect.width, rect.height, 8 * u);
  }
}

/** The figure, feet at (0, 0), `height` tall: a round head with a cap, a coral suit with a gold badge. */
export function drawFigure(scene: Scene, height: number): GameObjects.Graphics {
  const g = scene.add.graphics();
  const h = height;
  const w = h * 0.42;
  // Legs and boots.
  g.fillStyle(0x1d2540, 1);
  g.fillRoundedRect(-w * 0.36, -h * 0.34, w * 0.28, h * 0.34, w * 0.1);
  g.fillRoundedRect(w * 0.08, -h * 0.34, w * 0.28, h * 0.34, w * 0.1);
  // Suit and arms.
  g.fillStyle(0xff7a59, 1);
  g.fillRoundedRect(-w * 0.5, -h * 0.72, w, h * 0.42, w * 0.22);
  g.fillRoundedRect(-w * 0.72, -h * 0.68, w * 0.24, h * 0.3, w * 0.12);
  g.fillRoundedRect(w * 0.48, -h * 0.68, w * 0.24, h * 0.3, w * 0.12);
  g.fillStyle(COLORS.goldHex, 1);
  g.fillCircle(w * 0.2, -h * 0.6, w * 0.09);
  // Head, cap and eyes.
  g.fillStyle(0xf2c79b, 1);
  g.fillCircle(0, -h * 0.84, w * 0.38);
  g.fillStyle(0x2f3a66, 1);
  g.fillEllipse(0, -h * 0.93, w * 0.8, w * 0.36);
  g.fillStyle(0x1b1b2a, 1);
  g.fillCircle(-w * 0.13, -h * 0.83, w * 0.05);
  g.fillCircle(w * 0.13, -h * 0.83, w * 0.05);
  return g;
}

/** A gold coin, centred at (0, 0). */
export function drawCoin(scene: Scene, size: number): GameObjects.Graphics {
  const g = scene.add.graphics();
  g.fillStyle(0xc98a12, 1);
  g.fillCircle(0, 0, size / 2);
  g.fillStyle(COLORS.goldHex, 1);
  g.fillCircle(0, 0, size * 0.4);
  g.fillStyle(0xfff1b8, 0.8);
  g.fillCircle(-size * 0.12, -size * 0.12, size * 0.1);
  return g;
}
