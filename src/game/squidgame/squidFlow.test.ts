import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../contract/errors';
import type { SquidAnswer, SquidBridge, SquidStatus, SquidStepTaken } from '../../../contract/games/squidgame';
import { SQUID_LADDER, squidPayout } from '../../../contract/games/squidRules';
import { createGameBus } from '../../../engine/core/bus';
import type { SquidPayloads } from '../../../engine/games/squidgame/types';
import { ApiError } from '../../api/client';
import { connectSquidFlow, sceneBoard, type SquidCalls, type SquidView } from './squidFlow';

const settle = () => new Promise((r) => setTimeout(r, 0));
const proof = { serverSeedHash: 'h'.repeat(64), clientSeed: 'c', nonce: 0 };
const coin = (balance: number) => ({ balance, pending: 0, redeemed: 0, expire: { balance: 0, date: null } });

const bridge = (steps: SquidStepTaken[], state: SquidBridge['state'] = 'open'): SquidBridge => {
  const safe = steps.filter((s) => s.held).length;
  const paid = state === 'cashedOut' || state === 'crossed';
  return {
    id: 7,
    startedAt: '2026-11-25T01:00:00.000Z',
    bet: 10,
    steps,
    safe,
    state,
    cashout: state === 'open' && safe > 0 ? squidPayout(10, safe) : 0,
    payout: paid ? squidPayout(10, safe) : 0,
    bridge: state === 'open' ? null : ['left', 'left', 'right', 'right', 'left', 'left', 'right', 'right', 'left', 'left'],
    proof,
  };
};
const status = (open: SquidBridge | null): SquidStatus => ({
  bounds: { min: 1, max: 1000 },
  maintenance: false,
  ladder: [...SQUID_LADDER],
  bridge: open,
});

function setup(calls: Partial<SquidCalls>) {
  const bus = createGameBus<SquidPayloads>();
  const commands: { push?: SquidPayloads['push']; outcome?: SquidPayloads['outcome']; refused?: unknown }[] = [];
  bus.onCommand('push', (push) => commands.push({ push }));
  bus.onCommand('outcome', (outcome) => commands.push({ outcome }));
  bus.onCommand('refused', (refused) => commands.push({ refused }));
  const views: SquidView[] = [];
  const on = { view: (v: SquidView) => views.push(v), refused: vi.fn(), wallet: vi.fn() };
  const all: SquidCalls = {
    status: vi.fn(async () => status(null)),
    bet: vi.fn(async (): Promise<SquidAnswer> => ({ bridge: bridge([]), coin: coin(90) })),
    step: vi.fn(async () => {
      throw new Error('unexpected step');
    }),
    cashout: vi.fn(async () => {
      throw new Error('unexpected cash-out');
    }),
    ...calls,
  };
  const flow = connectSquidFlow(bus, all, on);
  const pushes = () => commands.flatMap((c) => (c.push ? [c.push] : []));
  return { bus, commands, views, on, calls: all, flow, pushes };
}

describe('Squid game flow', () => {
  it('shows the bet dock without an open bridge, and pushes the new bridge after a bet, with the wallet debited', async () => {
    const s = setup({});
    s.bus.emit('ready', { slug: 'squidgame' });
    await settle();
    expect(s.views.at(-1)).toEqual({ kind: 'betting', status: status(null) });
    expect(s.pushes()).toEqual([{ kind: 'idle' }]);
    await s.flow.bet(10);
    expect(s.calls.bet).toHaveBeenCalledWith(10);
    expect(s.on.wallet).toHaveBeenCalledWith(coin(90));
    expect(s.pushes().at(-1)).toEqual({ kind: 'bridge', board: sceneBoard(bridge([])) });
    expect(s.views.at(-1)).toEqual({ kind: 'playing', bridge: bridge([]), busy: false });
  });

  it('continues an open bridge from the status (no time limit, any device)', async () => {
    const open = bridge([{ step: 1, picked: 'left', held: true }]);
    const s = setup({ status: vi.fn(async () => status(open)) });
    s.bus.emit('ready', { slug: 'squidgame' });
    await settle();
    expect(s.pushes()).toEqual([{ kind: 'bridge', board: sceneBoard(open) }]);
    expect(s.views.at(-1)).toEqual({ kind: 'playing', bridge: open, busy: false });
  });

  it('answers a pick with the landing, and offers the cash-out once it is shown', async () => {
    const after = bridge([{ step: 1, picked: 'right', held: true }]);
    const s = setup({ status: vi.fn(async () => status(bridge([]))), step: vi.fn(async () => ({ bridge: after })) });
    s.bus.emit('ready', { slug: 'squidgame' });
    await settle();
    s.bus.emit('intent', { step: 1, panel: 'right' });
    expect(s.views.at(-1)).toMatchObject({ kind: 'playing', busy: true });
    await settle();
    expect(s.calls.step).toHaveBeenCalledWith({ bridgeId: 7, step: 1, panel: 'right' });
    expect(s.commands.at(-1)).toEqual({ outcome: { step: 1, picked: 'right', held: true, board: sceneBoard(after) } });
    // Busy until the landing has been shown: no cash-out mid-jump.
    expect(s.views.at(-1)).toMatchObject({ kind: 'playing', busy: true });
    s.bus.emit('resultShown', { step: 1, picked: 'right', held: true, board: sceneBoard(after) });
    expect(s.views.at(-1)).toEqual({ kind: 'playing', bridge: after, busy: false });
  });

  it('ends the bridge on a fall, with the bridge revealed', async () => {
    const fell = bridge([{ step: 1, picked: 'left', held: false }], 'fell');
    const s = setup({ status: vi.fn(async () => status(bridge([]))), step: vi.fn(async () => ({ bridge: fell })) });
    s.bus.emit('ready', { slug: 'squidgame' });
    await settle();
    s.bus.emit('intent', { step: 1, panel: 'left' });
    await settle();
    expect(s.commands.at(-1)).toEqual({ outcome: { step: 1, picked: 'left', held: false, board: sceneBoard(fell) } });
    s.bus.emit('resultShown', { step: 1, picked: 'left', held: false, board: sceneBoard(fell) });
    expect(s.views.at(-1)).toEqual({ kind: 'ended', bridge: fell, coin: null });
  });

  it('cashes out: the payout credited, the celebration pushed, the end shown', async () => {
    const open = bridge([
      { step: 1, picked: 'left', held: true },
      { step: 2, picked: 'left', held: true },
    ]);
    const cashed = { ...open, state: 'cashedOut' as const, payout: 38.4, cashout: 0, bridge: bridge([], 'fell').bridge };
    const s = setup({ status: vi.fn(async () => status(open)), cashout: vi.fn(async () => ({ bridge: cashed, coin: coin(128.4) })) });
    s.bus.emit('ready', { slug: 'squidgame' });
    await settle();
    await s.flow.cashout();
    expect(s.calls.cashout).toHaveBeenCalledWith({ bridgeId: 7 });
    expect(s.on.wallet).toHaveBeenCalledWith(coin(128.4));
    expect(s.pushes().at(-1)).toEqual({ kind: 'cashedOut', board: sceneBoard(cashed) });
    expect(s.views.at(-1)).toEqual({ kind: 'ended', bridge: cashed, coin: coin(128.4) });
  });

  it('does not cash out before the first safe step, nor bet while a bridge is open', async () => {
    const s = setup({ status: vi.fn(async () => status(bridge([]))) });
    s.bus.emit('ready', { slug: 'squidgame' });
    await settle();
    await s.flow.cashout();
    await s.flow.bet(5);
    expect(s.calls.cashout).not.toHaveBeenCalled();
    expect(s.calls.bet).not.toHaveBeenCalled();
  });

  it('on a refused pick tells the scene and the player, then shows the bridge as the server has it', async () => {
    let calls = 0;
    const s = setup({
      status: vi.fn(async () => status(calls++ === 0 ? bridge([]) : bridge([{ step: 1, picked: 'left', held: true }]))),
      step: vi.fn(async () => {
        throw new ApiError(MSG.roundNotOpen, 409, undefined);
      }),
    });
    s.bus.emit('ready', { slug: 'squidgame' });
    await settle();
    s.bus.emit('intent', { step: 1, panel: 'right' });
    await settle();
    await settle();
    expect(s.commands).toContainEqual({ refused: { key: MSG.roundNotOpen } });
    expect(s.on.refused).toHaveBeenCalledWith(MSG.roundNotOpen);
    expect(s.views.at(-1)).toMatchObject({ kind: 'playing', bridge: { safe: 1 } });
  });

  it('keeps the bet dock on a refused bet, and resumes the bridge another device opened', async () => {
    const elsewhere = bridge([{ step: 1, picked: 'left', held: true }]);
    let opened = false;
    const s = setup({
      status: vi.fn(async () => status(opened ? elsewhere : null)),
      bet: vi.fn(async () => {
        opened = true;
        throw new ApiError(MSG.finishPlayFirst, 409, undefined);
      }),
    });
    s.bus.emit('ready', { slug: 'squidgame' });
    await settle();
    await s.flow.bet(10);
    await settle();
    expect(s.on.refused).toHaveBeenCalledWith(MSG.finishPlayFirst);
    expect(s.views.at(-1)).toEqual({ kind: 'playing', bridge: elsewhere, busy: false });
  });
});
