// What the board shows, as data: the texts with their numbers filled in, the
// mark each card gets once the server revealed the round, and the frozen
// frame a gallery pose stands for. Pure, so the live scene and the gallery
// draw through the same decisions and the tests check them without Phaser.
import { COUNT_MS } from './motion';
import type { FtoDeal, FtoPose, FtoReveal, FtoSceneState, FtoSummary } from './types';

/** Fills the dictionary's `{{0}}`, `{{1}}` placeholders. */
export function fill(template: string, ...args: readonly (string | number)[]): string {
  return template.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, i: string) => {
    const value = args[Number(i)];
    return value === undefined ? whole : String(value);
  });
}

/** odd: the card that differed (glows, a check); wrong: the player's wrong pick (shakes, a cross); plain: the rest, dimmed. */
export type CardMark = 'odd' | 'wrong' | 'plain';

export function revealMarks(count: number, reveal: Pick<FtoReveal, 'oddCard' | 'picked'>): CardMark[] {
  return Array.from({ length: count }, (_, i) => {
    if (i === reveal.oddCard) return 'odd';
    return i === reveal.picked ? 'wrong' : 'plain';
  });
}

/** The look a reveal ends on. */
export function revealLook(reveal: Pick<FtoReveal, 'correct' | 'timedOut'>): 'correct' | 'wrong' | 'timeout' {
  if (reveal.correct) return 'correct';
  return reveal.timedOut ? 'timeout' : 'wrong';
}

export interface FtoFrame {
  look: FtoSceneState;
  deal: FtoDeal | null;
  /** time left drawn on the bar */
  remainingMs: number;
  reveal: FtoReveal | null;
  summary: FtoSummary | null;
  /** the coin counter */
  coins: number;
  /** ms into the reveal or celebration animation: poses rest where it ends */
  animationMs: number;
}

/** The frame a pose freezes: a round part-way through its time, a reveal after its animation, the summary mid-celebration. */
export function poseFrame(pose: FtoPose): FtoFrame {
  switch (pose.state) {
    case 'intro':
      return { look: 'intro', deal: null, remainingMs: 0, reveal: null, summary: null, coins: 0, animationMs: 0 };
    case 'round': {
      const progress = Math.min(1, Math.max(0, pose.progress));
      return {
        look: 'round',
        deal: pose.deal,
        remainingMs: Math.round(pose.deal.limitMs * (1 - progress)),
        reveal: null,
        summary: null,
        coins: pose.deal.coins,
        animationMs: 0,
      };
    }
    case 'correct':
    case 'wrong':
    case 'timeout':
      return {
        look: pose.state,
        deal: pose.deal,
        remainingMs: pose.state === 'timeout' ? 0 : pose.deal.remainingMs,
        reveal: pose.reveal,
        summary: null,
        coins: pose.reveal.coins,
        animationMs: COUNT_MS,
      };
    case 'finished':
      return {
        look: 'finished',
        deal: null,
        remainingMs: 0,
        reveal: null,
        summary: { coins: pose.coins, correct: pose.correct, rounds: pose.rounds },
        coins: pose.coins,
        animationMs: 1600,
      };
  }
}
