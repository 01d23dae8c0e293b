import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EggStatus } from '../../../contract/games/luckyegg';
import { screenHarness } from '../../screens/testing';
import { ClosedDock, OpenDock, PlayedDock } from './EggParts';

const h = screenHarness();
const SERVER_NOW = Date.parse('2026-11-25T04:03:00.000Z');
const status = (over: Partial<EggStatus> = {}): EggStatus => ({
  bounds: { min: 1, max: 1000 },
  maintenance: false,
  serverNow: new Date(SERVER_NOW).toISOString(),
  session: { startsAt: '2026-11-25T04:00:00.000Z', endsAt: '2026-11-25T04:10:00.000Z' },
  next: { startsAt: '2026-11-25T06:03:00.000Z', endsAt: '2026-11-25T06:13:00.000Z' },
  played: null,
  table: [
    { multiplier: 2, weight: 1 },
    { multiplier: 0, weight: 1 },
  ],
  exactRtp: 1,
  ...over,
});
const byId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);

afterEach(() => vi.restoreAllMocks());

describe('Lucky egg docks', () => {
  it("counts down on the server's clock though the phone runs three hours fast", async () => {
    // The phone says 07:03; the server said 04:03 when the standing arrived, so skew is -3 h.
    vi.spyOn(Date, 'now').mockReturnValue(SERVER_NOW + 3 * 3_600_000);
    await h.render(<ClosedDock status={status({ session: null })} skewMs={-3 * 3_600_000} />);
    expect(byId('egg-next-in')?.textContent).toBe('02:00:00');
  });

  it('steps the bet inside the bounds, offers chips, and warns when the balance is short', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(SERVER_NOW);
    const onBet = vi.fn();
    await h.render(<OpenDock status={status()} skewMs={0} bet={1} balance={5} onBet={onBet} />);
    expect(byId('egg-session-ends')?.textContent).toBe('Session ends in 00:07:00');
    expect((byId('egg-bet-less') as HTMLButtonElement).disabled).toBe(true);
    await h.click(byId('egg-bet-more'));
    expect(onBet).toHaveBeenLastCalledWith(2);
    const chips = [...h.container.querySelectorAll('[data-testid="egg-chip"]')];
    expect(chips.map((c) => c.textContent)).toEqual(['1', '10', '50', '200', '1,000']);
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('true');
    await h.click(chips[2]);
    expect(onBet).toHaveBeenLastCalledWith(50);
    expect(byId('egg-short')).toBeNull();
    await h.render(<OpenDock status={status()} skewMs={0} bet={50} balance={5} onBet={onBet} />);
    expect(byId('egg-short')?.textContent).toBe('Not enough coins for this bet');
  });

  it('says the player already took part, with their result and the next session', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(SERVER_NOW);
    const round = {
      id: 9,
      date: '2026-11-25T04:02:00.000Z',
      bet: 25,
      egg: 1,
      prize: 0,
      multiplier: 2,
      payout: 50,
      session: { startsAt: '2026-11-25T04:00:00.000Z', endsAt: '2026-11-25T04:10:00.000Z' },
      proof: { serverSeedHash: 'h', clientSeed: 'c', nonce: 1 },
      table: status().table,
    };
    await h.render(<PlayedDock round={round} status={status({ played: round })} skewMs={0} />);
    expect(h.text()).toContain('Already participated');
    expect(byId('egg-result')?.textContent).toBe('Bet 25 × 2x = 50 coins');
    expect(byId('egg-next-in')?.textContent).toBe('Next session in 02:00:00');
  });
});
