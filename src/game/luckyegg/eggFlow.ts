// The chrome's half of Lucky egg (no React; EggStage wires it to its state).
// On ready: the standing (GET status), pushed to the scene and shown in the
// dock. A tap on an egg (intent): POST smash with the dock's bet -> the reveal
// (outcome) and the wallet, or a refusal (then the standing is read again:
// the session may have closed, or the egg been smashed on another device).
// The reveal shown (resultShown): the "already participated" dock with it.
import { MSG } from '../../../contract/errors';
import type { EggRound, EggSmashAnswer, EggStatus } from '../../../contract/games/luckyegg';
import { betProblem } from '../../../contract/games/wagerRules';
import type { Coin } from '../../../contract/schemas/refresh';
import type { ChromeBus, Unsubscribe } from '../../../engine/core/bus';
import type { EggPayloads, EggReveal, EggStanding } from '../../../engine/games/luckyegg/types';
import { ApiError, errorKey } from '../../api/client';
import { haptic } from '../../app/miniApp';
import { toMsgKey } from '../msgKey';

export interface EggCalls {
  status(): Promise<EggStatus>;
  /** the smash of `egg` for `bet` coins in the session that opened at `session`; the caller keeps its idempotency key */
  smash(body: { bet: number; egg: number }, session: string): Promise<EggSmashAnswer>;
}

/**
 * What the dock shows. `skewMs` is the server's clock minus this device's when
 * the standing arrived: countdowns run on the server's time whatever the
 * phone's clock says.
 */
export type EggView =
  | { kind: 'loading' }
  | { kind: 'standing'; status: EggStatus; skewMs: number }
  /** the standing could not be had: the reason and a retry */
  | { kind: 'error'; key: string };

export interface EggFlowEvents {
  view(view: EggView): void;
  /** a message key for the toast */
  refused(key: string): void;
  /** the wallet the smash answered with */
  wallet(coin: Coin): void;
}

export interface EggFlow {
  readonly offs: Unsubscribe[];
  /** read the standing again (a countdown reached zero, Retry, a refusal) */
  sync(): void;
}

export const revealOf = (round: EggRound): EggReveal => ({ egg: round.egg, multiplier: round.multiplier, payout: round.payout });

/** Where the player stands, as the scene shows it. */
export function standingOf(status: EggStatus, maintenance: boolean): EggStanding {
  if (status.played) return { mode: 'played', reveal: revealOf(status.played) };
  if (maintenance || status.maintenance) return { mode: 'maintenance' };
  return status.session ? { mode: 'open' } : { mode: 'closed' };
}

/** The server's clock minus the device's, from an answer's serverNow read at `localNow`. */
export function skewOf(serverNow: string, localNow: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - localNow : 0;
}

export function connectEggFlow(
  bus: ChromeBus<EggPayloads>,
  calls: EggCalls,
  on: EggFlowEvents,
  opts: { bet(): number; maintenance(): boolean; now?: () => number },
): EggFlow {
  const now = opts.now ?? Date.now;
  let alive = true;
  let status: EggStatus | null = null;
  let skewMs = 0;
  /** the answer whose reveal is on screen */
  let shown: EggRound | null = null;

  const show = (next: EggStatus) => {
    status = next;
    bus.send('push', { kind: 'standing', standing: standingOf(next, opts.maintenance()) });
    on.view({ kind: 'standing', status: next, skewMs });
  };

  const sync = (): void => {
    calls.status().then(
      (next) => {
        if (!alive) return;
        skewMs = skewOf(next.serverNow, now());
        show(next);
      },
      (error: unknown) => {
        if (alive) on.view({ kind: 'error', key: errorKey(error) });
      },
    );
  };

  const refuse = (key: string) => {
    bus.send('refused', { key: toMsgKey(key) });
    on.refused(key);
  };

  const offs: Unsubscribe[] = [
    bus.on('ready', () => {
      on.view({ kind: 'loading' });
      sync();
    }),
    bus.on('intent', ({ egg }) => {
      haptic('tap');
      const current = status;
      const bet = opts.bet();
      if (!current?.session) {
        // The dock thought a session was open; the server's word settles it.
        refuse(MSG.eventNotStart);
        sync();
        return;
      }
      if (betProblem(bet, current.bounds)) {
        refuse(MSG.invalidBet);
        return;
      }
      calls.smash({ bet, egg }, current.session.startsAt).then(
        (answer) => {
          if (!alive) return;
          shown = answer.round;
          on.wallet(answer.coin);
          haptic(answer.round.payout > 0 ? 'win' : 'lose');
          bus.send('outcome', revealOf(answer.round));
        },
        (error: unknown) => {
          if (!alive) return;
          refuse(errorKey(error));
          // No answer: the same key is kept for the next tap (the egg may have been smashed); the standing is as it was.
          if (error instanceof ApiError && error.status === null) return;
          sync();
        },
      );
    }),
    bus.on('resultShown', () => {
      const round = shown;
      shown = null;
      if (round && status) show({ ...status, played: round });
    }),
    () => {
      alive = false;
    },
  ];

  return { offs, sync };
}
