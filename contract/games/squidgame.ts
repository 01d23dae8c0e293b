// Squid game (slug squidgame, key SQUIDGAME): the requests and answers of its
// calls; rules and the float mapping in ./squidRules.ts. Client calls:
// src/api/calls/squidgame.ts.
//
// POST bet debits the stake and opens a bridge (one open bridge per player;
// a retry with the same key answers the same bridge). POST step picks a
// panel of the next step: the answer says whether it held (a fall settles
// the bridge, stake lost). POST cashout after at least one safe step pays
// bet x squidMultiplier(safe steps) and settles. No time limit: an open
// bridge waits on the server for the player, on any device. A step sent for
// a step already taken, or to a settled bridge, changes nothing and answers
// the bridge as it stands.
import Type from 'typebox';
import { BigSerialId, IdempotencyKey } from '../schemas/common';
import { OutcomeProof } from '../schemas/fairness';
import { Coin } from '../schemas/refresh';
import { Bet, BetBounds } from './wager';
import { PANELS, SQUID_STEPS } from './squidRules';

const BridgeId = BigSerialId;
const DateTime = Type.String({ format: 'date-time' });
export const PanelSchema = Type.Enum(PANELS);
const Step = Type.Integer({ minimum: 1, maximum: SQUID_STEPS });

export const SquidStepTaken = Type.Object({
  step: Step,
  picked: PanelSchema,
  held: Type.Boolean(),
});
export type SquidStepTaken = Type.Static<typeof SquidStepTaken>;

export const SquidBridge = Type.Object({
  id: BridgeId,
  startedAt: DateTime,
  bet: Bet,
  /** the steps taken so far, in order; a fall is the last one */
  steps: Type.Array(SquidStepTaken),
  /** safe steps so far */
  safe: Type.Integer({ minimum: 0, maximum: SQUID_STEPS }),
  /** what cashing out now pays (0 before the first safe step) */
  cashout: Type.Number(),
  state: Type.Enum(['open', 'cashedOut', 'fell', 'crossed'] as const),
  /** coins paid when it ended (0 on a fall) */
  payout: Type.Number(),
  /** the panel that held at each step: only once the bridge has ended */
  bridge: Type.Union([Type.Array(PanelSchema), Type.Null()]),
  proof: OutcomeProof,
});
export type SquidBridge = Type.Static<typeof SquidBridge>;

/** GET games/squidgame/status */
export const SquidStatus = Type.Object({
  bounds: BetBounds,
  maintenance: Type.Boolean(),
  /** the multiplier after each step, 1..SQUID_STEPS */
  ladder: Type.Array(Type.Number()),
  /** the unfinished bridge to continue, if any */
  bridge: Type.Union([SquidBridge, Type.Null()]),
});
export type SquidStatus = Type.Static<typeof SquidStatus>;

/** POST games/squidgame/bet */
export const SquidBetBody = Type.Object({ bet: Bet, idempotencyKey: IdempotencyKey });
export type SquidBetBody = Type.Static<typeof SquidBetBody>;

/** POST games/squidgame/step: `step` is the step the player is on (1-based), so a repeat is recognised */
export const SquidStepBody = Type.Object({ bridgeId: BridgeId, step: Step, panel: PanelSchema });
export type SquidStepBody = Type.Static<typeof SquidStepBody>;

/** POST games/squidgame/cashout */
export const SquidCashoutBody = Type.Object({ bridgeId: BridgeId });
export type SquidCashoutBody = Type.Static<typeof SquidCashoutBody>;

/** Every playing call's answer: the bridge and, when coins moved, the wallet. */
export const SquidAnswer = Type.Object({
  bridge: SquidBridge,
  coin: Type.Optional(Coin),
});
export type SquidAnswer = Type.Static<typeof SquidAnswer>;

/** One ended bridge in the history, with what the verifier needs (the bridge is in it). */
export const SquidHistoryRow = Type.Object({
  id: BridgeId,
  date: DateTime,
  status: Type.Enum(['SUCCESS', 'PENDING', 'REJECTED'] as const),
  bet: Bet,
  payout: Type.Number(),
  multiplier: Type.Number(),
  bridgeRow: SquidBridge,
});
export type SquidHistoryRow = Type.Static<typeof SquidHistoryRow>;
export const SquidHistoryPage = Type.Object({ rows: Type.Array(SquidHistoryRow), nextCursor: Type.Union([Type.Integer(), Type.Null()]) });
export type SquidHistoryPage = Type.Static<typeof SquidHistoryPage>;
