import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../contract/errors';
import type { RspMatchView, RspOpenRound, RspPush, RspReply, RspStatus } from '../../../contract/games/rsp';
import { createGameBus } from '../../../engine/core/bus';
import type { RspPayloads } from '../../../engine/games/rsp/types';
import { SocketError } from '../../realtime/socket';
import { connectRspFlow, mergePush, type RspCalls, type RspView } from './rspFlow';

const settle = () => new Promise((r) => setTimeout(r, 0));
const NOW = '2026-11-25T04:00:00.000Z';
const round = (n: number, extra: Partial<RspOpenRound> = {}): RspOpenRound => ({
  round: n,
  startsAt: NOW,
  deadline: '2026-11-25T04:00:10.000Z',
  final: false,
  yourHand: null,
  opponentReady: false,
  ...extra,
});
const view = (extra: Partial<RspMatchView> = {}): RspMatchView => ({
  id: 5,
  bet: 10,
  prize: 19.4,
  opponent: 'player',
  phase: 'round',
  serverNow: NOW,
  current: round(1),
  score: { you: 0, opponent: 0 },
  rounds: [],
  misses: 0,
  result: null,
  houseHands: null,
  ...extra,
});
const search = { bet: 10, since: NOW, houseAt: '2026-11-25T04:00:10.000Z' };
const status = (extra: Partial<RspStatus> = {}): RspStatus => ({
  bounds: { min: 1, max: 1000 },
  maintenance: false,
  serverNow: NOW,
  search: null,
  match: null,
  ...extra,
});

function setup(calls: Partial<RspCalls> = {}) {
  const bus = createGameBus<RspPayloads>();
  const scene: { push?: RspPayloads['push']; outcome?: RspPayloads['outcome']; refused?: unknown }[] = [];
  bus.onCommand('push', (push) => scene.push({ push }));
  bus.onCommand('outcome', (outcome) => scene.push({ outcome }));
  bus.onCommand('refused', (refused) => scene.push({ refused }));
  const views: RspView[] = [];
  const on = { view: (v: RspView) => views.push(v), refused: vi.fn(), walletChanged: vi.fn() };
  let push: (p: RspPush) => void = () => undefined;
  let reconnect: () => void = () => undefined;
  const all: RspCalls = {
    status: vi.fn(async () => status()),
    search: vi.fn(async (): Promise<RspReply> => ({ search, match: null })),
    send: vi.fn(async (): Promise<RspReply> => ({ search: null, match: null })),
    onPush: (fn) => {
      push = fn;
      return () => undefined;
    },
    onReconnect: (fn) => {
      reconnect = fn;
      return () => undefined;
    },
    ...calls,
  };
  const flow = connectRspFlow(bus, all, on);
  const pushes = () => scene.flatMap((c) => (c.push ? [c.push] : []));
  return { bus, scene, views, on, calls: all, flow, pushes, push: (p: RspPush) => push(p), reconnect: () => reconnect() };
}

describe('Rock scissor paper flow', () => {
  it('opens on the bet dock, searches with the bet, and plays once matched', async () => {
    const s = setup();
    s.bus.emit('ready', { slug: 'rock-scissor-paper' });
    await settle();
    expect(s.views.at(-1)).toEqual({ kind: 'betting', status: status() });
    expect(s.pushes()).toEqual([{ kind: 'idle' }]);
    await s.flow.search(10);
    expect(s.calls.search).toHaveBeenCalledWith(10);
    expect(s.on.walletChanged).toHaveBeenCalled();
    expect(s.views.at(-1)).toEqual({ kind: 'searching', search });
    expect(s.pushes().at(-1)).toMatchObject({ kind: 'searching', search });
    s.push({ type: 'matched', match: view({ opponent: 'house', phase: 'countdown' }) });
    expect(s.views.at(-1)).toMatchObject({ kind: 'playing', match: { opponent: 'house' } });
    expect(s.pushes().at(-1)).toMatchObject({ kind: 'match', match: { id: 5, opponent: 'house' } });
  });

  it('continues a running match or a search found by the status', async () => {
    const playing = setup({ status: vi.fn(async () => status({ match: view() })) });
    playing.bus.emit('ready', { slug: 'rock-scissor-paper' });
    await settle();
    expect(playing.views.at(-1)).toMatchObject({ kind: 'playing', match: { id: 5 } });
    const searching = setup({ status: vi.fn(async () => status({ search })) });
    searching.bus.emit('ready', { slug: 'rock-scissor-paper' });
    await settle();
    expect(searching.views.at(-1)).toEqual({ kind: 'searching', search });
  });

  it('sends the tapped hand with its round and hands the scene the match after it; a refusal asks where the match stands', async () => {
    const moved = view({ current: round(1, { yourHand: 'rock' }) });
    const send = vi.fn(async (m: Parameters<RspCalls['send']>[0]): Promise<RspReply> => {
      if (m.type === 'move') return { search: null, match: moved };
      return { search: null, match: view({ current: round(2) }) };
    });
    const s = setup({ status: vi.fn(async () => status({ match: view() })), send });
    s.bus.emit('ready', { slug: 'rock-scissor-paper' });
    await settle();
    s.bus.emit('intent', { round: 1, hand: 'rock' });
    await settle();
    expect(send).toHaveBeenCalledWith({ type: 'move', matchId: 5, round: 1, hand: 'rock' });
    expect(s.scene.at(-2)?.outcome).toMatchObject({ round: 1, hand: 'rock', match: { current: { yourHand: 'rock' } } });
    send.mockRejectedValueOnce(new SocketError(MSG.roundTimeUp));
    s.bus.emit('intent', { round: 1, hand: 'paper' });
    await settle();
    expect(s.scene.some((c) => c.refused)).toBe(true);
    expect(s.on.refused).toHaveBeenCalledWith(MSG.roundTimeUp);
    expect(send).toHaveBeenLastCalledWith({ type: 'resume' });
    expect(s.views.at(-1)).toMatchObject({ kind: 'playing', match: { current: { round: 2 } } });
  });

  it('merges the pushes of a round and ends the match with the wallet read again', async () => {
    const s = setup({ status: vi.fn(async () => status({ match: view() })) });
    s.bus.emit('ready', { slug: 'rock-scissor-paper' });
    await settle();
    s.push({ type: 'opponentReady', matchId: 5, round: 1 });
    expect(s.views.at(-1)).toMatchObject({ match: { current: { opponentReady: true } } });
    s.push({
      type: 'roundResult',
      matchId: 5,
      round: { round: 1, you: 'paper', opponent: 'rock', winner: 'you' },
      score: { you: 1, opponent: 0 },
    });
    s.push({ type: 'roundStarted', matchId: 5, round: round(2, { final: false }), serverNow: NOW });
    expect(s.views.at(-1)).toMatchObject({ kind: 'playing', match: { score: { you: 1 }, rounds: [{ round: 1 }], current: { round: 2 } } });
    const ended = view({ phase: 'ended', current: null, result: { outcome: 'won', reason: 'rounds', payout: 19.4 } });
    s.push({ type: 'matchEnded', match: ended });
    expect(s.views.at(-1)).toEqual({ kind: 'ended', match: ended });
    expect(s.on.walletChanged).toHaveBeenCalled();
  });

  it('asks the server where it stands after a reconnect and redraws from the reply', async () => {
    const send = vi.fn(async (): Promise<RspReply> => ({ search: null, match: view({ current: round(3, { final: true }) }) }));
    const s = setup({ status: vi.fn(async () => status({ match: view() })), send });
    s.bus.emit('ready', { slug: 'rock-scissor-paper' });
    await settle();
    s.reconnect();
    await settle();
    expect(send).toHaveBeenCalledWith({ type: 'resume' });
    expect(s.pushes().at(-1)).toMatchObject({ kind: 'match', match: { current: { round: 3, final: true } } });
  });

  it('quits the running match by its id, and cancels a search', async () => {
    const ended = view({ phase: 'ended', current: null, result: { outcome: 'lost', reason: 'quit', payout: 0 } });
    const send = vi.fn(
      async (m: Parameters<RspCalls['send']>[0]): Promise<RspReply> =>
        m.type === 'quit' ? { search: null, match: ended } : { search: null, match: null },
    );
    const s = setup({ status: vi.fn(async () => status({ match: view() })), send });
    s.bus.emit('ready', { slug: 'rock-scissor-paper' });
    await settle();
    await s.flow.quit();
    expect(send).toHaveBeenCalledWith({ type: 'quit', matchId: 5 });
    expect(s.views.at(-1)).toEqual({ kind: 'ended', match: ended });
    const c = setup({ status: vi.fn(async () => status({ search })), send });
    c.bus.emit('ready', { slug: 'rock-scissor-paper' });
    await settle();
    await c.flow.cancel();
    expect(send).toHaveBeenCalledWith({ type: 'cancel' });
    expect(c.views.at(-1)).toMatchObject({ kind: 'betting' });
  });
});

describe('mergePush', () => {
  it('ignores a push of another match and a round already revealed', () => {
    const m = view({ rounds: [{ round: 1, you: 'rock', opponent: 'rock', winner: null }] });
    expect(mergePush(m, { type: 'opponentReady', matchId: 9, round: 1 })).toBe(m);
    expect(
      mergePush(m, {
        type: 'roundResult',
        matchId: 5,
        round: { round: 1, you: 'rock', opponent: 'rock', winner: null },
        score: { you: 0, opponent: 0 },
      }),
    ).toBe(m);
    expect(mergePush(null, { type: 'roundStarted', matchId: 5, round: round(2), serverNow: NOW })).toBeNull();
  });
});
