// What every prize wheel draws the same way, in code, once, into textures:
// the rim ring, the bulbs, the win rays, the highlight wedge of the winning
// slot and a sparkle. Original shapes only. Each game runs its own Phaser
// game, so the texture keys never meet another wheel's.
import type { Scene } from 'phaser';

export const WHEEL_TEX = {
  rim: 'wheel-rim',
  bulbOn: 'wheel-bulb-on',
  bulbOff: 'wheel-bulb-off',
  rays: 'wheel-rays',
  glow: 'wheel-glow',
  sparkle: 'wheel-sparkle',
} as const;

export const TAU = Math.PI * 2;
/** Slot 0 starts at the pointer (the top) and slots run clockwise. */
export const TOP = -Math.PI / 2;

/** The sizes these pieces are drawn at (canvas pixels; unit = one CSS pixel). */
export interface RimLayout {
  radius: number;
  /** the rim's centre line, where the bulbs sit */
  rimRadius: number;
  unit: number;
}

export interface RimTheme {
  rimOuter: number;
  rimInner: number;
  bulbOn: number;
  bulbOff: number;
}

/** The rim ring with a bevel, drawn over the face's edge. */
export function makeRim(scene: Scene, l: RimLayout, theme: RimTheme): void {
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
  g.generateTexture(WHEEL_TEX.rim, size, size);
  g.destroy();
}

export function makeBulbs(scene: Scene, l: RimLayout, theme: RimTheme): number {
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
  on.generateTexture(WHEEL_TEX.bulbOn, size, size);
  on.destroy();
  const off = scene.make.graphics({}, false);
  off.fillStyle(theme.bulbOff, 1);
  off.fillCircle(c, c, r);
  off.generateTexture(WHEEL_TEX.bulbOff, size, size);
  off.destroy();
  return size;
}

/** Sun rays behind a win banner, a highlight wedge for the winning slot, a sparkle star. */
export function makeEffects(scene: Scene, l: RimLayout, slots: number): void {
  const rays = scene.make.graphics({}, false);
  const big = Math.ceil(l.radius * 3.4);
  const rc = big / 2;
  rays.fillStyle(0xfff3b0, 0.16);
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * TAU;
    const b = a + TAU / 40;
    rays.fillTriangle(rc, rc, rc + Math.cos(a) * rc, rc + Math.sin(a) * rc, rc + Math.cos(b) * rc, rc + Math.sin(b) * rc);
  }
  rays.generateTexture(WHEEL_TEX.rays, big, big);
  rays.destroy();

  const glow = scene.make.graphics({}, false);
  const gs = Math.ceil(l.radius * 2);
  const w = TAU / Math.max(1, slots);
  glow.fillStyle(0xffffff, 0.28);
  glow.slice(gs / 2, gs / 2, l.radius, TOP - w / 2, TOP + w / 2, false);
  glow.fillPath();
  glow.generateTexture(WHEEL_TEX.glow, gs, gs);
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
  star.generateTexture(WHEEL_TEX.sparkle, s, s);
  star.destroy();
}
