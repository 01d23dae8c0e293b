import { describe, expect, it } from 'vitest';
import { boardWords, landingWords, panelControls, pickWords } from './speech';
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
const ended = ['left', 'right', 'right', 'left', 'left', 'right', 'left', 'right', 'left', 'right'] as const;
const fell3: SquidBoard = { ...open2, state: 'fell', steps: [...open2.steps, { step: 3, picked: 'left', held: false }], bridge: ended };

describe('Squid game for a keyboard and a screen reader', () => {
  it('offers the next step as a left and a right panel, pressable only while choosing', () => {
    const controls = panelControls(open2, 'choosing');
    expect(controls).toEqual([
      { id: 'left', key: 'games.a11y.squid.left', params: [3, 10], enabled: true },
      { id: 'right', key: 'games.a11y.squid.right', params: [3, 10], enabled: true },
    ]);
    expect(panelControls(open2, 'waiting').map((c) => c.enabled)).toEqual([false, false]);
  });

  it('offers nothing without a bridge or once it ended', () => {
    expect(panelControls(null, 'idle')).toEqual([]);
    expect(panelControls(fell3, 'fell')).toEqual([]);
  });

  it('never tells which panel holds: an ended bridge and an open one name the panels alike', () => {
    const revealed: SquidBoard = { ...open2, bridge: ended };
    expect(panelControls(revealed, 'choosing')).toEqual(panelControls(open2, 'choosing'));
  });

  it('says the step to pick, the landing with what cashing out pays, and each ending', () => {
    expect(boardWords(null)).toBeNull();
    expect(boardWords({ ...open2, safe: 0, steps: [] })).toEqual({ key: 'games.a11y.squid.step', params: [1, 10] });
    expect(landingWords({ step: 2, picked: 'right', held: true, board: open2 })).toEqual({
      key: 'games.a11y.squid.held',
      params: [2, '3.84x', '38.40', 3, 10],
    });
    expect(landingWords({ step: 3, picked: 'left', held: false, board: fell3 })).toBeNull();
    expect(boardWords(fell3)).toEqual({ key: 'games.a11y.squid.fell', params: [3, '10'] });
    expect(boardWords({ ...open2, state: 'cashedOut', payout: 19.2, bridge: ended })).toEqual({
      key: 'games.a11y.squid.cashedOut',
      params: ['19.20'],
    });
    expect(pickWords(3, 'left')).toEqual({ key: 'games.a11y.squid.pickedLeft', params: [3] });
  });
});
