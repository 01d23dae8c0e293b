// The chrome's half of Squid game (no React; SquidStage wires it to its
// state). On ready: the status, then the open bridge continued (from any
// device: there is no time limit) or the bet dock. Bet: POST bet (the caller
// keeps its idempotency key) -> the bridge pushed. A pick (intent): POST step
// -> the landing (outcome) or a refusal. The landing shown (resultShown): the
// cash-out dock again, or the end. Cash out: POST cashout -> the celebration
// pushed. The server keeps the bridge; this only carries it.
import { MSG } from '../../../contract/errors';
import type { SquidAnswer, SquidBridge, SquidCashoutBody, SquidStatus, SquidStepBody } from '../../../contract/games/squidgame';
import type { Coin } from '../../../contract/schemas/refresh';
import type { ChromeBus, Unsubscribe } from '../../../engine/core/bus';
import type { SquidBoard, SquidPayloads } from '../../../engine/games/squidgame/types';
import { errorKey } from '../../api/client';
import { haptic } from '../../app/miniApp';
import { toMsgKey } from '../msgKey';

export interface SquidCalls {
  status(): Promise<SquidStatus>;
  /** a new bridge for `bet` coins; the caller keeps the idempotency key until the server answers */
  bet(bet: number): Promise<SquidAnswer>;
  step(body: SquidStepBody): Promise<SquidAnswer>;
  cashout(body: SquidCashoutBody): Promise<SquidAnswer>;
}

/** What the stage shows over the canvas. */
export type SquidView =
  | { kind: 'loading' }
  /** no open bridge: the bet dock within the status's bounds */
  | { kind: 'betting'; status: SquidStatus }
  /** a bridge in play; busy while a step or the cash-out is asked, or the jump is on screen */
  | { kind: 'playing'; bridge: SquidBridge; busy: boolean }
  /** the bridge ended: fell, cashed out or crossed; the wallet the answer carried */
  | { kind: 'ended'; bridge: SquidBridge; coin: Coin | null }
  /** the status could not be had: the reason and a retry */
  | { kind: 'error'; key: string };

export interface SquidFlowEvents {
  view(view: SquidView): void;
  /** a message key for the toast */
  refused(key: string): void;
  /** the wallet the server answered with (a stake debited, a payout credited) */
  wallet(coin: Coin): void;
}

export interface SquidFlow {
  readonly offs: Unsubscribe[];
  /** the Bet button; settles once the bet is answered (placed or refused) */
  bet(amount: number): Promise<void>;
  /** the Cash out button */
  cashout(): Promise<void>;
  /** read the status again and carry on from it (Play again, after an error) */
  sync(): void;
}

/** The server's bridge as the scene takes it. */
export const sceneBoard = (bridge: SquidBridge): SquidBoard => ({
  bet: bridge.bet,
  steps: bridge.steps,
  safe: bridge.safe,
  state: bridge.state,
  payout: bridge.payout,
  bridge: bridge.bridge,
});

export function connectSquidFlow(bus: ChromeBus<SquidPayloads>, calls: SquidCalls, on: SquidFlowEvents): SquidFlow {
  let alive = true;
  let bridge: SquidBridge | null = null;
  /** the answer whose landing is on screen */
  let shown: SquidAnswer | null = null;
  let busy = false;

  const fail = (error: unknown) => {
    if (alive) on.view({ kind: 'error', key: errorKey(error) });
  };

  /** The dock for a bridge at rest. */
  const settle = (current: SquidBridge, coin: Coin | null) => {
    bridge = current;
    busy = false;
    on.view(current.state === 'open' ? { kind: 'playing', bridge: current, busy: false } : { kind: 'ended', bridge: current, coin });
  };

  const sync = (): void => {
    busy = false;
    shown = null;
    on.view({ kind: 'loading' });
    calls
      .status()
      .then((status) => {
        if (!alive) return;
        bridge = status.bridge;
        if (status.bridge) {
          bus.send('push', { kind: 'bridge', board: sceneBoard(status.bridge) });
          settle(status.bridge, null);
        } else {
          bus.send('push', { kind: 'idle' });
          on.view({ kind: 'betting', status });
        }
      })
      .catch(fail);
  };

  /** A refusal of a move: the toast, and the bridge as the server has it (moved on another device, ended, lost connection). */
  const refusedMove = (error: unknown) => {
    if (!alive) return;
    on.refused(errorKey(error));
    sync();
  };

  const offs: Unsubscribe[] = [
    bus.on('ready', sync),
    bus.on('intent', ({ step, panel }) => {
      haptic('tap');
      const current = bridge;
      if (!current || current.state !== 'open' || busy) {
        bus.send('refused', { key: MSG.roundNotOpen });
        return;
      }
      busy = true;
      on.view({ kind: 'playing', bridge: current, busy: true });
      calls.step({ bridgeId: current.id, step, panel }).then(
        (answer) => {
          if (!alive) return;
          if (answer.coin) on.wallet(answer.coin);
          const taken = answer.bridge.steps.find((s) => s.step === step);
          if (!taken) {
            // The bridge ended before this step (cashed out on another device): show it as it is.
            bus.send('refused', { key: MSG.roundNotOpen });
            bus.send('push', { kind: 'bridge', board: sceneBoard(answer.bridge) });
            settle(answer.bridge, answer.coin ?? null);
            return;
          }
          bridge = answer.bridge;
          shown = answer;
          haptic(taken.held ? 'win' : 'lose');
          bus.send('outcome', { step, picked: taken.picked, held: taken.held, board: sceneBoard(answer.bridge) });
        },
        (error: unknown) => {
          if (!alive) return;
          bus.send('refused', { key: toMsgKey(errorKey(error)) });
          refusedMove(error);
        },
      );
    }),
    bus.on('resultShown', () => {
      const answer = shown;
      shown = null;
      if (answer) settle(answer.bridge, answer.coin ?? null);
    }),
    () => {
      alive = false;
    },
  ];

  return {
    offs,
    sync,
    async bet(amount) {
      if (busy || bridge?.state === 'open') return;
      busy = true;
      try {
        const answer = await calls.bet(amount);
        if (!alive) return;
        if (answer.coin) on.wallet(answer.coin);
        bus.send('push', { kind: 'bridge', board: sceneBoard(answer.bridge) });
        settle(answer.bridge, null);
      } catch (error) {
        busy = false;
        if (!alive) return;
        const key = errorKey(error);
        on.refused(key);
        // Another device opened a bridge meanwhile: continue that one.
        if (key === MSG.finishPlayFirst) sync();
      }
    },
    async cashout() {
      const current = bridge;
      if (busy || !current || current.state !== 'open' || current.safe === 0) return;
      busy = true;
      on.view({ kind: 'playing', bridge: current, busy: true });
      try {
        const answer = await calls.cashout({ bridgeId: current.id });
        if (!alive) return;
        if (answer.coin) on.wallet(answer.coin);
        haptic('win');
        const ended = answer.bridge;
        bus.send(
          'push',
          ended.state === 'cashedOut' || ended.state === 'crossed'
            ? { kind: 'cashedOut', board: sceneBoard(ended) }
            : { kind: 'bridge', board: sceneBoard(ended) },
        );
        settle(ended, answer.coin ?? null);
      } catch (error) {
        refusedMove(error);
      }
    },
  };
}
