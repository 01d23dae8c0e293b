// Pinned matches of Rock scissor paper's QA gallery frames, on the gallery's
// pinned date: a search 4 s in, the house just matched, a player's countdown
// at its last second, round 1 open (and moved, the opponent ready), a round
// won and one lost at the break, the final round just opened, a match won
// against the house and one lost to a player; the quit question over an open round.
import type { RspMatchView, RspRoundView } from '../../../contract/games/rsp';
import { RSP_ROUND_MS, rspPayout } from '../../../contract/games/rspRules';
import type { RspScenePush } from '../../../engine/games/rsp/types';
import type { RspGalleryState } from './galleryStates';

const BET = 10;
const iso = (ms: number) => new Date(ms).toISOString();
const WON: RspRoundView = { round: 1, you: 'paper', opponent: 'rock', winner: 'you' };
const LOST: RspRoundView = { round: 1, you: 'scissor', opponent: 'rock', winner: 'opponent' };

export function rspPoseOf(state: RspGalleryState, date: Date): RspScenePush {
  const now = date.getTime();
  const serverNow = iso(now);
  const match = (extra: Partial<RspMatchView>): RspScenePush => ({
    kind: 'match',
    serverNow,
    match: {
      id: 1,
      bet: BET,
      prize: rspPayout(BET),
      opponent: 'player',
      phase: 'round',
      serverNow,
      current: null,
      score: { you: 0, opponent: 0 },
      rounds: [],
      misses: 0,
      result: null,
      houseHands: null,
      ...extra,
    },
  });
  /** a round that opened `ago` ms before now */
  const open = (round: number, ago: number, extra: Partial<NonNullable<RspMatchView['current']>> = {}) => ({
    round,
    startsAt: iso(now - ago),
    deadline: iso(now - ago + RSP_ROUND_MS),
    final: false,
    yourHand: null,
    opponentReady: false,
    ...extra,
  });
  switch (state) {
    case 'searching':
      return { kind: 'searching', serverNow, search: { bet: BET, since: iso(now - 4_000), houseAt: iso(now + 6_000) } };
    case 'matched-house':
      return match({ opponent: 'house', phase: 'countdown', current: open(1, -3_000) });
    case 'countdown':
      return match({ phase: 'countdown', current: open(1, -800) });
    case 'choosing':
    case 'quit-confirm':
      return match({ current: open(1, 3_400) });
    case 'waiting':
      return match({ current: open(1, 5_200, { yourHand: 'paper', opponentReady: true }) });
    case 'reveal-win':
      return match({ opponent: 'house', phase: 'reveal', rounds: [WON], score: { you: 1, opponent: 0 }, current: open(2, -2_000) });
    case 'reveal-lose':
      return match({ phase: 'reveal', rounds: [LOST], score: { you: 0, opponent: 1 }, current: open(2, -2_000) });
    case 'final-round':
      return match({
        rounds: [WON, { round: 2, you: 'rock', opponent: 'paper', winner: 'opponent' }],
        score: { you: 1, opponent: 1 },
        current: open(3, 400, { final: true }),
      });
    case 'won':
      return match({
        opponent: 'house',
        phase: 'ended',
        score: { you: 2, opponent: 0 },
        rounds: [WON, { round: 2, you: 'rock', opponent: 'scissor', winner: 'you' }],
        result: { outcome: 'won', reason: 'rounds', payout: rspPayout(BET) },
        houseHands: ['rock', 'scissor'],
      });
    case 'lost':
      return match({
        phase: 'ended',
        score: { you: 1, opponent: 2 },
        rounds: [
          WON,
          { round: 2, you: 'rock', opponent: 'rock', winner: null },
          { round: 3, you: 'rock', opponent: 'paper', winner: 'opponent' },
          { round: 4, you: null, opponent: 'scissor', winner: 'opponent' },
        ],
        result: { outcome: 'lost', reason: 'rounds', payout: 0 },
      });
  }
}
