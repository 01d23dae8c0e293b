// The chrome's half of the roulette's one spin, without React: the scene's
// intent calls the quiz screen's spin (the server draws the slot); its answer
// goes back to the scene as the wheel position to settle on; once the scene
// has shown it, the screen hears onSettled. A refusal (a 409 with its
// catalogue key) stops the wheel and is shown; the scene is idle again.
import { MSG } from '../../../../contract/errors';
import type { RouletteSpin } from '../../../../contract/games/quiz';
import type { ChromeBus, Unsubscribe } from '../../../../engine/core/bus';
import type { RoulettePayloads } from '../../../../engine/games/quiz/types';
import { errorKey } from '../../../api/client';
import { haptic } from '../../../app/miniApp';
import { toMsgKey } from '../../msgKey';

export interface RouletteFlow {
  spin(): Promise<RouletteSpin>;
  /** the wheel position of the spin's prize; -1 when the wheel on screen does not show it */
  positionOf(spin: RouletteSpin): number;
  settled(spin: RouletteSpin): void;
  /** the server's (or the network's) message key */
  refused(key: string): void;
}

export function connectRouletteFlow(bus: ChromeBus<RoulettePayloads>, flow: RouletteFlow): Unsubscribe[] {
  let alive = true;
  let shown: RouletteSpin | null = null;
  const offIntent = bus.on('intent', () => {
    haptic('tap');
    flow.spin().then(
      (spin) => {
        if (!alive) return;
        const slot = flow.positionOf(spin);
        if (slot < 0) {
          // The spin happened, on a table newer than the wheel drawn: no slot to
          // animate, so the wheel coasts and the screen tells the prize itself.
          bus.send('refused', { key: MSG.internalServerError });
          flow.settled(spin);
          return;
        }
        shown = spin;
        bus.send('outcome', { slot, roundId: spin.roundId });
      },
      (error: unknown) => {
        if (!alive) return;
        const key = errorKey(error);
        bus.send('refused', { key: toMsgKey(key) });
        flow.refused(key);
      },
    );
  });
  const offShown = bus.on('resultShown', () => {
    if (shown) {
      haptic(shown.prize.kind === 'none' ? 'lose' : 'win');
      flow.settled(shown);
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
