import { describe, expect, it } from 'vitest';
import { HANDS } from '../../../contract/games/rspRules';
import { buttonAt, rspLayout, SAFE_BOTTOM_CSS, SAFE_TOP_CSS } from './layout';

// A Pixel 7 (412 x 839 CSS px at a ratio of 2), a small phone (360 x 640) at two ratios, a tablet.
const SIZES = [
  [824, 1678, 2],
  [720, 1280, 2],
  [1536, 2048, 2],
  [360, 640, 1],
] as const;

describe('rspLayout', () => {
  for (const [w, h, ratio] of SIZES) {
    describe(`${w}x${h}@${ratio}`, () => {
      const l = rspLayout(w, h, ratio);
      it('keeps clear of the chrome bar at the top and the dock at the bottom', () => {
        expect(l.score.y - l.score.fontPx).toBeGreaterThanOrEqual(SAFE_TOP_CSS * ratio);
        for (const b of l.buttons) expect(b.labelY + 10 * ratio).toBeLessThanOrEqual(h - SAFE_BOTTOM_CSS * ratio + 1);
      });
      it('stacks card, opponent hand, ring, your hand and buttons top to bottom without overlap', () => {
        const cardBottom = l.card.y + l.card.height / 2;
        expect(l.opponentHand.y - l.hand / 2).toBeGreaterThanOrEqual(cardBottom);
        expect(l.opponentHand.y + l.hand / 2).toBeLessThanOrEqual(l.ring.y - l.ring.radius + 1);
        expect(l.yourHand.y - l.hand / 2).toBeGreaterThanOrEqual(l.ring.y + l.ring.radius - 1);
        const button = l.buttons[0];
        if (!button) throw new Error('no buttons');
        expect(l.yourHand.y + l.hand / 2).toBeLessThanOrEqual(button.y - button.radius);
      });
      it('lays out the three hands in order, inside the canvas, each at least a thumb wide', () => {
        expect(l.buttons.map((b) => b.hand)).toEqual([...HANDS]);
        for (const b of l.buttons) {
          expect(b.x - b.radius).toBeGreaterThanOrEqual(0);
          expect(b.x + b.radius).toBeLessThanOrEqual(w);
          expect(b.radius * 2).toBeGreaterThanOrEqual(44 * ratio);
        }
      });
    });
  }

  it('finds the button under a point, and none between two', () => {
    const l = rspLayout(824, 1678, 2);
    const [rock, scissor] = l.buttons;
    if (!rock || !scissor) throw new Error('no buttons');
    expect(buttonAt(l, rock)?.hand).toBe('rock');
    expect(buttonAt(l, { x: scissor.x + scissor.radius * 0.7, y: scissor.y })?.hand).toBe('scissor');
    expect(buttonAt(l, { x: (rock.x + scissor.x) / 2, y: rock.y })).toBeNull();
  });
});
