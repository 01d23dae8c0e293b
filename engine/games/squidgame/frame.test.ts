import { describe, expect, it } from 'vitest';
import { fill, figureSpot, ladderLabels, ladderMarks, nextStep, panelLooks, restingLook } from './frame';
import type { SquidBoard } from './types';

const open2: SquidBoard = {
  bet: 10,
  safe: 2,
  state: 'open',
  payout: 0,
  bridge: null,
  steps: [
    { step: 1, picked: 'left', held: true },
    { step: 2, picked: 'right', held: true },
  ],
};
const fell3: SquidBoard = {
  ...open2,
  state: 'fell',
  safe: 2,
  steps: [...open2.steps, { step: 3, picked: 'left', held: false }],
  bridge: ['left', 'right', 'right', 'left', 'left', 'right', 'left', 'right', 'left', 'right'],
};

describe('Squid game frame', () => {
  it('fills numbered placeholders and leaves unknown ones', () => {
    expect(fill('Cash out {{0}} ({{1}})', 19.2, 'x')).toBe('Cash out 19.2 (x)');
    expect(fill('+{{0}} {{1}}', 5)).toBe('+5 {{1}}');
  });

  it('shows the steps taken and nothing else while the bridge is open', () => {
    const looks = panelLooks(open2);
    expect(looks[0]).toEqual({ left: 'held', right: 'glass' });
    expect(looks[1]).toEqual({ left: 'glass', right: 'held' });
    expect(looks.slice(2).every((r) => r.left === 'glass' && r.right === 'glass')).toBe(true);
    expect(panelLooks(null)).toHaveLength(10);
  });

  it('reveals the whole bridge once it ended: the fall broken, the rest safe or not', () => {
    const looks = panelLooks(fell3);
    expect(looks[2]).toEqual({ left: 'broken', right: 'safe' });
    expect(looks[3]).toEqual({ left: 'safe', right: 'unsafe' });
    expect(looks[9]).toEqual({ left: 'unsafe', right: 'safe' });
  });

  it('marks the cash-out now, the next step, and the step that broke on the ladder', () => {
    expect(ladderMarks(null)).toEqual(['next', ...Array<string>(9).fill('ahead')]);
    expect(ladderMarks(open2).slice(0, 4)).toEqual(['passed', 'current', 'next', 'ahead']);
    expect(ladderMarks(fell3).slice(0, 4)).toEqual(['passed', 'passed', 'lost', 'ahead']);
    expect(ladderMarks({ ...open2, state: 'cashedOut', payout: 38.4 }).slice(0, 4)).toEqual(['passed', 'current', 'ahead', 'ahead']);
    expect(ladderLabels()).toEqual(['1.92x', '3.84x', '7.68x', '15.36x', '30.72x', '61.44x', '122.88x', '245.76x', '491.52x', '983.04x']);
  });

  it('stands the figure on its last panel, the start or the finish, and knows the step to pick', () => {
    expect(figureSpot(null)).toEqual({ at: 'start' });
    expect(figureSpot({ ...open2, steps: [], safe: 0 })).toEqual({ at: 'start' });
    expect(figureSpot(open2)).toEqual({ at: 'panel', step: 2, panel: 'right' });
    expect(figureSpot({ ...open2, state: 'crossed', safe: 10 })).toEqual({ at: 'finish' });
    expect(nextStep(open2)).toBe(3);
    expect(nextStep(fell3)).toBeNull();
    expect(nextStep(null)).toBeNull();
    expect([null, open2, fell3].map(restingLook)).toEqual(['idle', 'choosing', 'fell']);
  });
});
