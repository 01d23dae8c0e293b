// How a prize wheel's slot labels fit (the spin wheels and the quiz's
// roulette). A label runs along its slot's radius, not across it: a narrow
// slot's arc cannot clip it (issue 13 item 6: "RM20 Credit" cut at the rim on
// a 412 px phone), it is shrunk to its box, or set on two lines when that
// reads bigger. The box lies inside the slot's wedge at any slot count (the
// wedge is narrowest at the box's inner end).
import type { GameObjects, Textures } from 'phaser';

export interface LabelBox {
  /** distance of the box's centre from the wheel's centre */
  centre: number;
  /** along the radius */
  length: number;
  /** across the radius */
  thickness: number;
}

/** The box between `inner` and `outer` (fractions of the radius) of one of `slots` slots. */
export function radialLabelBox(radius: number, slots: number, inner: number, outer: number): LabelBox {
  const half = Math.PI / Math.max(2, slots);
  return {
    centre: radius * ((inner + outer) / 2),
    length: radius * (outer - inner),
    // The chord at the inner end, less a margin; never more than two lines need.
    thickness: Math.min(2 * radius * inner * Math.sin(half) * 0.86, radius * 0.3),
  };
}

/** The scale that fits a measured text into a label box (never enlarged). */
export function labelScale(text: { width: number; height: number }, box: LabelBox): number {
  return Math.min(1, box.length / Math.max(1, text.width), box.thickness / Math.max(1, text.height));
}

/**
 * The label as it reads best in its box: `make(false)` on one line, or
 * `make(true)` on two when the label has words and two lines come out bigger.
 * Chinese (no spaces) stays on one line and shrinks rather than break mid-word.
 * The text comes back scaled and centred, ready to place and rotate.
 */
export function fitLabel(label: string, box: LabelBox, make: (wrap: boolean) => GameObjects.Text): GameObjects.Text {
  let best = make(false);
  let scale = labelScale(best, box);
  if (scale < 1 && label.trim().includes(' ')) {
    const wrapped = make(true);
    const wrappedScale = labelScale(wrapped, box);
    if (wrappedScale > scale) {
      best.destroy();
      best = wrapped;
      scale = wrappedScale;
    } else {
      wrapped.destroy();
    }
  }
  best.setScale(scale).setOrigin(0.5, 0.5);
  return best;
}

/**
 * Draws a fitted label into a wheel's face texture (centre `c`) along the
 * radius at angle `mid`, `centre` out from the middle, reading from the rim
 * towards the hub. Each label is its own batch: drawn in one batch (several
 * texts' textures at once), some labels came out garbled with pieces of
 * others on a 2x phone (a walk in Chromium's WebGL, 2026-11-28).
 */
export function drawRadialLabel(face: Textures.DynamicTexture, text: GameObjects.Text, c: number, mid: number, centre: number): void {
  text.setPosition(c + Math.cos(mid) * centre, c + Math.sin(mid) * centre).setRotation(mid + Math.PI);
  face.draw(text);
  face.render();
}
