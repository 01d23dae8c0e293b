// The chrome's half of "one play" for a wheel (ARCHITECTURE.md, Data flow of
// one play): the scene's intent becomes POST games/:slug/spin; the server's
// slot goes back to the scene as its outcome; once the scene has shown it,
// the chrome shows the prize and the new standing. A refusal tells the scene
// to stop and the player why. No React here: PlayStage wires it to its state.
import { MSG } from '../../../contract/errors';
import type { SpinResult } from '../../../contract/games/wheel';
import type { ChromeBus, Unsubscribe } from '../../../engine/core/bus';
import type { WheelPayloads } from '../../../engine/games/wheel/types';
import { haptic } from '../../app/miniApp';
import { toMsgKey } from '../msgKey';
import { requestSpin, type SpinDeps } from './spinRequest';

export interface SpinFlowHandlers {
  /** the wheel stopped on the server's slot: show the prize, update the standing */
  resultShown(result: SpinResult): void;
  /** refused or unanswered; `network` true when the same key will be tried again */
  refused(key: string, network: boolean): void;
  /** the wheel position of a prize-table index (-1 if unknown) */
  slotOf(index: number): number;
}

export function connectSpinFlow(bus: ChromeBus<WheelPayloads>, slug: string, deps: SpinDeps, on: SpinFlowHandlers): Unsubscribe[] {
  let alive = true;
  let shown: SpinResult | null = null;
  const offIntent = bus.on('intent', () => {
    haptic('tap');
    void requestSpin(slug, deps).then((answer) => {
      // The player left while the request was out: the bus is gone, the key logic already settled.
      if (!alive) return;
      if (answer.kind === 'result') {
        const slot = on.slotOf(answer.result.slot.index);
        if (slot < 0) {
          bus.send('refused', { key: MSG.internalServerError });
          on.refused(MSG.internalServerError, false);
          return;
        }
        shown = answer.result;
        bus.send('outcome', { slot, roundId: answer.result.roundId });
        return;
      }
      bus.send('refused', { key: toMsgKey(answer.key) });
      on.refused(answer.key, answer.kind === 'network');
    });
  });
  const offShown = bus.on('resultShown', () => {
    if (shown) {
      haptic(shown.slot.creditRm > 0 ? 'win' : 'lose');
      on.resultShown(shown);
    }
    shown = null;
  });
  return [
    offIntent,
    offShown,
    () => {
      alive = false;
    },
  ];
}
