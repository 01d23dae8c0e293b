// Rock scissor paper's rules (slug rock-scissor-paper, key ROCKSCISSORPAPER,
// history type ROCKPAPERSCISSORS). No schema library here (the schemas and
// the socket channel are in ./rsp.ts): the chrome's games list imports this.
//
// How SPEC 9 is read ("best of 3, 10 seconds per round, payout 1:1, RTP 97%,
// max odds 1000x", against players or the house):
// - Both sides stake the same bet (whole coins). The first to win
//   RSP_WINS_NEEDED (2) rounds takes the pot less a RSP_FEE (3%) fee: the
//   winner is paid 2 x bet x 0.97 = 1.94 x bet (rspPayout), the loser
//   nothing. So 1:1 before the fee, and exactly 97% return for a player of
//   even strength. "Max odds 1000x" is a cap, like the wheels': 1.94x is far
//   under it.
// - Rock beats scissor, scissor beats paper, paper beats rock. A drawn round
//   (same hands) is replayed and does not count. Rounds are numbered as
//   played, replays included, up to RSP_MAX_ROUNDS: a match still without a
//   winner after that many (chance 4.5e-12, rspExhaustedChance) ends
//   void and both stakes are returned.
// - The server owns the clock. Round 1 starts RSP_COUNTDOWN_MS after the
//   match is made and each next one RSP_BREAK_MS after the last reveal; a
//   round lasts RSP_ROUND_MS. A move counts from RSP_GRACE_MS before the
//   round's start (a phone's estimate of the server clock is off by up to
//   half a round trip) to RSP_GRACE_MS after its deadline (the network's
//   share); later it is refused (msg.roundTimeUp). A move is judged by when
//   the server received it, however long it then waits for the database.
//   Hands are revealed to both when both are in, or RSP_CLOSE_MARGIN_MS
//   after the deadline and its grace when a side did not move (moves still
//   in the server's hands by then count); a side's first move of a round is
//   its move (a repeat changes nothing).
// - A side with no move by the deadline loses the round; when neither side
//   moved, the round is drawn and replayed. A side that misses
//   RSP_MAX_MISSES (2) rounds in a row has abandoned and loses the match;
//   when both abandon at once the match ends void, stakes returned, so an
//   empty table ends and a server outage never takes both stakes.
// - Quit: leaving a running match on purpose (countdown included) forfeits
//   it: the quitter's stake is lost, the opponent is paid as the winner;
//   against the house the house keeps the stake.
// - Against the house (labelled as the house, never a person): its hand for
//   every round is drawn from the player's committed fairness seed when the
//   match starts, before any move, so it cannot react. RSP_FLOATS floats
//   (one per possible round, nonce of the match); round r's hand is
//   HANDS[pickIndex(float r-1, 3)] over HANDS in their fixed order. They stay
//   secret until the match ends; the history then shows all of them and the
//   verifier repeats rspHouseHands. The house's hand is uniform and
//   independent of the player's, so every round is won, lost or drawn with
//   chance 1/3 each whatever the player does: rspExactRtp holds for every
//   strategy that moves each round. (pickIndex splits the 2^32 floats three
//   ways, one of them one float larger: a bias of 2^-32, below 1e-9 of return.)
import { GAME_RULES } from '../constants';
import { pickIndex } from '../fairness';
import { payoutOf } from './wagerRules';

/** The fixed order the house's floats map onto (part of the published rules). */
export const HANDS = ['rock', 'scissor', 'paper'] as const;
export type Hand = (typeof HANDS)[number];

/** Does `a` beat `b`? Each hand beats the next one in HANDS, cyclically. */
export const beats = (a: Hand, b: Hand): boolean => HANDS[(HANDS.indexOf(a) + 1) % HANDS.length] === b;

export const RSP_WINS_NEEDED = Math.ceil(GAME_RULES.ROCKSCISSORPAPER.bestOf / 2);
/** Rounds a match may last, replays included; also the house's hands drawn per match. */
export const RSP_MAX_ROUNDS = 30;
export const RSP_FLOATS = RSP_MAX_ROUNDS;
/** Rounds in a row a side may miss: the second miss in a row loses the match. */
export const RSP_MAX_MISSES = 2;

export const RSP_ROUND_MS = GAME_RULES.ROCKSCISSORPAPER.roundSeconds * 1000;
/** How far either side of a round's window a move still counts (Find The Odd's grace). */
export const RSP_GRACE_MS = 750;
/**
 * How long after a round's deadline and grace the clock waits to close a
 * round a side did not move in: a move the server received in time may still
 * be waiting for a database connection or the match's lock (seconds on a
 * loaded machine), and it must find the round open. The cost: a time-out
 * reveal comes this much later (a round both moved in is revealed at once).
 */
export const RSP_CLOSE_MARGIN_MS = 2_000;
/** From the match being made to round 1's start: the countdown. */
export const RSP_COUNTDOWN_MS = 3_000;
/** From a reveal to the next round's start: the hands and the score are shown. */
export const RSP_BREAK_MS = 3_000;

export const RSP_FEE = 0.03;
/** What a win pays, as a multiple of the bet: the pot of two stakes less the fee (1.94). */
export const RSP_WIN_MULTIPLIER = 2 * (1 - RSP_FEE);

/** What winning a match of `bet` coins pays: 2 x bet x 0.97, exact in cents for whole coins. */
export const rspPayout = (bet: number): number => payoutOf(2 * bet, 1 - RSP_FEE);

/** A hand from one float. */
export function rspHand(float: number): Hand {
  const hand = HANDS[pickIndex(float, HANDS.length)];
  if (!hand) throw new RangeError(`no hand for float ${float}`);
  return hand;
}

/** The house's hand in round `round` (1-based) of a match drawn on `floats`. */
export function rspHouseHand(floats: readonly number[], round: number): Hand {
  if (!Number.isInteger(round) || round < 1 || round > RSP_MAX_ROUNDS) throw new RangeError(`rounds 1..${RSP_MAX_ROUNDS}, got ${round}`);
  const float = floats[round - 1];
  if (float === undefined) throw new RangeError(`a match needs ${RSP_FLOATS} floats, got ${floats.length}`);
  return rspHand(float);
}

/** Every hand the house may play in a match, round 1 first: what the verifier recomputes. */
export function rspHouseHands(floats: readonly number[]): Hand[] {
  const hands: Hand[] = [];
  for (let round = 1; round <= RSP_MAX_ROUNDS; round++) hands.push(rspHouseHand(floats, round));
  return hands;
}

/**
 * The chance that a match between two sides who both move every round ends
 * void after RSP_MAX_ROUNDS rounds: each round is won by either side or drawn
 * with chance 1/3 each (true against the house whatever the player does).
 */
export function rspExhaustedChance(): number {
  // chance[a][b]: a rounds won by one side and b by the other, neither at RSP_WINS_NEEDED yet.
  let chance = Array.from({ length: RSP_WINS_NEEDED }, (_, a) =>
    Array.from({ length: RSP_WINS_NEEDED }, (_, b): number => (a === 0 && b === 0 ? 1 : 0)),
  );
  for (let round = 0; round < RSP_MAX_ROUNDS; round++) {
    chance = chance.map((row, a) => row.map((p, b) => (p + (chance[a - 1]?.[b] ?? 0) + (row[b - 1] ?? 0)) / 3));
  }
  return chance.flat().reduce((sum, p) => sum + p, 0);
}

/**
 * The exact return of a bet of `bet` coins for a player of even strength
 * (any player who moves every round, against the house): half the decided
 * matches pay rspPayout, a void one returns the stake: 0.97 + 1.4e-13.
 */
export function rspExactRtp(bet: number): number {
  const exhausted = rspExhaustedChance();
  // The payout in whole cents over the stake in cents, so 1.94 comes out as the literal 1.94.
  const win = Math.round(rspPayout(bet) * 100) / (bet * 100);
  return ((1 - exhausted) / 2) * win + exhausted;
}

/** Where a match stands for a side: before round 1, a round open, between rounds, over. */
export const RSP_PHASES = ['countdown', 'round', 'reveal', 'ended'] as const;
export type RspPhase = (typeof RSP_PHASES)[number];

/**
 * How a match ended: a side won two rounds, the other quit, or abandoned
 * (RSP_MAX_MISSES in a row); void when both abandoned at once or the rounds
 * ran out ('exhausted').
 */
export const RSP_END_REASONS = ['rounds', 'quit', 'abandoned', 'exhausted'] as const;
export type RspEndReason = (typeof RSP_END_REASONS)[number];

export const RSP_API = {
  status: 'games/rock-scissor-paper/status',
  history: 'games/rock-scissor-paper/history',
} as const;
