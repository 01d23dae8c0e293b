// The win's confetti as a pure function of time and a seed: the live scene
// and a pinned gallery frame draw the same pieces. Decoration only.
import { seeded } from '../../kit/seeded';

export interface Confetto {
  x: number;
  y: number;
  /** radians */
  angle: number;
  color: number;
  /** 0..1 of the piece's size */
  scale: number;
}

const COLORS = [0xffc93c, 0xd7262e, 0xf4f4f4, 0x2ec4b6, 0x4aa3ff] as const;
/** How long one fall lasts before a piece starts again at the top. */
const FALL_MS = 2600;

/** Where `count` pieces are `t` ms into the celebration on a width x height canvas. */
export function confetti(t: number, count: number, width: number, height: number, seed: number): Confetto[] {
  const random = seeded(seed * 7919 + 13);
  return Array.from({ length: count }, () => {
    const x0 = random() * width;
    const delay = random() * FALL_MS;
    const sway = 0.02 + random() * 0.05;
    const spin = (random() - 0.5) * 0.012;
    const color = COLORS[Math.floor(random() * COLORS.length)] ?? COLORS[0];
    const scale = 0.6 + random() * 0.4;
    const phase = ((t + delay) % FALL_MS) / FALL_MS;
    const local = phase * FALL_MS;
    return {
      x: x0 + Math.sin(local * sway * 0.1) * width * 0.04,
      y: -0.05 * height + phase * height * 1.1,
      angle: local * spin,
      color,
      scale,
    };
  });
}
