import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../contract/errors';
import type { FtoAnswer, FtoDeal, FtoPlay, FtoRoundResult, FtoStatus } from '../../../contract/games/fto';
import { FTO_ROUNDS } from '../../../contract/games/ftoRules';
import { createGameBus } from '../../../engine/core/bus';
import type { FtoPayloads } from '../../../engine/games/fto/types';
import { ApiError } from '../../api/client';
import { connectFtoFlow, sceneDeal, type FtoCalls, type FtoView } from './ftoFlow';

const settle = () => new Promise((r) => setTimeout(r, 0));
const proof = { serverSeedHash: 'h', clientSeed: 'c', nonce: 0 } as unknown as FtoPlay['proof'];

const deal = (round: number, left = 9000): FtoDeal => ({
  round,
  rounds: FTO_ROUNDS,
  board: 'AAAA',
  count: 4,
  cols: 2,
  limitMs: 15_000,
  serverNow: '2025-08-30T07:00:00.000Z',
  deadline: new Date(Date.parse('2025-08-30T07:00:00.000Z') + left).toISOString(),
});
const result = (round: number, correct: boolean, picked: number | null = 1): FtoRoundResult => ({
  round,
  picked,
  oddCard: correct ? (picked ?? 0) : 3,
  correct,
  timedOut: picked === null,
});
const play = (results: FtoRoundResult[], open: FtoDeal | null = null): FtoPlay => ({
  id: 42,
  startedAt: '2025-08-30T07:00:00.000Z',
  results,
  deal: open,
  nextRound: results.length >= FTO_ROUNDS ? null : results.length + 1,
  coins: results.filter((r) => r.correct).length,
  finished: results.length >= FTO_ROUNDS,
  proof,
});
const status = (open: FtoPlay | null, rm = 1): FtoStatus => ({
  rm,
  playsPerDay: 1,
  nextPlayAt: '2025-08-30T16:00:00.000Z',
  maintenance: false,
  play: open,
});
const coin = { balance: 17, pending: 0, redeemed: 0, expire: { balance: 0, date: null } };

function setup(calls: Partial<FtoCalls>) {
  const bus = createGameBus<FtoPayloads>();
  const commands: unknown[] = [];
  bus.onCommand('push', (p) => commands.push({ push: p }));
  bus.onCommand('outcome', (o) => commands.push({ outcome: o }));
  bus.onCommand('refused', (r) => commands.push({ refused: r }));
  const views: FtoView[] = [];
  const on = { view: (v: FtoView) => views.push(v), refused: vi.fn(), wallet: vi.fn() };
  const all: FtoCalls = {
    status: vi.fn(async () => status(null)),
    start: vi.fn(async () => play([])),
    deal: vi.fn(async ({ round }) => deal(round)),
    answer: vi.fn(async () => {
      throw new Error('unexpected answer');
    }),
    ...calls,
  };
  const flow = connectFtoFlow(bus, all, on);
  const pushes = () => commands.flatMap((c) => ('push' in (c as object) ? [(c as { push: FtoPayloads['push'] }).push] : []));
  return { bus, commands, views, on, calls: all, flow, pushes };
}

describe('Find The Odd flow', () => {
  it('shows the start panel when no play is open, and deals round 1 on Play', async () => {
    const s = setup({});
    s.bus.emit('ready', { slug: 'fto' });
    await settle();
    expect(s.views.at(-1)).toEqual({ kind: 'start', status: status(null) });
    expect(s.pushes()).toEqual([{ kind: 'intro' }]);
    s.flow.start();
    await settle();
    expect(s.calls.deal).toHaveBeenCalledWith({ playId: 42, round: 1 });
    expect(s.views.at(-1)).toEqual({ kind: 'playing' });
    const pushed = s.pushes().at(-1);
    expect(pushed).toMatchObject({ kind: 'deal', deal: { round: 1, count: 4, cols: 2, remainingMs: 9000, limitMs: 15_000, coins: 0 } });
    expect(pushed?.kind === 'deal' && pushed.deal.pictures).toEqual({ board: 'data:image/png;base64,AAAA' });
  });

  it("sends time's up as an answer without a card (a null card would be read as card 0)", async () => {
    const answer = vi.fn(async () => ({ result: result(1, false, null), play: play([result(1, false, null)]) }) as FtoAnswer);
    const s = setup({ answer });
    s.bus.emit('ready', { slug: 'fto' });
    await settle();
    s.flow.start();
    await settle();
    s.bus.emit('intent', { round: 1, card: null });
    await settle();
    expect(answer).toHaveBeenCalledWith({ playId: 42, round: 1 });
    expect(s.commands.at(-1)).toMatchObject({ outcome: { round: 1, picked: null, timedOut: true } });
  });

  it('plays ten rounds: each tap answered and revealed, the next round dealt after the reveal, the summary at the end', async () => {
    const results: FtoRoundResult[] = [];
    const s = setup({
      answer: vi.fn(async ({ round, card }) => {
        results.push(result(round, round % 2 === 1, card));
        const p = play([...results]);
        return { result: results[results.length - 1], play: p, ...(p.finished ? { coin } : {}) } as FtoAnswer;
      }),
    });
    s.bus.emit('ready', { slug: 'fto' });
    await settle();
    s.flow.start();
    await settle();
    for (let round = 1; round <= FTO_ROUNDS; round++) {
      s.bus.emit('intent', { round, card: 1 });
      await settle();
      const outcome = s.commands.at(-1) as { outcome: FtoPayloads['outcome'] };
      expect(outcome.outcome).toMatchObject({ round, picked: 1, correct: round % 2 === 1, coins: Math.ceil(round / 2) });
      // Nothing is dealt while the reveal is on screen.
      expect(s.calls.deal).toHaveBeenCalledTimes(round);
      s.bus.emit('resultShown', outcome.outcome);
      await settle();
    }
    expect(s.calls.deal).toHaveBeenCalledTimes(FTO_ROUNDS);
    expect(s.pushes().at(-1)).toEqual({ kind: 'finished', coins: 5, correct: 5, rounds: 10 });
    expect(s.views.at(-1)).toEqual({ kind: 'result', summary: { coins: 5, correct: 5, rounds: 10 }, coin });
    expect(s.on.wallet).toHaveBeenCalledWith(coin);
  });

  it('continues an open play: the open round again with the time the server says is left', async () => {
    const s = setup({ status: async () => status(play([result(1, true), result(2, false)], deal(3, 4200)), 0) });
    s.bus.emit('ready', { slug: 'fto' });
    await settle();
    expect(s.calls.deal).not.toHaveBeenCalled();
    expect(s.pushes()).toEqual([{ kind: 'deal', deal: expect.objectContaining({ round: 3, remainingMs: 4200, coins: 1 }) }]);
    expect(s.views.at(-1)).toEqual({ kind: 'playing' });
  });

  it('deals the next round of an open play whose round had closed while the player was away', async () => {
    const s = setup({ status: async () => status(play([result(1, true), result(2, false, null)]), 0) });
    s.bus.emit('ready', { slug: 'fto' });
    await settle();
    expect(s.calls.deal).toHaveBeenCalledWith({ playId: 42, round: 3 });
  });

  it('lets a tap past the deadline go quietly (the timer then answers), and re-reads the play after any other refusal', async () => {
    let refusal = MSG.roundTimeUp as string;
    const s = setup({
      status: vi.fn(async () => status(play([], deal(1)))),
      answer: vi.fn(async () => {
        throw new ApiError(refusal, 409, {});
      }),
    });
    s.bus.emit('ready', { slug: 'fto' });
    await settle();
    s.bus.emit('intent', { round: 1, card: 2 });
    await settle();
    expect(s.commands.at(-1)).toEqual({ refused: { key: MSG.roundTimeUp } });
    expect(s.on.refused).not.toHaveBeenCalled();
    expect(s.calls.status).toHaveBeenCalledTimes(1);

    refusal = MSG.roundAnswered;
    s.bus.emit('intent', { round: 1, card: 2 });
    await settle();
    expect(s.on.refused).toHaveBeenCalledWith(MSG.roundAnswered);
    expect(s.calls.status).toHaveBeenCalledTimes(2);
    expect(s.pushes().filter((p) => p.kind === 'deal')).toHaveLength(2);
  });

  it('says why Play was refused and shows the standing again', async () => {
    const s = setup({
      status: vi.fn(async () => status(null, 0)),
      start: async () => {
        throw new ApiError(MSG.noMorePlaysToday, 409, {});
      },
    });
    s.bus.emit('ready', { slug: 'fto' });
    await settle();
    s.flow.start();
    await settle();
    expect(s.on.refused).toHaveBeenCalledWith(MSG.noMorePlaysToday);
    expect(s.views.at(-1)).toEqual({ kind: 'start', status: status(null, 0) });
  });

  it('shows an error with the reason when the standing cannot be read, and retries it', async () => {
    let up = false;
    const s = setup({
      status: async () => {
        if (!up) throw new ApiError(MSG.networkSlow, null, undefined);
        return status(null);
      },
    });
    s.bus.emit('ready', { slug: 'fto' });
    await settle();
    expect(s.views.at(-1)).toEqual({ kind: 'error', key: MSG.networkSlow });
    up = true;
    s.flow.sync();
    await settle();
    expect(s.views.at(-1)?.kind).toBe('start');
  });

  it('does not touch a destroyed bus when an answer comes late', async () => {
    let answer: (a: FtoAnswer) => void = () => undefined;
    const s = setup({
      status: async () => status(play([], deal(1))),
      answer: () =>
        new Promise((r) => {
          answer = r;
        }),
    });
    s.bus.emit('ready', { slug: 'fto' });
    await settle();
    s.bus.emit('intent', { round: 1, card: 0 });
    for (const off of s.flow.offs) off();
    s.bus.destroy();
    answer({ result: result(1, true, 0), play: play([result(1, true, 0)]) });
    await settle();
  });

  it('maps a deal to the scene: PNG data URLs, time left within the limit whatever the clocks say', () => {
    const d = deal(2, 20_000);
    expect(sceneDeal(d, 3)).toMatchObject({ round: 2, remainingMs: 15_000, coins: 3 });
    expect(sceneDeal({ ...d, deadline: '2025-08-30T06:59:00.000Z' }, 0).remainingMs).toBe(0);
  });
});
