// The parts every prize wheel scene puts on screen the same way, over the
// textures of wheelArt.ts and its own face: sparkles about the rim, the face,
// the winning slot's glow, the rim, its bulbs, the hub and the pointer. Made
// once; drawn each frame from the spin (its angle and speed), the lights'
// mode and a moment t, by the same code for live frames and pinned poses.
import type { GameObjects, Scene } from 'phaser';
import { seeded } from './seeded';
import { WHEEL_TEX, type RimLayout } from './wheelArt';
import { bulbLit, pointerKick, type LightMode } from './wheelMotion';
import type { WheelSpin } from './wheelSpin';

export interface RigLayout extends RimLayout {
  cx: number;
  cy: number;
  bulbs: number;
  hubSize: number;
  pointer: { x: number; y: number; width: number; height: number };
}

export interface WheelRig {
  face: GameObjects.Image;
  glow: GameObjects.Image;
  hub: GameObjects.Image;
  pointer: GameObjects.Image;
  /** redraws the moving parts; the hub pulses while `idle` */
  draw(spin: WheelSpin, mode: LightMode, idle: boolean, t: number): void;
}

export function makeWheelRig(
  scene: Scene,
  l: RigLayout,
  opts: {
    faceTexture: string;
    /** how many sparkles, and how far past the rim they start (in rim radii) */
    sparkles: number;
    sparkleReach: number;
    seed: number;
    slots: number;
  },
): WheelRig {
  const random = seeded(opts.seed);
  const sparkles = Array.from({ length: opts.sparkles }, () => {
    const a = random() * Math.PI * 2;
    const d = l.rimRadius * (opts.sparkleReach + random() * 0.3);
    const image = scene.add.image(l.cx + Math.cos(a) * d, l.cy + Math.sin(a) * d, WHEEL_TEX.sparkle).setScale(0.4 + random() * 0.6);
    return { image, phase: random() * Math.PI * 2 };
  });
  const face = scene.add.image(l.cx, l.cy, opts.faceTexture);
  // Over the face, under the rim: the winning slot lights up where the pointer is.
  const glow = scene.add.image(l.cx, l.cy, WHEEL_TEX.glow).setVisible(false);
  scene.add.image(l.cx, l.cy, WHEEL_TEX.rim);
  const bulbs = Array.from({ length: l.bulbs }, (_, i) => {
    const a = -Math.PI / 2 + (i / l.bulbs) * Math.PI * 2;
    return scene.add.image(l.cx + Math.cos(a) * l.rimRadius, l.cy + Math.sin(a) * l.rimRadius, WHEEL_TEX.bulbOff);
  });
  const lit = bulbs.map(() => false);
  const hub = scene.add.image(l.cx, l.cy, 'wheel.hub').setDisplaySize(l.hubSize, l.hubSize);
  const hubScale = hub.scaleX;
  const pointer = scene.add
    .image(l.pointer.x, l.pointer.y, 'wheel.pointer')
    .setOrigin(0.5, 0.22)
    .setDisplaySize(l.pointer.width, l.pointer.height);
  const slots = Math.max(1, opts.slots);

  return {
    face,
    glow,
    hub,
    pointer,
    draw(spin, mode, idle, t) {
      const { turn, speed } = spin;
      face.setAngle(turn);
      pointer.setAngle(speed > 0 ? pointerKick(turn, slots, speed) : 0);
      bulbs.forEach((bulb, i) => {
        const on = bulbLit(i, mode, t);
        if (on === lit[i]) return;
        lit[i] = on;
        bulb.setTexture(on ? WHEEL_TEX.bulbOn : WHEEL_TEX.bulbOff);
      });
      hub.setScale(hubScale * (idle ? 1 + 0.035 * Math.sin(t / 260) : 1));
      for (const s of sparkles) s.image.setAlpha(0.25 + 0.75 * Math.abs(Math.sin(t / 700 + s.phase)));
    },
  };
}
