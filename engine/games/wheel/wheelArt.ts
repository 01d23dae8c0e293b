// The wheel's slot face drawn in code, once, into a texture with its labels
// (one texture, so a spinning frame draws one rotated image instead of
// re-tessellating arcs and re-drawing texts). The rim, bulbs, rays, glow and
// sparkle every wheel shares are engine/kit/wheelArt.ts. Original shapes
// only; text comes from the prize table in the player's language.
import type { GameObjects, Scene } from 'phaser';
import { TAU, TOP, WHEEL_TEX } from '../../kit/wheelArt';
import { drawRadialLabel, fitLabel, radialLabelBox, type LabelBox } from '../../kit/wheelLabels';
import { FONT_FAMILY, type WheelLayout, type WheelTheme } from './layout';
import type { WheelSlot } from './types';

export { makeBulbs, makeEffects, makeRim } from '../../kit/wheelArt';

export const TEX = { ...WHEEL_TEX, face: 'wheel-face' } as const;

/** Where a slot's label may run (fractions of the radius): clear of the hub, inside the pegs. */
const LABEL_INNER = 0.34;
const LABEL_OUTER = 0.88;

function label(scene: Scene, slot: WheelSlot, theme: WheelTheme, box: LabelBox, fontPx: number): GameObjects.Text {
  return fitLabel(slot.label, box, (wrap) => {
    const text = scene.make.text(
      {
        x: 0,
        y: 0,
        text: slot.label,
        style: {
          fontFamily: FONT_FAMILY,
          fontSize: `${Math.round(fontPx)}px`,
          fontStyle: 'bold',
          align: 'center',
          color: slot.win ? theme.labelOnPrize : theme.labelOnBlank,
        },
      },
      false,
    );
    // About half the one-line width: two balanced lines ("RM20" / "Credit").
    if (wrap) text.setWordWrapWidth(text.width / 2 + fontPx, false);
    return text;
  });
}

/** The slot face with pegs and labels, as one texture the size of the wheel. */
export function makeFace(scene: Scene, l: WheelLayout, theme: WheelTheme, slots: readonly WheelSlot[]): void {
  const size = Math.ceil(l.radius * 2 + 4 * l.unit);
  const c = size / 2;
  const r = l.radius;
  const n = Math.max(1, slots.length);
  const w = TAU / n;
  const g = scene.make.graphics({}, false);
  let prize = 0;
  slots.forEach((slot, i) => {
    const color = slot.win ? (theme.prize[prize++ % theme.prize.length] ?? 0xffffff) : theme.blank;
    g.fillStyle(color, 1);
    g.slice(c, c, r, TOP + i * w, TOP + (i + 1) * w, false);
    g.fillPath();
  });
  // A soft inner shade and a lighter band near the rim give the flat slices depth.
  g.fillStyle(0x000000, 0.16);
  g.fillCircle(c, c, r * 0.42);
  g.lineStyle(r * 0.05, 0xffffff, 0.12);
  g.strokeCircle(c, c, r * 0.9);
  g.lineStyle(2 * l.unit, 0xffffff, 0.4);
  for (let i = 0; i < n; i++) {
    const a = TOP + i * w;
    g.lineBetween(c + Math.cos(a) * r * 0.22, c + Math.sin(a) * r * 0.22, c + Math.cos(a) * r, c + Math.sin(a) * r);
  }
  g.fillStyle(theme.peg, 1);
  for (let i = 0; i < n; i++) {
    const a = TOP + i * w;
    g.fillCircle(c + Math.cos(a) * r * 0.93, c + Math.sin(a) * r * 0.93, r * 0.028);
  }
  const face = scene.textures.addDynamicTexture(TEX.face, size, size);
  if (!face) throw new Error('wheel face texture already exists');
  face.draw(g, 0, 0);
  const box = radialLabelBox(r, n, LABEL_INNER, LABEL_OUTER);
  const fontPx = Math.max(11 * l.unit, r * 0.1);
  const texts = slots.map((slot, i) => {
    const mid = TOP + (i + 0.5) * w;
    const text = label(scene, slot, theme, box, fontPx);
    drawRadialLabel(face, text, c, mid, box.centre);
    return text;
  });
  face.render();
  g.destroy();
  for (const text of texts) text.destroy();
}
