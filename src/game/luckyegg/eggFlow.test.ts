import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../contract/errors';
import type { EggRound, EggSmashAnswer, EggStatus } from '../../../contract/games/luckyegg';
import { createGameBus } from '../../../engine/core/bus';
import type { EggPayloads } from '../../../engine/games/luckyegg/types';
import { ApiError } from '../../api/client';
import { connectEggFlow, skewOf, standingOf, type EggCalls, type EggView } from './eggFlow';

const settle = () => new Promise((r) => setTimeout(r, 0));
const SESSION = { startsAt: '2026-11-25T04:00:00.000Z', endsAt: '2026-11-25T04:10:00.000Z' };
const NEXT = { startsAt: '2026-11-25T10:00:00.000Z', endsAt: '2026-11-25T10:10:00.000Z' };
const table = [
  { multiplier: 500, weight: 10 },
  { multiplier: 2, weight: 8000 },
  { multiplier: 0, weight: 29_640 },
];

const round = (egg: number, prize: number, bet = 10): EggRound => ({
  id: 7,
  date: '2026-11-25T04:03:00.000Z',
  bet,
  egg,
  prize,
  multiplier: table[prize]?.multiplier ?? 0,
  payout: bet * (table[prize]?.multiplier ?? 0),
  session: SESSION,
  proof: { serverSeedHash: 'h', clientSeed: 'c', nonce: 3 },
  table,
});
const status = (over: Partial<EggStatus> = {}): EggStatus => ({
  bounds: { min: 1, max: 1000 },
  maintenance: false,
  serverNow: '2026-11-25T04:03:00.000Z',
  session: SESSION,
  next: NEXT,
  played: null,
  table,
  exactRtp: 0.97,
  ...over,
});
const coin = { balance: 1020, pending: 0, redeemed: 0, expire: { balance: 0, date: null } };

function setup(calls: Partial<EggCalls>, bet = 10, localNow = Date.parse('2026-11-25T04:02:58.000Z')) {
  const bus = createGameBus<EggPayloads>();
  const commands: unknown[] = [];
  bus.onCommand('push', (p) => commands.push({ push: p }));
  bus.onCommand('outcome', (o) => commands.push({ outcome: o }));
  bus.onCommand('refused', (r) => commands.push({ refused: r }));
  const views: EggView[] = [];
  const on = { view: (v: EggView) => views.push(v), refused: vi.fn(), wallet: vi.fn() };
  const all: EggCalls = {
    status: vi.fn(async () => status()),
    smash: vi.fn(async ({ bet, egg }) => ({ round: round(egg, 1, bet), coin }) as EggSmashAnswer),
    ...calls,
  };
  const flow = connectEggFlow(bus, all, on, { bet: () => bet, maintenance: () => false, now: () => localNow });
  return { bus, commands, views, on, calls: all, flow };
}

describe('Lucky egg flow', () => {
  it('shows an open session: the eggs open on the scene, the dock with the server clock skew', async () => {
    const s = setup({});
    s.bus.emit('ready', { slug: 'lucky-egg' });
    await settle();
    expect(s.commands).toEqual([{ push: { kind: 'standing', standing: { mode: 'open' } } }]);
    expect(s.views.at(-1)).toEqual({ kind: 'standing', status: status(), skewMs: 2000 });
  });

  it("smashes the tapped egg with the dock's bet, reveals the drawn multiplier, credits the wallet, then says already participated", async () => {
    const s = setup({}, 25);
    s.bus.emit('ready', { slug: 'lucky-egg' });
    await settle();
    s.bus.emit('intent', { egg: 3 });
    await settle();
    expect(s.calls.smash).toHaveBeenCalledWith({ bet: 25, egg: 3 }, SESSION.startsAt);
    expect(s.commands.at(-1)).toEqual({ outcome: { egg: 3, multiplier: 2, payout: 50 } });
    expect(s.on.wallet).toHaveBeenCalledWith(coin);
    // The dock waits for the reveal to have been seen.
    expect(s.views).toHaveLength(2);
    s.bus.emit('resultShown', { egg: 3, multiplier: 2, payout: 50 });
    expect(s.views.at(-1)).toMatchObject({ kind: 'standing', status: { played: { egg: 3, multiplier: 2, bet: 25 } } });
    expect(s.commands.at(-1)).toEqual({
      push: { kind: 'standing', standing: { mode: 'played', reveal: { egg: 3, multiplier: 2, payout: 50 } } },
    });
  });

  it('tells why a smash was refused and reads the standing again (the session closed meanwhile)', async () => {
    let closed = false;
    const s = setup({
      status: vi.fn(async () => (closed ? status({ session: null }) : status())),
      smash: vi.fn(async () => {
        closed = true;
        throw new ApiError(MSG.eventNotStart, 409, {});
      }),
    });
    s.bus.emit('ready', { slug: 'lucky-egg' });
    await settle();
    s.bus.emit('intent', { egg: 0 });
    await settle();
    expect(s.commands).toContainEqual({ refused: { key: MSG.eventNotStart } });
    expect(s.on.refused).toHaveBeenCalledWith(MSG.eventNotStart);
    expect(s.commands.at(-1)).toEqual({ push: { kind: 'standing', standing: { mode: 'closed' } } });
    expect(s.views.at(-1)).toMatchObject({ kind: 'standing', status: { session: null, next: NEXT } });
  });

  it('keeps the standing after no answer (the retry reuses the key), and refuses a bet outside the bounds without asking', async () => {
    const smash = vi.fn(async () => {
      throw new ApiError(MSG.networkSlow, null, undefined);
    });
    const s = setup({ smash }, 5000);
    s.bus.emit('ready', { slug: 'lucky-egg' });
    await settle();
    s.bus.emit('intent', { egg: 1 });
    await settle();
    expect(smash).not.toHaveBeenCalled();
    expect(s.commands.at(-1)).toEqual({ refused: { key: MSG.invalidBet } });

    const t = setup({ smash }, 10);
    t.bus.emit('ready', { slug: 'lucky-egg' });
    await settle();
    t.bus.emit('intent', { egg: 1 });
    await settle();
    expect(t.commands.at(-1)).toEqual({ refused: { key: MSG.networkSlow } });
    expect(t.calls.status).toHaveBeenCalledTimes(1);
  });

  it('shows the standing of a player who already took part, and maintenance before anything else', () => {
    expect(standingOf(status({ played: round(2, 0) }), false)).toEqual({
      mode: 'played',
      reveal: { egg: 2, multiplier: 500, payout: 5000 },
    });
    expect(standingOf(status(), true)).toEqual({ mode: 'maintenance' });
    expect(standingOf(status({ maintenance: true }), false)).toEqual({ mode: 'maintenance' });
    expect(standingOf(status({ session: null }), false)).toEqual({ mode: 'closed' });
  });

  it("counts on the server's clock whatever the phone says", () => {
    expect(skewOf('2026-11-25T04:00:00.000Z', Date.parse('2026-11-25T05:00:00.000Z'))).toBe(-3_600_000);
    expect(skewOf('not a date', 5)).toBe(0);
  });

  it('shows an error with the reason when the standing cannot be read, and retries it', async () => {
    let up = false;
    const s = setup({
      status: async () => {
        if (!up) throw new ApiError(MSG.networkSlow, null, undefined);
        return status();
      },
    });
    s.bus.emit('ready', { slug: 'lucky-egg' });
    await settle();
    expect(s.views.at(-1)).toEqual({ kind: 'error', key: MSG.networkSlow });
    up = true;
    s.flow.sync();
    await settle();
    expect(s.views.at(-1)?.kind).toBe('standing');
  });
});
