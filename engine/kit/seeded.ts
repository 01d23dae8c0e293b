// Randomness for decoration only (sparkles, confetti, a landing's offset
// inside its slot), never for outcomes: those come from the server. Seeded so
// a pinned QA frame repeats exactly.

/** mulberry32: a tiny seeded generator of floats in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
