// Lucky egg's art, drawn in code once into textures: five patterned eggs,
// their pedestals, the straw nest, shell shards, a coin, confetti, rays, a
// glow and a puff of dust. Original shapes only; sizes come from the layout,
// in canvas pixels, so every screen gets crisp edges.
import type { GameObjects, Scene } from 'phaser';
import { seeded } from '../../kit/seeded';
import { COLORS, EGG_COLORS, type EggLayout } from './layout';
import { SHARD_SHAPES } from './motion';

export const TEX = {
  egg: (i: number) => `egg-shell-${i}`,
  half: (i: number) => `egg-half-${i}`,
  shard: (i: number) => `egg-shard-${i}`,
  pedestal: 'egg-pedestal',
  nest: 'egg-nest',
  coin: 'egg-coin',
  confetti: 'egg-confetti',
  rays: 'egg-rays',
  glow: 'egg-glow',
  puff: 'egg-puff',
} as const;

type Point = { x: number; y: number };

/** A closed polygon traced as a path (Phaser's fillPoints wants Vector2 instances). */
function trace(g: GameObjects.Graphics, points: readonly Point[]): void {
  g.beginPath();
  points.forEach((p, k) => (k === 0 ? g.moveTo(p.x, p.y) : g.lineTo(p.x, p.y)));
  g.closePath();
}

const fillPolygon = (g: GameObjects.Graphics, points: readonly Point[]) => {
  trace(g, points);
  g.fillPath();
};
const strokePolygon = (g: GameObjects.Graphics, points: readonly Point[]) => {
  trace(g, points);
  g.strokePath();
};

/** The outline of an egg of width w and height h centred at (cx, cy): narrower at the top. */
export function eggOutline(cx: number, cy: number, w: number, h: number, steps = 48): Point[] {
  return Array.from({ length: steps }, (_, k) => {
    const a = (k / steps) * Math.PI * 2;
    const c = Math.cos(a);
    return { x: cx + (w / 2) * Math.sin(a) * (1 - 0.13 * c), y: cy - (h / 2) * c };
  });
}

/** Half the egg's width at height y (from its centre, -h/2..h/2). */
function halfWidthAt(w: number, h: number, y: number): number {
  const c = Math.max(-1, Math.min(1, -y / (h / 2)));
  return (w / 2) * Math.sqrt(1 - c * c) * (1 - 0.13 * c);
}

function drawEgg(g: GameObjects.Graphics, i: number, w: number, h: number): void {
  const colors = EGG_COLORS[i % EGG_COLORS.length] ?? EGG_COLORS[0];
  if (!colors) return;
  const cx = w / 2 + 2;
  const cy = h / 2 + 2;
  g.fillStyle(colors.shell, 1);
  fillPolygon(g, eggOutline(cx, cy, w, h));
  // The shadowed right side: the egg again, narrower and shifted, in the shade colour.
  g.fillStyle(colors.shade, 0.55);
  fillPolygon(
    g,
    eggOutline(cx, cy, w, h).filter((p) => p.x > cx - w * 0.05),
  );
  g.fillStyle(colors.shell, 1);
  fillPolygon(g, eggOutline(cx - w * 0.07, cy - h * 0.01, w * 0.8, h * 0.96));
  // A zigzag band round the middle, each egg with its own rhythm.
  const bandY = h * (0.04 + (i % 3) * 0.05);
  const bandH = h * 0.11;
  const teeth = 5 + (i % 3);
  const top: Point[] = [];
  const bottom: Point[] = [];
  for (let k = 0; k <= teeth * 2; k++) {
    const y0 = bandY - bandH / 2 + (k % 2 === 0 ? 0 : bandH * 0.35);
    const half = halfWidthAt(w, h, y0) * 0.97;
    top.push({ x: cx - half + (2 * half * k) / (teeth * 2), y: cy + y0 });
    const y1 = bandY + bandH / 2 - (k % 2 === 0 ? bandH * 0.35 : 0);
    const half1 = halfWidthAt(w, h, y1) * 0.97;
    bottom.push({ x: cx - half1 + (2 * half1 * k) / (teeth * 2), y: cy + y1 });
  }
  g.fillStyle(colors.pattern, 0.95);
  fillPolygon(g, [...top, ...bottom.reverse()]);
  // Dots above and below the band.
  const random = seeded(31 + i);
  for (let k = 0; k < 9; k++) {
    const y = (random() < 0.5 ? -1 : 1) * h * (0.16 + random() * 0.2) + bandY * 0.5;
    const half = halfWidthAt(w, h, y) * 0.75;
    g.fillCircle(cx + (random() * 2 - 1) * half, cy + y, w * (0.025 + random() * 0.025));
  }
  // A gloss at the top left.
  g.fillStyle(0xffffff, 0.45);
  g.fillEllipse(cx - w * 0.2, cy - h * 0.22, w * 0.16, h * 0.2);
  g.fillStyle(0xffffff, 0.3);
  g.fillEllipse(cx - w * 0.12, cy - h * 0.34, w * 0.07, h * 0.06);
  g.lineStyle(Math.max(1.5, w * 0.018), 0x3a1a4a, 0.55);
  strokePolygon(g, eggOutline(cx, cy, w, h));
}

/** The bottom of a smashed egg, left on its pedestal: a jagged rim over the hollow. Same frame as the whole egg's texture. */
function drawHalf(g: GameObjects.Graphics, i: number, w: number, h: number): void {
  const colors = EGG_COLORS[i % EGG_COLORS.length] ?? EGG_COLORS[0];
  if (!colors) return;
  const cx = w / 2 + 2;
  const cy = h / 2 + 2;
  const rimY = h * 0.08;
  const lower = eggOutline(cx, cy, w, h).filter((p) => p.y >= cy + rimY);
  const half = halfWidthAt(w, h, rimY);
  const teeth = 7;
  const rim = Array.from({ length: teeth * 2 + 1 }, (_, k) => ({
    x: cx + half - (2 * half * k) / (teeth * 2),
    y: cy + rimY - (k % 2 === 0 ? 0 : h * 0.07),
  }));
  // The outline runs clockwise from the top: its lower part goes right to left, so the rim closes it left to right.
  const shell = [...lower, ...rim.reverse()];
  g.fillStyle(colors.shell, 1);
  fillPolygon(g, shell);
  g.fillStyle(colors.shade, 0.5);
  fillPolygon(
    g,
    shell.filter((p) => p.x > cx - w * 0.05),
  );
  // The hollow inside, seen over the rim.
  g.fillStyle(0x3a1a4a, 0.45);
  g.fillEllipse(cx, cy + rimY + h * 0.02, half * 1.7, h * 0.09);
  g.lineStyle(Math.max(1.5, w * 0.018), 0x3a1a4a, 0.55);
  strokePolygon(g, shell);
}

/** Shard shapes: jagged pieces of white shell, tinted with the egg's colour when shown. */
function drawShard(g: GameObjects.Graphics, k: number, size: number): void {
  const random = seeded(101 + k);
  const n = 4 + (k % 2);
  const c = size / 2;
  const points = Array.from({ length: n }, (_, j) => {
    const a = (j / n) * Math.PI * 2 + random() * 0.5;
    const r = size * (0.28 + random() * 0.2);
    return { x: c + Math.cos(a) * r, y: c + Math.sin(a) * r * 0.8 };
  });
  g.fillStyle(0xffffff, 1);
  fillPolygon(g, points);
  g.lineStyle(Math.max(1, size * 0.04), 0x000000, 0.3);
  strokePolygon(g, points);
}

export function makeTextures(scene: Scene, l: EggLayout): void {
  const biggest = l.eggs.reduce((m, e) => (e.width > m.width ? e : m), l.eggs[0] ?? { width: 60, height: 78 });
  const w = Math.round(biggest.width);
  const h = Math.round(biggest.height);
  const u = l.unit;
  const g = scene.make.graphics({}, false);
  EGG_COLORS.forEach((_, i) => {
    g.clear();
    drawEgg(g, i, w, h);
    g.generateTexture(TEX.egg(i), w + 4, h + 4);
    g.clear();
    drawHalf(g, i, w, h);
    g.generateTexture(TEX.half(i), w + 4, h + 4);
  });

  const shardSize = Math.round(w * 0.34);
  for (let k = 0; k < SHARD_SHAPES; k++) {
    g.clear();
    drawShard(g, k, shardSize);
    g.generateTexture(TEX.shard(k), shardSize, shardSize);
  }

  // A golden cushion ring each egg rests on.
  const pw = Math.round(w * 0.95);
  const ph = Math.round(w * 0.36);
  g.clear();
  g.fillStyle(COLORS.pedestalDark, 1);
  g.fillEllipse(pw / 2, ph * 0.58, pw, ph * 0.8);
  g.fillStyle(COLORS.pedestal, 1);
  g.fillEllipse(pw / 2, ph * 0.45, pw * 0.96, ph * 0.7);
  g.fillStyle(0x000000, 0.28);
  g.fillEllipse(pw / 2, ph * 0.42, pw * 0.6, ph * 0.36);
  g.generateTexture(TEX.pedestal, pw, ph);

  // The straw nest under all five, strands drawn with a seeded hand.
  const nw = Math.round(l.nest.rx * 2.3);
  const nh = Math.round(l.nest.ry * 3.2);
  g.clear();
  g.fillStyle(COLORS.nestDark, 1);
  g.fillEllipse(nw / 2, nh * 0.55, nw, nh * 0.8);
  g.fillStyle(COLORS.nest, 1);
  g.fillEllipse(nw / 2, nh * 0.48, nw * 0.94, nh * 0.62);
  const random = seeded(5);
  for (let k = 0; k < 70; k++) {
    const a = random() * Math.PI * 2;
    const r = 0.3 + random() * 0.68;
    const x = nw / 2 + Math.cos(a) * (nw / 2) * r;
    const y = nh * 0.5 + Math.sin(a) * (nh * 0.36) * r;
    g.lineStyle(Math.max(1, 2 * u), random() < 0.5 ? COLORS.straw : 0xf0c987, 0.85);
    g.beginPath();
    g.moveTo(x - 10 * u, y - 2 * u + random() * 4 * u);
    g.lineTo(x + 10 * u, y + 2 * u - random() * 4 * u);
    g.strokePath();
  }
  g.generateTexture(TEX.nest, nw, nh);

  // A gold coin with a star.
  const cs = Math.round(26 * u);
  g.clear();
  g.fillStyle(0xb37a12, 1);
  g.fillCircle(cs / 2, cs / 2, cs / 2);
  g.fillStyle(0xffd45a, 1);
  g.fillCircle(cs / 2, cs / 2, cs * 0.42);
  g.fillStyle(0xfff3c4, 1);
  fillPolygon(
    g,
    Array.from({ length: 10 }, (_, k) => {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const r = k % 2 === 0 ? cs * 0.28 : cs * 0.12;
      return { x: cs / 2 + Math.cos(a) * r, y: cs / 2 + Math.sin(a) * r };
    }),
  );
  g.generateTexture(TEX.coin, cs, cs);

  g.clear();
  g.fillStyle(0xffffff, 1);
  g.fillRect(0, 0, Math.round(10 * u), Math.round(6 * u));
  g.generateTexture(TEX.confetti, Math.round(10 * u), Math.round(6 * u));

  // Rays behind a big win.
  const rs = Math.round(Math.min(l.width, l.height) * 0.9);
  g.clear();
  g.fillStyle(0xfff1b8, 0.22);
  for (let k = 0; k < 16; k++) {
    const a = (k / 16) * Math.PI * 2;
    const d = Math.PI / 32;
    g.fillTriangle(
      rs / 2,
      rs / 2,
      rs / 2 + (Math.cos(a - d) * rs) / 2,
      rs / 2 + (Math.sin(a - d) * rs) / 2,
      rs / 2 + (Math.cos(a + d) * rs) / 2,
      rs / 2 + (Math.sin(a + d) * rs) / 2,
    );
  }
  g.generateTexture(TEX.rays, rs, rs);

  const gs = Math.round(w * 1.6);
  g.clear();
  for (let k = 8; k >= 1; k--) {
    g.fillStyle(0xffe38a, 0.07);
    g.fillCircle(gs / 2, gs / 2, (gs / 2) * (k / 8));
  }
  g.generateTexture(TEX.glow, gs, gs);

  const ps = Math.round(w * 0.5);
  g.clear();
  for (let k = 5; k >= 1; k--) {
    g.fillStyle(0xe8dcf5, 0.12);
    g.fillCircle(ps / 2, ps / 2, (ps / 2) * (k / 5));
  }
  g.generateTexture(TEX.puff, ps, ps);
  g.destroy();
}
