// What the scene shows for a push at an instant of the server's clock (pure,
// unit-tested): the state, the number in the ring and how full it is, the
// round, whether it is the final one, the hands on the table. The server
// decides everything; this only reads its view against its clock.
import type { RspRoundView } from '../../../contract/games/rsp';
import { RSP_COUNTDOWN_MS, RSP_ROUND_MS, type Hand } from '../../../contract/games/rspRules';
import type { RspScenePush, RspSceneState } from './types';

export interface RspLook {
  state: RspSceneState;
  /** whole seconds shown in the ring (the countdown, a round's time left, the house's arrival), or null */
  seconds: number | null;
  /** how much of the ring is lit, 0..1 */
  ring: number;
  /** the round open or about to open; null outside a match */
  round: number | null;
  final: boolean;
  /** your move in the open round */
  yourHand: Hand | null;
  opponentReady: boolean;
  /** the last revealed round, on the table between rounds and at the end */
  revealed: RspRoundView | null;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const secondsLeft = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
const EMPTY: Omit<RspLook, 'state'> = {
  seconds: null,
  ring: 0,
  round: null,
  final: false,
  yourHand: null,
  opponentReady: false,
  revealed: null,
};

export function lookOf(push: RspScenePush, serverMs: number): RspLook {
  if (push.kind === 'idle') return { state: 'idle', ...EMPTY };
  if (push.kind === 'searching') {
    const houseAt = Date.parse(push.search.houseAt);
    const since = Date.parse(push.search.since);
    const left = houseAt - serverMs;
    return { state: 'searching', ...EMPTY, seconds: secondsLeft(left), ring: houseAt > since ? clamp01(left / (houseAt - since)) : 0 };
  }
  const { match } = push;
  const revealed = match.rounds.at(-1) ?? null;
  if (match.result) return { state: match.result.outcome, ...EMPTY, revealed };
  const current = match.current;
  // Between a reveal and the next round's announcement: the revealed hands stay on the table.
  if (!current) return { state: 'reveal', ...EMPTY, round: revealed?.round ?? null, revealed };
  const base = { round: current.round, final: current.final, yourHand: current.yourHand, opponentReady: current.opponentReady };
  const startsAt = Date.parse(current.startsAt);
  const deadline = Date.parse(current.deadline);
  if (serverMs < startsAt) {
    const left = startsAt - serverMs;
    // Before round 1: the countdown; after a reveal: the break, the revealed hands still shown.
    if (match.rounds.length === 0)
      return { state: 'countdown', ...EMPTY, ...base, seconds: secondsLeft(left), ring: clamp01(left / RSP_COUNTDOWN_MS) };
    return { state: 'reveal', ...EMPTY, ...base, revealed };
  }
  const left = deadline - serverMs;
  // Moved, or out of time: nothing to pick until the server reveals.
  const state = current.yourHand || left <= 0 ? 'waiting' : 'choosing';
  return { state, ...EMPTY, ...base, seconds: secondsLeft(left), ring: clamp01(left / RSP_ROUND_MS) };
}

/** Which side took a revealed round, from the player's side. */
export const roundOutcome = (r: RspRoundView): 'won' | 'lost' | 'draw' =>
  r.winner === 'you' ? 'won' : r.winner === 'opponent' ? 'lost' : 'draw';

/** Fill a dictionary template's {{0}}, {{1}}... */
export const fill = (template: string, ...values: (string | number)[]): string =>
  values.reduce<string>((s, v, i) => s.replaceAll(`{{${i}}}`, String(v)), template);

/** Coins as the chrome writes them: whole, or with both decimals (19.4 -> 19.40). */
export const coinText = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));
