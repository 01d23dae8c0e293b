import { describe, expect, it } from 'vitest';
import { confetti } from './celebration';

describe('the win confetti', () => {
  it('is the same pieces for the same moment and seed (a pinned gallery frame repeats)', () => {
    expect(confetti(1200, 36, 824, 1678, 7)).toEqual(confetti(1200, 36, 824, 1678, 7));
    expect(confetti(1200, 36, 824, 1678, 7)).not.toEqual(confetti(1200, 36, 824, 1678, 8));
  });

  it('falls down the canvas and starts again from the top', () => {
    const at = (t: number) => confetti(t, 36, 824, 1678, 3);
    const before = at(1000);
    const after = at(1100);
    // Most pieces moved down; the few that wrapped went back above the top.
    const fell = before.filter((p, i) => (after[i]?.y ?? 0) > p.y).length;
    expect(fell).toBeGreaterThan(30);
    for (const p of at(5000)) {
      expect(p.y).toBeGreaterThanOrEqual(-0.05 * 1678);
      expect(p.y).toBeLessThanOrEqual(1.05 * 1678);
      expect(p.x).toBeGreaterThan(-0.05 * 824);
      expect(p.x).toBeLessThan(1.05 * 824);
    }
  });
});
