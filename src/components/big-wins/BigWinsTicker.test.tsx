import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BigWin } from '../../../contract/bigWins';
import { BIG_WINS_LISTED } from '../../../contract/bigWinsRules';
import type { ServerEventOf } from '../../../contract/realtime';
import { loadLanguage } from '../../i18n';
import { mergeWins } from './feed';

const listed = vi.hoisted(() => ({ wins: [] as BigWin[] }));
const socket = vi.hoisted(() => ({ push: null as ((event: ServerEventOf<'bigWin'>) => void) | null }));
vi.mock('../../api/calls/bigWins', () => ({ fetchBigWins: () => Promise.resolve({ wins: listed.wins }) }));
vi.mock('../../realtime/events', () => ({
  onServerEvent: (_type: 'bigWin', fn: (event: ServerEventOf<'bigWin'>) => void) => {
    socket.push = fn;
    return () => {
      socket.push = null;
    };
  },
}));
const { default: BigWinsTicker } = await import('./BigWinsTicker');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const win = (id: number, over: Partial<BigWin> = {}): BigWin => ({
  id,
  name: 'Ah*******ak',
  game: 'SQUIDGAME',
  payout: 1228.8,
  multiplier: 61.44,
  at: new Date(Date.UTC(2026, 10, 25, 2, 0, id)).toISOString(),
  ...over,
});

let container: HTMLDivElement;
let root: Root;
beforeAll(() => loadLanguage('en'));
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const shown = () => container.querySelector('[data-testid="big-win"]')?.textContent ?? container.textContent;

describe('BigWinsTicker', () => {
  it('shows the newest listed win with the masked name, the coins, the multiplier and the game', async () => {
    listed.wins = [win(2, { game: 'LUCKYEGG', payout: 5000, multiplier: 500, name: 'A***d' }), win(1)];
    await act(async () => root.render(<BigWinsTicker />));
    expect(shown()).toBe('A***d won 5,000.00 coins ×500 on Lucky Egg');
  });

  it('a pushed win slides in at the front, once even when pushed twice', async () => {
    listed.wins = [win(1)];
    await act(async () => root.render(<BigWinsTicker />));
    act(() => socket.push?.({ type: 'bigWin', win: win(7, { name: '' }) }));
    act(() => socket.push?.({ type: 'bigWin', win: win(7, { name: '' }) }));
    expect(shown()).toBe('A player won 1,228.80 coins ×61.44 on Squid Game');
    expect(container.querySelector('[data-testid="big-win"]')?.getAttribute('data-win-id')).toBe('7');
  });

  it('says big wins show up here while there are none', async () => {
    listed.wins = [];
    await act(async () => root.render(<BigWinsTicker />));
    expect(shown()).toContain('Big wins show up here');
  });
});

describe('the big-wins feed', () => {
  it('keeps the newest first, each once, at most the listed count', () => {
    const many = Array.from({ length: 15 }, (_, i) => win(i + 1));
    const merged = mergeWins(many.slice(0, 8), [win(3), ...many.slice(8)]);
    expect(merged.map((w) => w.id)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(merged).toHaveLength(BIG_WINS_LISTED);
  });
});
