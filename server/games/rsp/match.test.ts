import { describe, expect, it } from 'vitest';
import { MSG } from '../../../contract/errors';
import {
  beats,
  HANDS,
  RSP_BREAK_MS,
  RSP_CLOSE_MARGIN_MS,
  RSP_COUNTDOWN_MS,
  RSP_GRACE_MS,
  RSP_MAX_ROUNDS,
  RSP_ROUND_MS,
  RSP_WIN_MULTIPLIER,
  rspHouseHand,
  rspHouseHands,
  rspPayout,
  type Hand,
} from '../../../contract/games/rspRules';
import { createMatch, dueAt, expireDue, move, quit, settlement, viewOf, type RspMatch, type Side } from './match';

const T0 = new Date('2026-03-01T04:00:00.000Z');
const BET = 10;
const ms = (t: number): Date => new Date(T0.getTime() + t);
/** The same instant as the match keeps it: epoch milliseconds. */
const at = (t: number): number => T0.getTime() + t;
/** The instant round 1 opens and its deadline, as the rules set them. */
const START1 = RSP_COUNTDOWN_MS;
const DEADLINE1 = START1 + RSP_ROUND_MS;
/** From a round's deadline to when the clock closes it without a side's move. */
const CLOSES = RSP_GRACE_MS + RSP_CLOSE_MARGIN_MS;

const twoPlayers = (): RspMatch => createMatch({ id: 7, bet: BET, house: null, now: T0 });
const HOUSE: Hand[] = ['scissor', 'paper', ...Array.from({ length: RSP_MAX_ROUNDS - 2 }, (): Hand => 'rock')];
const againstHouse = (): RspMatch => createMatch({ id: 8, bet: BET, house: HOUSE, now: T0 });

const roundStart = (m: RspMatch): Date => {
  if (!m.current) throw new Error('the match has ended');
  return new Date(m.current.startsAt);
};

function play(m: RspMatch, side: Side, hand: Hand, now: Date = roundStart(m)): RspMatch {
  const round = m.current?.round ?? 0;
  const step = move(m, side, round, hand, now);
  if (!step.ok) throw new Error(step.refusal.key);
  return step.value.match;
}

/** One round between two players, both moving at its start. */
const both = (m: RspMatch, a: Hand, b: Hand): RspMatch => play(play(m, 0, a), 1, b);

describe('the rules', () => {
  it('has each hand beat the next one, cyclically: rock > scissor > paper > rock', () => {
    expect(beats('rock', 'scissor') && beats('scissor', 'paper') && beats('paper', 'rock')).toBe(true);
    expect(HANDS.some((h) => beats(h, h))).toBe(false);
    expect(beats('scissor', 'rock') || beats('paper', 'scissor') || beats('rock', 'paper')).toBe(false);
  });

  it('draws the house hand of round r from float r-1, thirds of [0, 1) in the order rock, scissor, paper', () => {
    const floats = [0, 0.3333, 0.3334, 0.6666, 0.6667, 0.9999999, ...Array.from({ length: RSP_MAX_ROUNDS - 6 }, () => 0.5)];
    expect([1, 2, 3, 4, 5, 6, 7].map((round) => rspHouseHand(floats, round))).toEqual([
      'rock',
      'rock',
      'scissor',
      'scissor',
      'paper',
      'paper',
      'scissor',
    ]);
    expect(rspHouseHands(floats)).toHaveLength(RSP_MAX_ROUNDS);
    expect(() => rspHouseHand(floats, RSP_MAX_ROUNDS + 1)).toThrow(RangeError);
    expect(() => rspHouseHands(floats.slice(1))).toThrow(RangeError);
  });

  it('pays the winner 2 x bet less 3%, exact to the cent for every whole-coin bet', () => {
    expect(RSP_WIN_MULTIPLIER).toBe(1.94);
    for (let bet = 1; bet <= 1000; bet++) expect(Math.round(rspPayout(bet) * 100)).toBe(194 * bet);
    expect(rspPayout(BET)).toBe(19.4);
  });
});

describe('a match between two players', () => {
  it('counts down to round 1, then takes moves from its start (less the grace) to its deadline (plus the grace)', () => {
    const m = twoPlayers();
    expect(viewOf(m, 0, T0)).toMatchObject({
      phase: 'countdown',
      opponent: 'player',
      prize: 19.4,
      score: { you: 0, opponent: 0 },
      current: { round: 1, startsAt: ms(START1).toISOString(), deadline: ms(DEADLINE1).toISOString() },
    });
    expect(move(m, 0, 1, 'rock', ms(START1 - RSP_GRACE_MS - 1))).toEqual({ ok: false, refusal: { status: 409, key: MSG.roundNotOpen } });
    expect(move(m, 0, 1, 'rock', ms(START1 - RSP_GRACE_MS)).ok).toBe(true);
    expect(viewOf(m, 0, ms(START1)).phase).toBe('round');
    expect(move(m, 1, 1, 'rock', ms(DEADLINE1 + RSP_GRACE_MS)).ok).toBe(true);
    expect(move(m, 1, 1, 'rock', ms(DEADLINE1 + RSP_GRACE_MS + 1))).toEqual({ ok: false, refusal: { status: 409, key: MSG.roundTimeUp } });
  });

  it('keeps a move from the opponent until both are in, then reveals both hands at once', () => {
    const one = play(twoPlayers(), 0, 'rock');
    const theirs = viewOf(one, 1, roundStart(one));
    expect(theirs.current).toMatchObject({ yourHand: null, opponentReady: true });
    expect(JSON.stringify(theirs)).not.toMatch(/rock|scissor|paper/);
    expect(viewOf(one, 0, roundStart(one)).current).toMatchObject({ yourHand: 'rock', opponentReady: false });

    const revealedAt = ms(START1 + 2_000);
    const two = play(one, 1, 'scissor', revealedAt);
    expect(two.rounds).toEqual([{ round: 1, hands: ['rock', 'scissor'], winner: 0, revealedAt: revealedAt.getTime() }]);
    expect(viewOf(two, 1, revealedAt)).toMatchObject({
      phase: 'reveal',
      rounds: [{ round: 1, you: 'scissor', opponent: 'rock', winner: 'opponent' }],
      score: { you: 0, opponent: 1 },
      current: { round: 2, yourHand: null, opponentReady: false, final: false },
    });
    expect(two.current?.startsAt).toBe(revealedAt.getTime() + RSP_BREAK_MS);
  });

  it('replays a drawn round without counting it; the first to two wins is paid 1.94x the bet and the loser nothing', () => {
    const drawn = both(twoPlayers(), 'rock', 'rock');
    expect(drawn.rounds[0]?.winner).toBeNull();
    expect(viewOf(drawn, 0, roundStart(drawn))).toMatchObject({ score: { you: 0, opponent: 0 }, current: { round: 2 } });

    const oneAll = both(both(drawn, 'paper', 'rock'), 'scissor', 'rock');
    expect(viewOf(oneAll, 1, roundStart(oneAll))).toMatchObject({ score: { you: 1, opponent: 1 }, current: { round: 4, final: true } });
    expect(settlement(oneAll)).toBeNull();

    const over = both(oneAll, 'scissor', 'paper');
    expect(over.current).toBeNull();
    expect(settlement(over)?.payouts).toEqual([19.4, 0]);
    const now = ms(60_000);
    expect(viewOf(over, 0, now)).toMatchObject({
      phase: 'ended',
      current: null,
      score: { you: 2, opponent: 1 },
      result: { outcome: 'won', reason: 'rounds', payout: 19.4 },
      houseHands: null,
    });
    expect(viewOf(over, 1, now).result).toEqual({ outcome: 'lost', reason: 'rounds', payout: 0 });
  });

  it("takes a side's first move of a round: a repeat changes nothing, a move for another round is refused", () => {
    const one = play(twoPlayers(), 0, 'rock');
    expect(move(one, 0, 1, 'paper', roundStart(one))).toEqual({ ok: true, value: { match: one, changed: false } });
    expect(move(one, 1, 2, 'paper', roundStart(one))).toEqual({ ok: false, refusal: { status: 409, key: MSG.roundNotOpen } });
    const revealed = play(one, 1, 'paper');
    expect(move(revealed, 1, 1, 'rock', roundStart(revealed))).toEqual({ ok: true, value: { match: revealed, changed: false } });
    expect(revealed.rounds[0]?.winner).toBe(1);
  });

  it('loses the round for a side with no move by the deadline; its late move is refused', () => {
    const one = play(twoPlayers(), 0, 'rock');
    const due = DEADLINE1 + CLOSES;
    expect(dueAt(one)).toBe(at(due));
    expect(expireDue(one, ms(due))).toBe(one);
    const closed = expireDue(one, ms(due + 1));
    expect(closed.rounds).toEqual([{ round: 1, hands: ['rock', null], winner: 0, revealedAt: at(due) }]);
    expect(closed.misses).toEqual([0, 1]);
    expect(viewOf(closed, 1, ms(due + 1))).toMatchObject({ misses: 1, rounds: [{ you: null, opponent: 'rock', winner: 'opponent' }] });
    expect(move(closed, 1, 1, 'paper', ms(due + 1))).toEqual({ ok: false, refusal: { status: 409, key: MSG.roundTimeUp } });
  });

  it('counts a move received by the deadline and its grace that the server gets to only in the margin, a step received later having run first', () => {
    const one = play(twoPlayers(), 0, 'rock');
    const lastInTime = ms(DEADLINE1 + RSP_GRACE_MS);
    // The opponent's call (or the clock) received at the end of the margin does not close the round under the move still waiting.
    const stepped = expireDue(one, ms(DEADLINE1 + CLOSES));
    expect(stepped).toBe(one);
    const counted = move(stepped, 1, 1, 'scissor', lastInTime);
    expect(counted.ok && counted.value.match.rounds[0]).toEqual({
      round: 1,
      hands: ['rock', 'scissor'],
      winner: 0,
      revealedAt: at(DEADLINE1 + RSP_GRACE_MS),
    });
    // A move received a millisecond later is late, in the margin as after the close.
    expect(move(stepped, 1, 1, 'scissor', ms(DEADLINE1 + RSP_GRACE_MS + 1))).toEqual({
      ok: false,
      refusal: { status: 409, key: MSG.roundTimeUp },
    });
  });

  it('replays a round neither side moved in, and a side that misses two rounds in a row loses the match', () => {
    const neither = expireDue(twoPlayers(), ms(DEADLINE1 + CLOSES + 1));
    expect(neither.rounds[0]).toMatchObject({ hands: [null, null], winner: null });
    expect(neither.misses).toEqual([1, 1]);
    const back = play(neither, 0, 'paper');
    const gone = expireDue(back, new Date((back.current?.deadline ?? 0) + CLOSES + 1));
    expect(gone.ended).toMatchObject({ winner: 0, reason: 'abandoned' });
    expect(settlement(gone)?.payouts).toEqual([19.4, 0]);
    expect(viewOf(gone, 1, ms(60_000)).result).toEqual({ outcome: 'lost', reason: 'abandoned', payout: 0 });
  });

  it('ends void with both stakes back when both abandon, each round closed at its own due time however late a process looks', () => {
    const left = expireDue(twoPlayers(), ms(600_000));
    const secondDue = DEADLINE1 + CLOSES + RSP_BREAK_MS + RSP_ROUND_MS + CLOSES;
    expect(left.rounds.map((r) => r.revealedAt)).toEqual([at(DEADLINE1 + CLOSES), at(secondDue)]);
    expect(left.ended).toEqual({ winner: null, reason: 'abandoned', at: at(secondDue) });
    expect(settlement(left)?.payouts).toEqual([BET, BET]);
    expect(viewOf(left, 0, ms(600_000)).result).toEqual({ outcome: 'void', reason: 'abandoned', payout: BET });
    expect(dueAt(left)).toBeNull();
  });

  it('counts only misses in a row: a round both moved in between starts the count again', () => {
    const missedOnce = expireDue(twoPlayers(), ms(DEADLINE1 + CLOSES + 1));
    const drawn = both(missedOnce, 'rock', 'rock');
    const missedAgain = expireDue(drawn, new Date((drawn.current?.deadline ?? 0) + CLOSES + 1));
    expect(missedAgain.misses).toEqual([1, 1]);
    expect(missedAgain.ended).toBeNull();
    expect(missedAgain.current?.round).toBe(4);
  });

  it(`ends void with both stakes back after ${RSP_MAX_ROUNDS} rounds without a winner`, () => {
    let m = twoPlayers();
    for (let round = 1; round < RSP_MAX_ROUNDS; round++) m = both(m, 'paper', 'paper');
    expect(m.ended).toBeNull();
    m = both(m, 'rock', 'rock');
    expect(m.ended).toMatchObject({ winner: null, reason: 'exhausted' });
    expect(m.rounds).toHaveLength(RSP_MAX_ROUNDS);
    expect(settlement(m)?.payouts).toEqual([BET, BET]);
  });

  it('forfeits the match of the side who quits, countdown included, to the opponent; a quit after the end changes nothing', () => {
    const quitted = quit(twoPlayers(), 0, T0);
    if (!quitted.ok) throw new Error(quitted.refusal.key);
    const { match } = quitted.value;
    expect(match.ended).toEqual({ winner: 1, reason: 'quit', at: at(0) });
    expect(settlement(match)?.payouts).toEqual([0, 19.4]);
    expect(viewOf(match, 0, T0).result).toEqual({ outcome: 'lost', reason: 'quit', payout: 0 });
    expect(viewOf(match, 1, T0).result).toEqual({ outcome: 'won', reason: 'quit', payout: 19.4 });
    expect(quit(match, 1, T0)).toEqual({ ok: true, value: { match, changed: false } });
    expect(move(match, 1, 1, 'rock', ms(START1))).toEqual({ ok: false, refusal: { status: 409, key: MSG.roundNotOpen } });
  });

  it('keeps a result already due when the winner quits afterwards', () => {
    // The opponent left after round 1; round 2's deadline has passed but no process has closed it yet.
    const ahead = play(expireDue(play(twoPlayers(), 0, 'rock'), ms(DEADLINE1 + CLOSES + 1)), 0, 'rock');
    const late = new Date((ahead.current?.deadline ?? 0) + CLOSES + 1);
    const quitted = quit(ahead, 0, late);
    expect(quitted.ok && quitted.value.changed).toBe(true);
    expect(quitted.ok && settlement(quitted.value.match)?.payouts).toEqual([19.4, 0]);
  });
});

describe('a match against the house', () => {
  it('plays its drawn hand of each round, revealed when the player moves, and shows its hands only once the match ends', () => {
    const m = againstHouse();
    const start = viewOf(m, 0, ms(START1));
    expect(start).toMatchObject({ opponent: 'house', current: { opponentReady: true }, houseHands: null });
    expect(JSON.stringify(start)).not.toMatch(/rock|scissor|paper/);

    const one = play(m, 0, 'rock');
    expect(one.rounds[0]).toMatchObject({ hands: ['rock', 'scissor'], winner: 0 });
    const mid = viewOf(one, 0, roundStart(one));
    expect(mid.houseHands).toBeNull();
    expect(JSON.stringify(mid)).not.toMatch(/paper/);

    const won = play(one, 0, 'scissor');
    expect(settlement(won)?.payouts).toEqual([19.4, null]);
    expect(viewOf(won, 0, ms(60_000))).toMatchObject({ result: { outcome: 'won', reason: 'rounds', payout: 19.4 }, houseHands: HOUSE });
  });

  it('takes the round for the house when the player does not move, so two misses lose the match', () => {
    const one = expireDue(againstHouse(), ms(DEADLINE1 + CLOSES + 1));
    expect(one.rounds[0]).toMatchObject({ hands: [null, 'scissor'], winner: 1 });
    const lost = expireDue(one, ms(600_000));
    expect(lost.ended).toMatchObject({ winner: 1 });
    expect(settlement(lost)?.payouts).toEqual([0, null]);
  });

  it('keeps the stake of a player who quits; the house itself never moves or quits', () => {
    const m = againstHouse();
    expect(move(m, 1, 1, 'rock', ms(START1))).toEqual({ ok: false, refusal: { status: 400, key: MSG.invalidRequest } });
    expect(quit(m, 1, T0)).toEqual({ ok: false, refusal: { status: 400, key: MSG.invalidRequest } });
    const quitted = quit(play(m, 0, 'rock'), 0, ms(START1 + 1));
    expect(quitted.ok && settlement(quitted.value.match)?.payouts).toEqual([0, null]);
  });

  it(`returns the stake when all ${RSP_MAX_ROUNDS} drawn hands are matched`, () => {
    const m = HOUSE.reduce((match, hand) => play(match, 0, hand), againstHouse());
    expect(m.ended).toMatchObject({ winner: null, reason: 'exhausted' });
    expect(settlement(m)?.payouts).toEqual([BET, null]);
  });

  it('is made only with a hand for every possible round and a bet of whole coins', () => {
    expect(() => createMatch({ id: 1, bet: BET, house: HOUSE.slice(1), now: T0 })).toThrow(RangeError);
    expect(() => createMatch({ id: 1, bet: 2.5, house: null, now: T0 })).toThrow(RangeError);
  });
});
