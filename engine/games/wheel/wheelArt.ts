// The wheel's art drawn in code, once, into textures: the slot face with its
// labels (one texture, so a spinning frame draws one rotated image instead of
// re-tessellating arcs and re-drawing texts), the rim, the bulbs, the win
// rays and glow, a sparkle. Original shapes only; text comes from the prize
// table in the player's language.
import type { GameObjects, Scene } from 'phaser';
import { FONT_FAMILY, type WheelLayout, type WheelTheme } from './layout';
import type { WheelSlot } from './types';

export const TEX = {
  face: 'wheel-face',
  rim: 'wheel-rim',
  bulbOn: 'wheel-bulb-on',
  bulbOff: 'wheel-bulb-off',
  rays: 'wheel-rays',
  glow: 'wheel-glow',
  sparkle: 'wheel-sparkle',
} as const;

const TAU = Math.PI * 2;
/** Slot 0 starts at the pointer (the top) and slots run clockwise. */
const TOP = -Math.PI / 2;

function label(scene: Scene, slot: WheelSlot, theme: WheelTheme, maxWidth: number, fontPx: number): GameObjects.Text {
  const text = scene.make.text({
    x: 0, y: 0, text: slot.label,
    style: {
      fontFamily: FONT_FAMILY, fontSize: `${Math.round(fontPx)}px`, fontStyle: 'bold', align: 'center',
      color: slot.win ? theme.labelOnPrize : theme.labelOnBlank,
    },
  }, false);
  // Words break onto a second line ("Try / again"); a label without spaces
  // (Chinese, "RM50") stays whole and shrinks instead of breaking mid-word.
  if (text.width > maxWidth && slot.label.trim().includes(' ')) text.setWordWrapWidth(maxWidth, false);
  const fit = Math.min(1, maxWidth / Math.max(1, text.width), (fontPx * 2.6) / Math.max(1, text.height));
  text.setScale(fit);
  text.setOrigin(0.5, 0.5);
  return text;
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
  const arc = (w * r * 0.64) * 0.86;
  const texts = slots.map((slot, i) => {
    const mid = TOP + (i + 0.5) * w;
    const text = label(scene, slot, theme, Math.min(arc, r * 0.5), r * 0.12);
    // Tangential, upright at the pointer: the slot that wins reads normally.
    text.setPosition(c + Math.cos(mid) * r * 0.66, c + Math.sin(mid) * r * 0.66);
    text.setRotation(mid + Math.PI / 2);
    face.draw(text);
    return text;
  });
  face.render();
  g.destroy();
  for (const text of texts) text.destroy();
}

/** The rim ring with a bevel, drawn over the face's edge. */
export function makeRim(scene: Scene, l: WheelLayout, theme: WheelTheme): void {
  const band = l.radius * 0.16;
  const size = Math.ceil((l.rimRadius + band) * 2);
  const c = size / 2;
  const g = scene.make.graphics({}, false);
  g.lineStyle(band, theme.rimInner, 1);
  g.strokeCircle(c, c, l.rimRadius);
  g.lineStyle(band * 0.72, theme.rimOuter, 1);
  g.strokeCircle(c, c, l.rimRadius);
  g.lineStyle(band * 0.14, 0xffffff, 0.45);
  g.strokeCircle(c, c, l.rimRadius - band * 0.22);
  g.lineStyle(band * 0.1, 0x000000, 0.35);
  g.strokeCircle(c, c, l.radius + band * 0.02);
  g.generateTexture(TEX.rim, size, size);
  g.destroy();
}

export function makeBulbs(scene: Scene, l: WheelLayout, theme: WheelTheme): number {
  const r = l.radius * 0.034;
  const size = Math.ceil(r * 6);
  const c = size / 2;
  const on = scene.make.graphics({}, false);
  on.fillStyle(theme.bulbOn, 0.18);
  on.fillCircle(c, c, r * 2.8);
  on.fillStyle(theme.bulbOn, 0.35);
  on.fillCircle(c, c, r * 1.8);
  on.fillStyle(theme.bulbOn, 1);
  on.fillCircle(c, c, r);
  on.generateTexture(TEX.bulbOn, size, size);
  on.destroy();
  const off = scene.make.graphics({}, false);
  off.fillStyle(theme.bulbOff, 1);
  off.fillCircle(c, c, r);
  off.generateTexture(TEX.bulbOff, size, size);
  off.destroy();
  return size;
}

/** Sun rays behind a win banner, a highlight wedge for the winning slot, a sparkle star. */
export function makeEffects(scene: Scene, l: WheelLayout, slots: number): void {
  const rays = scene.make.graphics({}, false);
  const big = Math.ceil(l.radius * 3.4);
  const rc = big / 2;
  rays.fillStyle(0xfff3b0, 0.16);
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * TAU;
    const b = a + TAU / 40;
    rays.fillTriangle(rc, rc, rc + Math.cos(a) * rc, rc + Math.sin(a) * rc, rc + Math.cos(b) * rc, rc + Math.sin(b) * rc);
  }
  rays.generateTexture(TEX.rays, big, big);
  rays.destroy();

  const glow = scene.make.graphics({}, false);
  const gs = Math.ceil(l.radius * 2);
  const w = TAU / Math.max(1, slots);
  glow.fillStyle(0xffffff, 0.28);
  glow.slice(gs / 2, gs / 2, l.radius, TOP - w / 2, TOP + w / 2, false);
  glow.fillPath();
  glow.generateTexture(TEX.glow, gs, gs);
  glow.destroy();

  const s = Math.ceil(l.radius * 0.12);
  const h = s / 2;
  const star = scene.make.graphics({}, false);
  star.fillStyle(0xffffff, 1);
  // Two thin diamonds crossed: a four-point twinkle.
  const k = h * 0.2;
  star.fillTriangle(h, 0, h + k, h, h - k, h);
  star.fillTriangle(h, s, h + k, h, h - k, h);
  star.fillTriangle(0, h, h, h - k, h, h + k);
  star.fillTriangle(s, h, h, h - k, h, h + k);
  star.generateTexture(TEX.sparkle, s, s);
  star.destroy();
}
