// The art, drawn in code (no image files to download or license): the night
// table, the three hands as simple rounded mitten shapes (no real person's
// hand or any brand), the house's icon (a little house with a coin over its
// door) and a person's (a plain silhouette), the timer ring and the pips.
import type { GameObjects, Scene } from 'phaser';
import type { Hand } from '../../../contract/games/rspRules';
import { seeded } from '../../kit/seeded';
import { COLORS, type RspLayout } from './layout';

/** The backdrop: a violet night with stars and a round table under the arena. */
export function drawBackdrop(scene: Scene, l: RspLayout, seed: number): GameObjects.Graphics {
  const g = scene.add.graphics().setDepth(-2);
  g.fillGradientStyle(COLORS.skyTop, COLORS.skyTop, COLORS.skyBottom, COLORS.skyBottom, 1);
  g.fillRect(0, 0, l.width, l.height);
  const rnd = seeded(seed);
  for (let i = 0; i < 46; i++) {
    g.fillStyle(rnd() < 0.3 ? 0xffe2a0 : 0xb8c8ff, 0.2 + rnd() * 0.4);
    g.fillCircle(rnd() * l.width, rnd() * l.height, (0.5 + rnd() * 1.3) * l.unit);
  }
  const tableW = Math.min(l.width * 0.92, l.hand * 3.4);
  const tableH = l.yourHand.y - l.opponentHand.y + l.hand * 1.2;
  g.fillStyle(COLORS.table, 0.55);
  g.fillEllipse(l.cx, l.ring.y, tableW, tableH);
  g.lineStyle(2 * l.unit, COLORS.goldHex, 0.25);
  g.strokeEllipse(l.cx, l.ring.y, tableW, tableH);
  return g;
}

/** A finger: a rounded bar from its base (0, 0) up `length`, turned by `angle` radians. */
function finger(g: GameObjects.Graphics, x: number, y: number, width: number, length: number, angle: number): void {
  g.save();
  g.translateCanvas(x, y);
  g.rotateCanvas(angle);
  g.fillRoundedRect(-width / 2, -length, width, length + width / 2, width / 2);
  g.strokeRoundedRect(-width / 2, -length, width, length + width / 2, width / 2);
  g.restore();
}

/**
 * One hand, fingers up, centred on (0, 0) and `size` tall; the caller turns
 * the Graphics (the opponent's points down). `color` is the side's glove.
 */
export function drawHand(g: GameObjects.Graphics, hand: Hand | 'fist', size: number, color: number, alpha = 1): void {
  const s = size;
  g.fillStyle(color, alpha);
  g.lineStyle(Math.max(1.5, s * 0.025), COLORS.outline, 0.8 * alpha);
  const palmW = s * 0.56;
  const palmH = s * 0.44;
  const palmTop = s * 0.0;
  // The cuff under the palm.
  g.fillStyle(0xffffff, 0.85 * alpha);
  g.fillRoundedRect(-palmW * 0.46, palmTop + palmH * 0.9, palmW * 0.92, s * 0.12, s * 0.03);
  g.fillStyle(color, alpha);
  if (hand === 'paper') {
    [-0.3, -0.1, 0.1, 0.3].forEach((k, i) =>
      finger(g, palmW * k * 0.95, palmTop + s * 0.04, s * 0.12, s * (i === 1 || i === 2 ? 0.44 : 0.38), k * 0.35),
    );
    finger(g, -palmW * 0.46, palmTop + palmH * 0.55, s * 0.12, s * 0.28, -1.0);
  } else if (hand === 'scissor') {
    finger(g, -palmW * 0.16, palmTop + s * 0.04, s * 0.13, s * 0.46, -0.28);
    finger(g, palmW * 0.1, palmTop + s * 0.04, s * 0.13, s * 0.46, 0.28);
  }
  g.fillRoundedRect(-palmW / 2, palmTop, palmW, palmH, s * 0.12);
  g.strokeRoundedRect(-palmW / 2, palmTop, palmW, palmH, s * 0.12);
  if (hand === 'rock' || hand === 'fist') {
    // Curled fingers: four knuckles over the palm, the thumb across them.
    [-0.36, -0.12, 0.12, 0.36].forEach((k) => {
      g.fillCircle(palmW * k, palmTop + s * 0.02, s * 0.085);
      g.strokeCircle(palmW * k, palmTop + s * 0.02, s * 0.085);
    });
    g.fillRoundedRect(-palmW * 0.42, palmTop + palmH * 0.28, palmW * 0.62, s * 0.11, s * 0.05);
    g.strokeRoundedRect(-palmW * 0.42, palmTop + palmH * 0.28, palmW * 0.62, s * 0.11, s * 0.05);
  } else if (hand === 'scissor') {
    // Ring and little finger folded on the right.
    [0.22, 0.4].forEach((k) => {
      g.fillCircle(palmW * k, palmTop + s * 0.05, s * 0.07);
      g.strokeCircle(palmW * k, palmTop + s * 0.05, s * 0.07);
    });
  }
}

/** The house's badge: a little house with a gold coin over its door, never a face. */
export function drawHouseIcon(g: GameObjects.Graphics, x: number, y: number, size: number): void {
  const s = size;
  g.fillStyle(COLORS.house, 1);
  g.fillCircle(x, y, s / 2);
  g.fillStyle(0xffffff, 1);
  g.fillTriangle(x - s * 0.3, y - s * 0.02, x + s * 0.3, y - s * 0.02, x, y - s * 0.3);
  g.fillRect(x - s * 0.22, y - s * 0.03, s * 0.44, s * 0.3);
  g.fillStyle(COLORS.goldHex, 1);
  g.fillCircle(x, y + s * 0.06, s * 0.08);
  g.fillStyle(COLORS.house, 1);
  g.fillRect(x - s * 0.06, y + s * 0.16, s * 0.12, s * 0.11);
}

/** A person's badge: a plain head-and-shoulders silhouette. */
export function drawPlayerIcon(g: GameObjects.Graphics, x: number, y: number, size: number): void {
  const s = size;
  g.fillStyle(COLORS.opponent, 1);
  g.fillCircle(x, y, s / 2);
  g.fillStyle(0x16204a, 1);
  g.fillCircle(x, y - s * 0.1, s * 0.16);
  g.fillEllipse(x, y + s * 0.26, s * 0.56, s * 0.34);
}

/** The timer ring: its track and the lit share (from the top, clockwise). */
export function drawRing(
  g: GameObjects.Graphics,
  x: number,
  y: number,
  radius: number,
  share: number,
  unit: number,
  urgent: boolean,
): void {
  const width = 6 * unit;
  g.fillStyle(0x0b0820, 0.8);
  g.fillCircle(x, y, radius);
  g.lineStyle(width, COLORS.ringBack, 1);
  g.strokeCircle(x, y, radius - width / 2);
  if (share <= 0) return;
  g.lineStyle(width, urgent ? COLORS.lost : COLORS.ring, 1);
  g.beginPath();
  g.arc(x, y, radius - width / 2, -Math.PI / 2, -Math.PI / 2 + share * Math.PI * 2, false);
  g.strokePath();
}

/** A side's won rounds as pips: filled for each win. */
export function drawPips(
  g: GameObjects.Graphics,
  x: number,
  y: number,
  r: number,
  wins: number,
  total: number,
  color: number,
  towardsLeft: boolean,
): void {
  for (let i = 0; i < total; i++) {
    const px = towardsLeft ? x - i * r * 3 : x + i * r * 3;
    g.lineStyle(2, color, 1);
    g.strokeCircle(px, y, r);
    if (i < wins) {
      g.fillStyle(color, 1);
      g.fillCircle(px, y, r * 0.72);
    }
  }
}
