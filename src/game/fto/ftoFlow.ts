// The chrome's half of a Find The Odd play (no React; FtoStage wires it to its
// state). On ready: the standing, then the open play continued (its open
// round pushed again, or the next one dealt) or the start panel. Play: start
// today's play. A tap (intent): POST answer -> the reveal (outcome) or a
// refusal. The reveal shown (resultShown): deal the next round, or push the
// summary and show the result. The server keeps the play; this only carries it.
import { MSG } from '../../../contract/errors';
import type { FtoAnswer, FtoAnswerBody, FtoDeal, FtoDealBody, FtoPlay, FtoStatus } from '../../../contract/games/fto';
import type { Coin } from '../../../contract/schemas/refresh';
import type { ChromeBus, Unsubscribe } from '../../../engine/core/bus';
import type { FtoDeal as SceneDeal, FtoPayloads, FtoSummary } from '../../../engine/games/fto/types';
import { errorKey } from '../../api/client';
import { haptic } from '../../app/miniApp';
import { toMsgKey } from '../msgKey';

export interface FtoCalls {
  status(): Promise<FtoStatus>;
  /** today's play (or the open one); the caller keeps its idempotency key */
  start(): Promise<FtoPlay>;
  deal(body: FtoDealBody): Promise<FtoDeal>;
  answer(body: FtoAnswerBody): Promise<FtoAnswer>;
}

/** What the stage shows over the canvas. */
export type FtoView =
  | { kind: 'loading' }
  /** no open play: the start panel with today's standing */
  | { kind: 'start'; status: FtoStatus }
  | { kind: 'playing' }
  /** the play ended: the summary and, when coins were credited, the wallet after it */
  | { kind: 'result'; summary: FtoSummary; coin: Coin | null }
  /** the standing or a deal could not be had: the reason and a retry */
  | { kind: 'error'; key: string };

export interface FtoFlowEvents {
  view(view: FtoView): void;
  /** a message key for the toast */
  refused(key: string): void;
  /** the wallet the server answered with (the play's coins credited) */
  wallet(coin: Coin): void;
}

export interface FtoFlow {
  readonly offs: Unsubscribe[];
  /** the Play button */
  start(): void;
  /** read the standing again and carry on from it (after an error, the result, midnight) */
  sync(): void;
}

/** The server's deal as the scene takes it: pictures as data: URLs, the time left by the server's own clock. */
export function sceneDeal(deal: FtoDeal, coins: number): SceneDeal {
  const left = Date.parse(deal.deadline) - Date.parse(deal.serverNow);
  return {
    round: deal.round,
    rounds: deal.rounds,
    cols: deal.cols,
    limitMs: deal.limitMs,
    coins,
    remainingMs: Number.isFinite(left) ? Math.max(0, Math.min(deal.limitMs, left)) : deal.limitMs,
    pictures: { board: `data:image/png;base64,${deal.board}` },
    count: deal.count,
  };
}

export const summaryOf = (play: FtoPlay): FtoSummary => ({
  coins: play.coins,
  correct: play.results.filter((r) => r.correct).length,
  rounds: play.results.length,
});

export function connectFtoFlow(bus: ChromeBus<FtoPayloads>, calls: FtoCalls, on: FtoFlowEvents): FtoFlow {
  let alive = true;
  let play: FtoPlay | null = null;
  /** the answer whose reveal is on screen */
  let shown: FtoAnswer | null = null;
  let starting = false;

  const fail = (error: unknown) => {
    if (alive) on.view({ kind: 'error', key: errorKey(error) });
  };

  const finish = (ended: FtoPlay, coin: Coin | null) => {
    const summary = summaryOf(ended);
    bus.send('push', { kind: 'finished', ...summary });
    on.view({ kind: 'result', summary, coin });
  };

  /** The open round again (its cards and deadline), or the next one: the scene gets it as a push. */
  const carryOn = async (current: FtoPlay): Promise<void> => {
    play = current;
    if (current.finished) {
      finish(current, null);
      return;
    }
    on.view({ kind: 'playing' });
    const deal = current.deal ?? (current.nextRound === null ? null : await calls.deal({ playId: current.id, round: current.nextRound }));
    if (alive && deal) bus.send('push', { kind: 'deal', deal: sceneDeal(deal, current.coins) });
  };

  const sync = (): void => {
    on.view({ kind: 'loading' });
    calls
      .status()
      .then((status) => {
        if (!alive) return;
        if (status.play) return carryOn(status.play);
        play = null;
        bus.send('push', { kind: 'intro' });
        on.view({ kind: 'start', status });
      })
      .catch(fail);
  };

  const offs: Unsubscribe[] = [
    bus.on('ready', sync),
    bus.on('intent', ({ round, card }) => {
      // A null card is the scene's timer running out, not a tap.
      if (card !== null) haptic('tap');
      const current = play;
      if (!current) {
        bus.send('refused', { key: MSG.roundNotOpen });
        return;
      }
      calls.answer(card === null ? { playId: current.id, round } : { playId: current.id, round, card }).then(
        (answer) => {
          if (!alive) return;
          play = answer.play;
          shown = answer;
          if (answer.coin) on.wallet(answer.coin);
          haptic(answer.result.correct ? 'win' : 'lose');
          bus.send('outcome', { ...answer.result, coins: answer.play.coins });
        },
        (error: unknown) => {
          if (!alive) return;
          const key = errorKey(error);
          bus.send('refused', { key: toMsgKey(key) });
          // A tap just past the deadline changes nothing: the scene's own timer
          // then says the time ran out, and that answer reveals the round.
          if (key === MSG.roundTimeUp) return;
          on.refused(key);
          // Answered elsewhere, closed by its deadline, a lost connection: the server knows where the play is.
          sync();
        },
      );
    }),
    bus.on('resultShown', () => {
      const answer = shown;
      shown = null;
      if (!answer) return;
      if (answer.play.finished) finish(answer.play, answer.coin ?? null);
      else carryOn(answer.play).catch(fail);
    }),
    () => {
      alive = false;
    },
  ];

  return {
    offs,
    sync,
    start() {
      if (starting) return;
      starting = true;
      on.view({ kind: 'loading' });
      calls
        .start()
        .then((started) => {
          if (alive) return carryOn(started);
        })
        .catch((error: unknown) => {
          if (!alive) return;
          on.refused(errorKey(error));
          sync();
        })
        .finally(() => {
          starting = false;
        });
    },
  };
}
