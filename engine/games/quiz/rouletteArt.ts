// The roulette's face drawn in code, once, into one texture: a wedge per
// prize coloured by what it pays, the prize's icon near the rim (race
// tickets, a coin pile, "try again") and its label along the radius, fitted
// to its box (layout.ts). The rim, bulbs and effects are every wheel's
// (engine/kit/wheelArt.ts).
import type { GameObjects, Scene } from 'phaser';
import { TAU, TOP } from '../../kit/wheelArt';
import { drawRadialLabel, fitLabel } from '../../kit/wheelLabels';
import { FONT_FAMILY, ROULETTE_THEME, type RouletteLayout } from './layout';
import type { RouletteKind, RouletteSlot } from './types';

export const FACE_TEXTURE = 'roulette-face';

const ICONS: Record<RouletteKind, string> = {
  physical: 'roulette.ticket',
  coins: 'roulette.coins',
  none: 'roulette.again',
};

function fittedLabel(scene: Scene, slot: RouletteSlot, l: RouletteLayout): GameObjects.Text {
  return fitLabel(slot.label, l.label, (wrap) => {
    const text = scene.make.text(
      {
        x: 0,
        y: 0,
        text: slot.label,
        style: {
          fontFamily: FONT_FAMILY,
          fontSize: `${Math.round(l.fontPx)}px`,
          fontStyle: 'bold',
          align: 'center',
          color: ROULETTE_THEME.label[slot.kind],
        },
      },
      false,
    );
    // About half the one-line width: two balanced lines ("2 race" / "tickets").
    if (wrap) text.setWordWrapWidth(text.width / 2 + l.fontPx, false);
    return text;
  });
}

/** The slot face with its icons and labels, as one texture the size of the wheel. */
export function makeFace(scene: Scene, l: RouletteLayout, slots: readonly RouletteSlot[]): void {
  const size = Math.ceil(l.radius * 2 + 4 * l.unit);
  const c = size / 2;
  const r = l.radius;
  const n = Math.max(1, slots.length);
  const w = TAU / n;
  const g = scene.make.graphics({}, false);
  const seen: Record<RouletteKind, number> = { physical: 0, coins: 0, none: 0 };
  slots.forEach((slot, i) => {
    const fills = ROULETTE_THEME.fill[slot.kind];
    g.fillStyle(fills[seen[slot.kind]++ % fills.length] ?? 0xffffff, 1);
    g.slice(c, c, r, TOP + i * w, TOP + (i + 1) * w, false);
    g.fillPath();
  });
  // Depth for the flat wedges: a shade at the centre and a light band near the rim.
  g.fillStyle(0x000000, 0.18);
  g.fillCircle(c, c, r * 0.4);
  g.lineStyle(r * 0.04, 0xffffff, 0.14);
  g.strokeCircle(c, c, r * 0.93);
  g.lineStyle(2 * l.unit, 0xffffff, 0.5);
  for (let i = 0; i < n; i++) {
    const a = TOP + i * w;
    g.lineBetween(c + Math.cos(a) * r * 0.25, c + Math.sin(a) * r * 0.25, c + Math.cos(a) * r, c + Math.sin(a) * r);
  }
  g.fillStyle(ROULETTE_THEME.peg, 1);
  for (let i = 0; i < n; i++) {
    const a = TOP + i * w;
    g.fillCircle(c + Math.cos(a) * r * 0.95, c + Math.sin(a) * r * 0.95, r * 0.024);
  }
  const face = scene.textures.addDynamicTexture(FACE_TEXTURE, size, size);
  if (!face) throw new Error('roulette face texture already exists');
  face.draw(g, 0, 0);
  const texts = slots.map((slot, i) => {
    const mid = TOP + (i + 0.5) * w;
    const key = ICONS[slot.kind];
    const frame = scene.textures.getFrame(key);
    const iconScale = l.icon.size / Math.max(1, frame?.width ?? 1, frame?.height ?? 1);
    // Upright at the pointer: the icon's top faces the rim.
    face.stamp(key, undefined, c + Math.cos(mid) * l.icon.centre, c + Math.sin(mid) * l.icon.centre, {
      rotation: mid + Math.PI / 2,
      scale: iconScale,
    });
    const text = fittedLabel(scene, slot, l);
    drawRadialLabel(face, text, c, mid, l.label.centre);
    return text;
  });
  face.render();
  g.destroy();
  for (const text of texts) text.destroy();
}
