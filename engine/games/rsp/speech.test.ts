import { describe, expect, it } from 'vitest';
import type { RspMatchView, RspOpenRound } from '../../../contract/games/rsp';
import { RSP_ROUND_MS } from '../../../contract/games/rspRules';
import type { SceneText } from '../../core/bus';
import { lookOf } from './frame';
import { handControls, hear, NOTHING_HEARD, pickWords, type RspHeard } from './speech';
import type { RspScenePush, RspText } from './types';

const T0 = Date.parse('2026-11-25T04:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const text = {
  house: 'The House',
  player: 'Player',
  rock: 'Rock',
  scissor: 'Scissor',
  paper: 'Paper',
  noMove: 'No move in time',
  roundWon: 'You take the round',
  roundLost: 'The opponent takes the round',
  roundDraw: 'Draw',
  won: 'You win!',
  lost: 'You lose',
  void: 'Match void',
  payout: '+{{0}} coins',
  stake: '-{{0}} coins',
} as RspText;

const open = (round: number, startsAt: number, extra: Partial<RspOpenRound> = {}): RspOpenRound => ({
  round,
  startsAt: iso(startsAt),
  deadline: iso(startsAt + RSP_ROUND_MS),
  final: false,
  yourHand: null,
  opponentReady: false,
  ...extra,
});
const match = (extra: Partial<RspMatchView>): RspMatchView => ({
  id: 7,
  bet: 10,
  prize: 19.4,
  opponent: 'house',
  phase: 'round',
  serverNow: iso(T0),
  current: null,
  score: { you: 0, opponent: 0 },
  rounds: [],
  misses: 0,
  result: null,
  houseHands: null,
  ...extra,
});

/** Plays frames through hear(): what the live region says at each, in order. */
function listen(frames: { push: RspScenePush; at: number; handsShown?: boolean }[]): (SceneText | null)[] {
  let heard: RspHeard = NOTHING_HEARD;
  return frames.map(({ push, at, handsShown = true }) => {
    const look = lookOf(push, at);
    const m = push.kind === 'match' ? push.match : null;
    const msLeft = look.state === 'choosing' && m?.current ? Date.parse(m.current.deadline) - at : null;
    const out = hear(heard, { look, match: m, handsShown, msLeft }, text);
    heard = out.heard;
    return out.words;
  });
}

describe('Rock scissor paper for a keyboard and a screen reader', () => {
  it('offers the three hands while a match is on, pressable only while the round is open to a move', () => {
    const m = match({ current: open(1, T0) });
    const choosing = lookOf({ kind: 'match', match: m, serverNow: iso(T0) }, T0 + 1_000);
    expect(handControls(choosing)).toEqual([
      { id: 'rock', key: 'games.a11y.rsp.rock', enabled: true },
      { id: 'scissor', key: 'games.a11y.rsp.scissor', enabled: true },
      { id: 'paper', key: 'games.a11y.rsp.paper', enabled: true },
    ]);
    expect(handControls({ ...choosing, state: 'waiting' }).map((c) => c.enabled)).toEqual([false, false, false]);
    expect(handControls(lookOf({ kind: 'idle' }, T0))).toEqual([]);
  });

  it('says each moment once: the search, the opponent, the round, the clock at 5 s, time up, the hands, the end', () => {
    const search = { bet: 10, since: iso(T0), houseAt: iso(T0 + 10_000) };
    const round1 = match({ current: open(1, T0 + 13_000), phase: 'countdown' });
    const r1 = { round: 1, you: null, opponent: 'rock' as const, winner: 'opponent' as const };
    const afterR1 = match({ rounds: [r1], score: { you: 0, opponent: 1 }, current: open(2, T0 + 40_000) });
    const ended = match({
      rounds: [
        r1,
        { round: 2, you: 'paper', opponent: 'paper', winner: null },
        { round: 3, you: 'scissor', opponent: 'rock', winner: 'opponent' },
      ],
      score: { you: 0, opponent: 2 },
      phase: 'ended',
      result: { outcome: 'lost', payout: 0, reason: 'rounds' },
    });
    const m = (mv: RspMatchView): RspScenePush => ({ kind: 'match', match: mv, serverNow: iso(T0) });
    const said = listen([
      { push: { kind: 'idle' }, at: T0 },
      { push: { kind: 'searching', search, serverNow: iso(T0) }, at: T0 },
      { push: { kind: 'searching', search, serverNow: iso(T0) }, at: T0 + 5_000 },
      { push: m(round1), at: T0 + 11_000 },
      { push: m(round1), at: T0 + 13_000 },
      { push: m(round1), at: T0 + 16_000 },
      { push: m(round1), at: T0 + 18_100 },
      { push: m(round1), at: T0 + 19_000 },
      { push: m(round1), at: T0 + 23_100 },
      { push: m(afterR1), at: T0 + 24_000, handsShown: false },
      { push: m(afterR1), at: T0 + 24_500 },
      { push: m(afterR1), at: T0 + 30_000 },
      { push: m(ended), at: T0 + 70_000, handsShown: false },
      { push: m(ended), at: T0 + 70_500 },
    ]);
    expect(said).toEqual([
      null,
      { key: 'games.a11y.rsp.searching' },
      null,
      { key: 'games.a11y.rsp.found', params: ['The House'] },
      { key: 'games.a11y.rsp.round', params: [1] },
      null,
      { key: 'games.a11y.seconds', params: [5] },
      null,
      { key: 'games.a11y.timeUp' },
      null,
      { key: 'games.a11y.rsp.revealed', params: [1, 'No move in time', 'Rock', 'The opponent takes the round', 0, 1] },
      null,
      null,
      { key: 'games.a11y.rsp.ended', params: [3, 'Scissor', 'Rock', 'You lose', '-10 coins', 0, 2] },
    ]);
  });

  it("says nothing more while the player's hand waits for the opponent, after saying the hand", () => {
    const m = match({ current: open(1, T0, { yourHand: 'rock' }) });
    expect(
      listen([
        { push: { kind: 'match', match: match({ current: open(1, T0) }), serverNow: iso(T0) }, at: T0 + 1_000 },
        { push: { kind: 'match', match: m, serverNow: iso(T0) }, at: T0 + 6_000 },
      ]),
    ).toEqual([{ key: 'games.a11y.rsp.round', params: [1] }, null]);
    expect(pickWords(text, 'paper')).toEqual({ key: 'games.a11y.rsp.picked', params: ['Paper'] });
  });
});
