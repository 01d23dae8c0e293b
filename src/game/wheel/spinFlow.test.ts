import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../contract/errors';
import type { SpinResult } from '../../../contract/games/wheel';
import { ApiError } from '../../api/client';
import { createGameBus } from '../../../engine/core/bus';
import type { WheelPayloads } from '../../../engine/games/wheel/types';
import { toMsgKey } from '../msgKey';
import { connectSpinFlow } from './spinFlow';
import { createStatusStore } from './statusStore';

const settle = () => new Promise((r) => setTimeout(r, 0));
const result = { roundId: 31, slot: { index: 4 }, status: { rm: 2 } } as SpinResult;

function setup(post: () => Promise<SpinResult>) {
  const bus = createGameBus<WheelPayloads>();
  const outcomes: unknown[] = [];
  const refusals: unknown[] = [];
  bus.onCommand('outcome', (o) => outcomes.push(o));
  bus.onCommand('refused', (r) => refusals.push(r));
  const on = { resultShown: vi.fn(), refused: vi.fn(), slotOf: (i: number) => (i === 4 ? 2 : -1) };
  const offs = connectSpinFlow(bus, 'spin-wheel', { post, store: null }, on);
  return { bus, outcomes, refusals, on, offs };
}

describe('spin flow', () => {
  it('sends the server slot (as a wheel position) and reports the result once it is shown', async () => {
    const { bus, outcomes, on } = setup(async () => result);
    bus.emit('intent', { spin: true });
    await settle();
    expect(outcomes).toEqual([{ slot: 2, roundId: 31 }]);
    expect(on.resultShown).not.toHaveBeenCalled();
    bus.emit('resultShown', { slot: 2, roundId: 31 });
    expect(on.resultShown).toHaveBeenCalledWith(result);
  });

  it('turns a refusal into a refused command and a message', async () => {
    const { bus, refusals, on } = setup(async () => {
      throw new ApiError(MSG.gameMaintenance, 503, {});
    });
    bus.emit('intent', { spin: true });
    await settle();
    expect(refusals).toEqual([{ key: MSG.gameMaintenance }]);
    expect(on.refused).toHaveBeenCalledWith(MSG.gameMaintenance, false);
  });

  it('does not touch a destroyed bus when the answer comes late', async () => {
    let answer: (r: SpinResult) => void = () => undefined;
    const { bus, offs } = setup(
      () =>
        new Promise((r) => {
          answer = r;
        }),
    );
    bus.emit('intent', { spin: true });
    for (const off of offs) off();
    bus.destroy();
    answer(result);
    await settle();
  });

  it('maps unknown server texts to a catalogue key', () => {
    expect(toMsgKey(MSG.alreadySpin)).toBe(MSG.alreadySpin);
    expect(toMsgKey('Bad gateway')).toBe(MSG.internalServerError);
  });
});

describe('status store', () => {
  it('notifies on change only', () => {
    const store = createStatusStore({ rm: 1, nextSpinAt: null, maintenance: false });
    const fn = vi.fn();
    const off = store.subscribe(fn);
    store.set({ rm: 1 });
    expect(fn).not.toHaveBeenCalled();
    store.set({ rm: 0, maintenance: true });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ rm: 0, nextSpinAt: null, maintenance: true });
    off();
    store.set({ rm: 5 });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
