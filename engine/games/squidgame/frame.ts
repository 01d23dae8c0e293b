// What the bridge shows, as data: each panel's look, the ladder's marks,
// where the figure stands and the look the scene ends on, from a board the
// server answered. Pure, so the live scene and the gallery's frozen poses draw
// through the same decisions and the tests check them without Phaser.
import { SQUID_STEPS, squidMultiplier, type Panel } from '../../../contract/games/squidRules';
import type { Spot } from './layout';
import type { SquidBoard, SquidSceneState } from './types';

/** Fills the dictionary's `{{0}}`, `{{1}}` placeholders. */
export function fill(template: string, ...args: readonly (string | number)[]): string {
  return template.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, i: string) => {
    const value = args[Number(i)];
    return value === undefined ? whole : String(value);
  });
}

/** A coin amount as the bridge writes it: whole, or with two decimals ("19.20"). */
export const coinText = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/**
 * glass: untouched; held: the player stood on it; broken: the player's fall;
 * safe / unsafe: the revealed bridge once it ended (the panel that would have
 * held, and the other one), for the steps the player never took.
 */
export type PanelLook = 'glass' | 'held' | 'broken' | 'safe' | 'unsafe';

export function panelLooks(board: SquidBoard | null): Record<Panel, PanelLook>[] {
  return Array.from({ length: SQUID_STEPS }, (_, i) => {
    const step = i + 1;
    const taken = board?.steps.find((s) => s.step === step);
    const holds = board?.bridge?.[i];
    const look = (panel: Panel): PanelLook => {
      if (taken?.picked === panel) return taken.held ? 'held' : 'broken';
      if (holds === undefined) return 'glass';
      return holds === panel ? 'safe' : 'unsafe';
    };
    return { left: look('left'), right: look('right') };
  });
}

/** passed: cashable behind the player; current: what cashing out pays now; next: the next step's; ahead; lost: the fall's. */
export type LadderMark = 'passed' | 'current' | 'next' | 'ahead' | 'lost';

export function ladderMarks(board: SquidBoard | null): LadderMark[] {
  const safe = board?.safe ?? 0;
  const fell = board?.state === 'fell';
  const open = board?.state === 'open';
  return Array.from({ length: SQUID_STEPS }, (_, i) => {
    const step = i + 1;
    if (fell && step === safe + 1) return 'lost';
    // After a fall nothing is cashable: the steps behind are only passed.
    if (step < safe || (fell && step === safe)) return 'passed';
    if (step === safe) return 'current';
    // Only an open bridge (or none yet) has a next step to aim for.
    if (step === safe + 1 && (open || !board)) return 'next';
    return 'ahead';
  });
}

/** The multiplier labels of the ladder, "1.92x" .. "983.04x". */
export const ladderLabels = (): string[] => Array.from({ length: SQUID_STEPS }, (_, i) => `${squidMultiplier(i + 1)}x`);

/** Where the figure is after the steps of a board (on a fall: the broken panel it went through). */
export function figureSpot(board: SquidBoard | null): Spot {
  if (!board) return { at: 'start' };
  if (board.state === 'crossed') return { at: 'finish' };
  const last = board.steps.at(-1);
  return last ? { at: 'panel', step: last.step, panel: last.picked } : { at: 'start' };
}

/** The step the player picks next (1-based), or null when nothing can be picked. */
export const nextStep = (board: SquidBoard | null): number | null =>
  board?.state === 'open' && board.safe < SQUID_STEPS ? board.safe + 1 : null;

/** The look a board rests on. */
export function restingLook(board: SquidBoard | null): SquidSceneState {
  if (!board) return 'idle';
  return board.state === 'open' ? 'choosing' : board.state;
}
