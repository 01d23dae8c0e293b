import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RspMatchView, RspStatus } from '../../../contract/games/rsp';
import { screenHarness } from '../../screens/testing';
import { BetDock, EndDock, QuitConfirm, rspChips } from './RspParts';

const h = screenHarness();
const status: RspStatus = {
  bounds: { min: 1, max: 1000 },
  maintenance: false,
  serverNow: '2026-11-25T04:00:00.000Z',
  search: null,
  match: null,
};
const byId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);
const ended = (result: RspMatchView['result']): RspMatchView => ({
  id: 3,
  bet: 10,
  prize: 19.4,
  opponent: 'house',
  phase: 'ended',
  serverNow: status.serverNow,
  current: null,
  score: { you: 2, opponent: 1 },
  rounds: [],
  misses: 0,
  result,
  houseHands: ['rock'],
});

describe('Rock scissor paper docks', () => {
  it('offers chips inside the bounds, the prize of the bet, and holds Find opponent back when the balance is short', async () => {
    expect(rspChips({ min: 1, max: 1000 })).toEqual([1, 5, 10, 50, 100, 1000]);
    expect(rspChips({ min: 20, max: 60 })).toEqual([20, 50, 60]);
    const onBet = vi.fn();
    await h.render(<BetDock status={status} balance={5} bet={10} onBet={onBet} onFind={vi.fn()} busy={false} maintenance={false} />);
    expect(h.text()).toContain('Best of 3 · a win pays 19.40 coins');
    expect(byId('rsp-bet-reason')?.textContent).toBe('Not enough coins for this bet');
    expect((byId('rsp-find') as HTMLButtonElement).disabled).toBe(true);
    await h.click(h.container.querySelectorAll('[data-testid="rsp-chip"]')[1]);
    expect(onBet).toHaveBeenLastCalledWith(5);
    await h.render(<BetDock status={status} balance={500} bet={10} onBet={onBet} onFind={vi.fn()} busy={false} maintenance={false} />);
    expect((byId('rsp-find') as HTMLButtonElement).disabled).toBe(false);
    expect(byId('rsp-find')?.textContent).toBe('Find opponent · 10');
  });

  it('says what is wrong with a typed amount, keeps it on leaving the field, and holds Find opponent back until it is a bet', async () => {
    const onBet = vi.fn();
    await h.render(<BetDock status={status} balance={500} bet={10} onBet={onBet} onFind={vi.fn()} busy={false} maintenance={false} />);
    const field = byId('rsp-bet-amount') as HTMLInputElement;
    const find = byId('rsp-find') as HTMLButtonElement;
    const typedLines = [
      ['0', 'The smallest bet is 1'],
      ['1001', 'The biggest bet is 1,000'],
      ['1.5', 'Bets are in whole coins'],
      ['', 'Type a bet, or pick an amount below'],
    ] as const;
    for (const [typed, line] of typedLines) {
      await h.type(field, typed);
      expect(byId('rsp-bet-reason')?.textContent).toBe(line);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(find.disabled).toBe(true);
      // Not 'Find opponent · 10', an amount the field no longer shows.
      expect(find.textContent).toBe('Find opponent');
    }
    expect(onBet).not.toHaveBeenCalled();
    // Leaving the field does not bring back the last bet behind the player's back: Find opponent would place it.
    await act(async () => field.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(field.value).toBe('');
    expect(find.disabled).toBe(true);
    await h.type(field, '25');
    expect(onBet).toHaveBeenLastCalledWith(25);
    expect(byId('rsp-bet-reason')).toBeNull();
    expect(find.textContent).toBe('Find opponent · 10');
    await h.type(field, '2000');
    await h.click(h.container.querySelectorAll('[data-testid="rsp-chip"]')[2]);
    expect(onBet).toHaveBeenLastCalledWith(10);
    expect(field.value).toBe('10');
    expect(byId('rsp-bet-reason')).toBeNull();
  });

  it('says before a quit that the match is lost and the stake forfeited, and quits only on the confirmation', async () => {
    const onConfirm = vi.fn();
    const onStay = vi.fn();
    await h.render(<QuitConfirm bet={25} onConfirm={onConfirm} onStay={onStay} />);
    expect(byId('rsp-quit-confirm')?.textContent).toContain('your bet of 25 coins is forfeited');
    await h.click(byId('rsp-quit-stay'));
    expect(onStay).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    await h.click(byId('rsp-quit-yes'));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('ends with the payout, a lost stake or a returned one, the balance, and who quit or missed two rounds', async () => {
    await h.render(
      <EndDock
        match={ended({ outcome: 'won', reason: 'rounds', payout: 19.4 })}
        balance={1009.4}
        onAgain={vi.fn()}
        onChange={vi.fn()}
        busy={false}
      />,
    );
    expect(h.text()).toContain('You won 19.40 coins');
    expect(byId('rsp-end-balance')?.textContent).toBe('Your balance: 1,009.40 coins');
    await h.render(
      <EndDock
        match={ended({ outcome: 'lost', reason: 'quit', payout: 0 })}
        balance={990}
        onAgain={vi.fn()}
        onChange={vi.fn()}
        busy={false}
      />,
    );
    expect(h.text()).toContain('You lost your bet of 10 coins');
    expect(h.text()).toContain('You quit the match');
    await h.render(
      <EndDock
        match={ended({ outcome: 'won', reason: 'quit', payout: 19.4 })}
        balance={1009.4}
        onAgain={vi.fn()}
        onChange={vi.fn()}
        busy={false}
      />,
    );
    expect(h.text()).toContain('Your opponent quit the match');
    await h.render(
      <EndDock
        match={ended({ outcome: 'lost', reason: 'abandoned', payout: 0 })}
        balance={990}
        onAgain={vi.fn()}
        onChange={vi.fn()}
        busy={false}
      />,
    );
    expect(h.text()).toContain('You missed two rounds in a row');
    await h.render(
      <EndDock
        match={ended({ outcome: 'void', reason: 'abandoned', payout: 10 })}
        balance={1000}
        onAgain={vi.fn()}
        onChange={vi.fn()}
        busy={false}
      />,
    );
    expect(h.text()).toContain('Your bet of 10 coins was returned');
    expect(h.text()).toContain('Two rounds missed in a row');
  });
});
