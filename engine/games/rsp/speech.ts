// The table for a keyboard and a screen reader (issue 29): the three hands as
// buttons while a match runs, and what the live region says, from the look the
// scene draws each frame. Each moment is said once: the search, the opponent
// found, a round's start, the clock at 10 s and 5 s and time's up, the hands
// once the clash shows them, the match's end. Pure, so the tests play a match
// through it frame by frame without Phaser.
import type { RspMatchView } from '../../../contract/games/rsp';
import { HANDS, type Hand } from '../../../contract/games/rspRules';
import type { AccessibleControl, SceneText } from '../../core/bus';
import { clockStep } from '../../kit/clockSteps';
import { coinText, fill, roundOutcome, type RspLook } from './frame';
import type { RspText } from './types';

const HAND_KEY: Record<Hand, string> = { rock: 'games.a11y.rsp.rock', scissor: 'games.a11y.rsp.scissor', paper: 'games.a11y.rsp.paper' };

/** The three hands while a match is on the table (pressable only while a tap would move); none otherwise. */
export function handControls(look: RspLook): AccessibleControl[] {
  const s = look.state;
  if (s === 'idle' || s === 'searching' || s === 'won' || s === 'lost' || s === 'void') return [];
  return HANDS.map((hand) => ({ id: hand, key: HAND_KEY[hand], enabled: s === 'choosing' }));
}

/** What was last said: the moment (its event) and the round's time left then, for the clock. */
export interface RspHeard {
  event: string;
  msLeft: number | null;
}

export const NOTHING_HEARD: RspHeard = { event: 'idle', msLeft: null };

/** The scene's view this frame: its look, the match, whether the clash shows the hands yet, and the open round's time left. */
export interface RspMoment {
  look: RspLook;
  match: RspMatchView | null;
  handsShown: boolean;
  msLeft: number | null;
}

const handWord = (text: RspText, hand: Hand | null): string => (hand ? text[hand] : text.noMove);

export const pickWords = (text: RspText, hand: Hand): SceneText => ({ key: 'games.a11y.rsp.picked', params: [text[hand]] });

/** The words this frame adds (null: nothing new), and what has been heard after it. */
export function hear(prev: RspHeard, now: RspMoment, text: RspText): { heard: RspHeard; words: SceneText | null } {
  const { look, match } = now;
  const event = eventOf(now);
  const heard = { event, msLeft: look.state === 'choosing' ? now.msLeft : null };
  if (event === prev.event) {
    // The same round still open: only the clock, at its steps.
    const step = look.state === 'choosing' && prev.msLeft !== null && now.msLeft !== null ? clockStep(prev.msLeft, now.msLeft) : null;
    return {
      heard: { ...heard, msLeft: heard.msLeft ?? prev.msLeft },
      words: step === null ? null : { key: 'games.a11y.seconds', params: [step] },
    };
  }
  return { heard, words: wordsOf(event, look, match, text) };
}

function eventOf({ look, match, handsShown }: RspMoment): string {
  const id = match?.id ?? 0;
  switch (look.state) {
    case 'idle':
      return 'idle';
    case 'searching':
      return 'searching';
    case 'countdown':
      return `found:${id}`;
    case 'choosing':
      return `round:${id}:${look.round}`;
    case 'waiting':
      // Out of time with no hand in: time's up. A hand in: the round goes on as it was.
      return look.yourHand === null && look.seconds === 0 ? `timeUp:${id}:${look.round}` : `round:${id}:${look.round}`;
    default: {
      const revealed = look.revealed;
      if (revealed && !handsShown) return `clash:${id}:${revealed.round}`;
      if (match?.result) return `end:${id}`;
      return `reveal:${id}:${revealed?.round ?? 0}`;
    }
  }
}

function wordsOf(event: string, look: RspLook, match: RspMatchView | null, text: RspText): SceneText | null {
  const kind = event.split(':')[0];
  if (kind === 'searching') return { key: 'games.a11y.rsp.searching' };
  if (kind === 'timeUp') return { key: 'games.a11y.timeUp' };
  if (!match) return null;
  const opponent = match.opponent === 'house' ? text.house : text.player;
  if (kind === 'found') return { key: 'games.a11y.rsp.found', params: [opponent] };
  if (kind === 'round') return look.final ? { key: 'games.a11y.rsp.final' } : { key: 'games.a11y.rsp.round', params: [look.round ?? 1] };
  const r = look.revealed;
  const hands = r ? [r.round, handWord(text, r.you), handWord(text, r.opponent)] : null;
  const score = [match.score.you, match.score.opponent];
  if (kind === 'reveal' && r && hands) {
    const outcome = roundOutcome(r);
    return {
      key: 'games.a11y.rsp.revealed',
      params: [...hands, outcome === 'won' ? text.roundWon : outcome === 'lost' ? text.roundLost : text.roundDraw, ...score],
    };
  }
  if (kind === 'end' && match.result) {
    const { outcome, payout } = match.result;
    const title = outcome === 'won' ? text.won : outcome === 'lost' ? text.lost : text.void;
    const amount = outcome === 'lost' ? fill(text.stake, coinText(match.bet)) : fill(text.payout, coinText(payout));
    return hands
      ? { key: 'games.a11y.rsp.ended', params: [...hands, title, amount, ...score] }
      : { key: 'games.a11y.rsp.over', params: [title, amount, ...score] };
  }
  return null;
}
