import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../contract/errors';
import type { RouletteSpin } from '../../../../contract/games/quiz';
import { createGameBus } from '../../../../engine/core/bus';
import type { RoulettePayloads } from '../../../../engine/games/quiz/types';
import { ApiError } from '../../../api/client';
import { connectRouletteFlow } from './flow';

const settle = () => new Promise((r) => setTimeout(r, 0));
const spin = { roundId: 77, slot: 1, prize: { id: 12 } } as RouletteSpin;

function setup(answer: () => Promise<RouletteSpin>, positionOf = (s: RouletteSpin) => (s.prize.id === 12 ? 5 : -1)) {
  const bus = createGameBus<RoulettePayloads>();
  const outcomes: unknown[] = [];
  const refusals: unknown[] = [];
  bus.onCommand('outcome', (o) => outcomes.push(o));
  bus.onCommand('refused', (r) => refusals.push(r));
  const flow = { spin: vi.fn(answer), positionOf, settled: vi.fn(), refused: vi.fn() };
  const offs = connectRouletteFlow(bus, flow);
  return { bus, outcomes, refusals, flow, offs };
}

describe('the roulette flow', () => {
  it('asks the server only after the tap, settles the wheel on the prize position, then tells the screen', async () => {
    const { bus, outcomes, flow } = setup(async () => spin);
    expect(flow.spin).not.toHaveBeenCalled();
    bus.emit('intent', { spin: true });
    await settle();
    expect(outcomes).toEqual([{ slot: 5, roundId: 77 }]);
    expect(flow.settled).not.toHaveBeenCalled();
    bus.emit('resultShown', { slot: 5, roundId: 77 });
    expect(flow.settled).toHaveBeenCalledWith(spin);
  });

  it('stops the wheel and shows the message of a refusal', async () => {
    const { bus, refusals, flow } = setup(async () => {
      throw new ApiError(MSG.participantsFull, 409, {});
    });
    bus.emit('intent', { spin: true });
    await settle();
    expect(refusals).toEqual([{ key: MSG.participantsFull }]);
    expect(flow.refused).toHaveBeenCalledWith(MSG.participantsFull);
    expect(flow.settled).not.toHaveBeenCalled();
  });

  it('tells the prize of a spin the wheel on screen does not show, without animating a wrong slot', async () => {
    const other = { ...spin, prize: { id: 99 } } as RouletteSpin;
    const { bus, outcomes, refusals, flow } = setup(async () => other);
    bus.emit('intent', { spin: true });
    await settle();
    expect(outcomes).toEqual([]);
    expect(refusals).toEqual([{ key: MSG.internalServerError }]);
    expect(flow.settled).toHaveBeenCalledWith(other);
  });

  it('leaves a destroyed bus alone when the answer comes late', async () => {
    let answer: (s: RouletteSpin) => void = () => undefined;
    const { bus, offs, flow } = setup(
      () =>
        new Promise((r) => {
          answer = r;
        }),
    );
    bus.emit('intent', { spin: true });
    for (const off of offs) off();
    bus.destroy();
    answer(spin);
    await settle();
    expect(flow.settled).not.toHaveBeenCalled();
  });
});
