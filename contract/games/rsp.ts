// Rock scissor paper (slug rock-scissor-paper, key ROCKSCISSORPAPER): what a
// player may see of a match, its status and history calls, and its socket
// channel; the rules and the house's float mapping are in ./rspRules.ts.
//
// A player's view never holds the opponent's hand of a round before it is
// revealed (only whether they have moved), nor the house's hands before the
// match ends. Everything is said from the player's side: "you" and
// "opponent". The match itself runs over the socket (RspChannel): search,
// matched, rounds, reveal, end; status and resume answer where the player
// stands, so a reload or another device continues the running match.
import Type from 'typebox';
import type { MsgKey } from '../errors';
import { BigSerialId, IdempotencyKey } from '../schemas/common';
import { OutcomeProof } from '../schemas/fairness';
import { HANDS, RSP_END_REASONS, RSP_MAX_MISSES, RSP_MAX_ROUNDS, RSP_PHASES, RSP_WINS_NEEDED } from './rspRules';
import { Bet, BetBounds } from './wager';

const MatchId = BigSerialId;
const DateTime = Type.String({ format: 'date-time' });
const Round = Type.Integer({ minimum: 1, maximum: RSP_MAX_ROUNDS });
const Wins = Type.Integer({ minimum: 0, maximum: RSP_WINS_NEEDED });
export const HandSchema = Type.Enum(HANDS);
/** A hand shown once revealed; null when that side did not move in time. */
const ShownHand = Type.Union([HandSchema, Type.Null()]);

export const RspOpponent = Type.Enum(['player', 'house'] as const);
export type RspOpponent = Type.Static<typeof RspOpponent>;

/** A revealed round. */
export const RspRoundView = Type.Object({
  round: Round,
  you: ShownHand,
  opponent: ShownHand,
  /** null: a drawn round, replayed */
  winner: Type.Union([Type.Enum(['you', 'opponent'] as const), Type.Null()]),
});
export type RspRoundView = Type.Static<typeof RspRoundView>;

export const RspScore = Type.Object({ you: Wins, opponent: Wins });
export type RspScore = Type.Static<typeof RspScore>;

/** The round being played (or about to start, during the countdown and the break). */
export const RspOpenRound = Type.Object({
  round: Round,
  startsAt: DateTime,
  deadline: DateTime,
  /** both sides one win from the match: the deciding round */
  final: Type.Boolean(),
  /** your move this round, once made */
  yourHand: Type.Union([HandSchema, Type.Null()]),
  /** whether the opponent has moved (never which hand); the house always has */
  opponentReady: Type.Boolean(),
});
export type RspOpenRound = Type.Static<typeof RspOpenRound>;

export const RspResult = Type.Object({
  outcome: Type.Enum(['won', 'lost', 'void'] as const),
  reason: Type.Enum(RSP_END_REASONS),
  /** coins paid to you: rspPayout when won, 0 when lost, the bet back when void */
  payout: Type.Number(),
});
export type RspResult = Type.Static<typeof RspResult>;

export const RspMatchView = Type.Object({
  id: MatchId,
  bet: Bet,
  /** what winning pays (rspPayout) */
  prize: Type.Number(),
  opponent: RspOpponent,
  phase: Type.Enum(RSP_PHASES),
  /** the server's clock when the view was made: countdowns are shown against it */
  serverNow: DateTime,
  current: Type.Union([RspOpenRound, Type.Null()]),
  score: RspScore,
  rounds: Type.Array(RspRoundView),
  /** rounds you missed in a row: at RSP_MAX_MISSES the match is lost */
  misses: Type.Integer({ minimum: 0, maximum: RSP_MAX_MISSES }),
  result: Type.Union([RspResult, Type.Null()]),
  /** against the house, once the match has ended: its hand for every round it drew, round 1 first */
  houseHands: Type.Union([Type.Array(HandSchema), Type.Null()]),
});
export type RspMatchView = Type.Static<typeof RspMatchView>;

/** A search for an opponent with the same bet; the house plays when none is found by houseAt. */
export const RspSearch = Type.Object({ bet: Bet, since: DateTime, houseAt: DateTime });
export type RspSearch = Type.Static<typeof RspSearch>;

/** GET games/rock-scissor-paper/status: where the player stands (a running match is continued). */
export const RspStatus = Type.Object({
  bounds: BetBounds,
  maintenance: Type.Boolean(),
  serverNow: DateTime,
  search: Type.Union([RspSearch, Type.Null()]),
  match: Type.Union([RspMatchView, Type.Null()]),
});
export type RspStatus = Type.Static<typeof RspStatus>;

/** One ended match in the history, with what the verifier needs. */
export const RspHistoryRow = Type.Object({
  status: Type.Enum(['SUCCESS', 'PENDING', 'REJECTED'] as const),
  date: DateTime,
  /** the match as the player saw it at its end: rounds, result, and the house's hands */
  match: RspMatchView,
  /** against the house: the seed pair and nonce its hands were drawn on (RSP_FLOATS floats through rspHouseHands) */
  proof: Type.Union([OutcomeProof, Type.Null()]),
});
export type RspHistoryRow = Type.Static<typeof RspHistoryRow>;
export const RspHistoryPage = Type.Object({ rows: Type.Array(RspHistoryRow), nextCursor: Type.Union([Type.Integer(), Type.Null()]) });
export type RspHistoryPage = Type.Static<typeof RspHistoryPage>;

// The socket channel. Every message is acked with RspReply (or a catalogue key:
// msg.invalidBet, msg.roundNotOpen, msg.roundTimeUp, ...).
const strict = { additionalProperties: false } as const;

export const RspMessage = Type.Union([
  /** stake `bet` and look for an opponent with the same bet; a retry with the same key answers the same search or match */
  Type.Object({ type: Type.Literal('search'), bet: Bet, idempotencyKey: IdempotencyKey }, strict),
  /** stop searching; once matched it is too late */
  Type.Object({ type: Type.Literal('cancel') }, strict),
  /** your hand in `round`; a repeat of a round already moved changes nothing */
  Type.Object({ type: Type.Literal('move'), matchId: MatchId, round: Round, hand: HandSchema }, strict),
  /** leave the match on purpose: it is lost (the screen says so before the player confirms) */
  Type.Object({ type: Type.Literal('quit'), matchId: MatchId }, strict),
  /** after a reconnect: where the player stands */
  Type.Object({ type: Type.Literal('resume') }, strict),
]);
export type RspMessage = Type.Static<typeof RspMessage>;

/** Every ack: the search or the match the player is in now (both null: neither). */
export const RspReply = Type.Object({
  search: Type.Union([RspSearch, Type.Null()]),
  match: Type.Union([RspMatchView, Type.Null()]),
});
export type RspReply = Type.Static<typeof RspReply>;

/** Server -> player, unasked. */
export type RspPush =
  /** an opponent (a player or the house) was found: the match in its countdown */
  | { type: 'matched'; match: RspMatchView }
  /** the next round is set (sent at the reveal before it, so the break counts down too) */
  | { type: 'roundStarted'; matchId: number; round: RspOpenRound; serverNow: string }
  /** the opponent has moved in the open round (not which hand) */
  | { type: 'opponentReady'; matchId: number; round: number }
  | { type: 'roundResult'; matchId: number; round: RspRoundView; score: RspScore }
  /** the match is over: the ended view (result, payout, the house's hands) */
  | { type: 'matchEnded'; match: RspMatchView }
  /** the search ended without a match: the stake could not be covered when an opponent came (msg.insufficientCoins) */
  | { type: 'searchEnded'; reason: MsgKey };

/** Rock scissor paper's socket traffic; contract/realtime.ts's GameChannels will name it for the slug. */
export interface RspChannel {
  push: RspPush;
  message: RspMessage;
  reply: RspReply;
}
