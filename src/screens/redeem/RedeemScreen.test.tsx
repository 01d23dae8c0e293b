import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../contract/routes';
import type { RedeemInfo, RedeemResponse } from '../../../contract/schemas/wallet';
import { forgetRetryKeys } from '../../api/retryKey';
import { applyCoins } from '../../state/coins';
import { resetAllStores } from '../../state/persist';
import { availableCoins, playerState } from '../../state/player';
import type { WireRequest } from '../../worker/types';
import { fail, ok, screenHarness } from '../testing';
import RedeemScreen from './RedeemScreen';

const h = screenHarness();
beforeEach(() => {
  resetAllStores();
  forgetRetryKeys();
  sessionStorage.clear();
});

function info(over: Partial<RedeemInfo> = {}): RedeemInfo {
  return {
    rate: { coins: 50, creditRm: 10 },
    coin: { balance: 180, pending: 0, redeemed: 0, expire: { balance: 0, date: null } },
    available: 180,
    verification: { status: 'verified', uploadedAt: null },
    redeemableBonus: { id: 3, tx_amount: 10, turnover: 30, status: 'Pending', created_date: '2026-03-01T04:00:00.000Z' },
    redemptions: [
      {
        id: 9,
        coins: 50,
        creditRm: 10,
        status: 'Success',
        createdAt: '2026-03-02T04:00:00.000Z',
        decidedAt: null,
        reason: null,
        clock: { dueAt: '2026-03-03T04:00:00.000Z', creditedAt: '2026-03-02T05:30:00.000Z', hold: null },
      },
    ],
    ...over,
  };
}

const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);
const button = (label: string) => h.container.querySelector(`button[aria-label="${label}"]`);

describe('RedeemScreen', () => {
  it('shows available coins, the rate, the bonus and recent redemptions', async () => {
    h.answers.set(`GET ${API.redeemInfo}`, ok(info()));
    await h.render(<RedeemScreen />);
    expect(byTestId('redeem-available')?.textContent).toBe('180.00');
    expect(byTestId('redeem-rate')?.textContent).toBe('50 coins = RM10');
    expect(byTestId('bonus-card')?.textContent).toContain('Pending');
    expect(byTestId('bonus-card')?.textContent).toContain('01/03/2026 12:00 PM');
    expect(byTestId('redemption')?.textContent).toContain('Success');
    expect(h.text()).toContain('Free credit is credited to your H5 account within 24 hours.');
    expect(byTestId('verify-card')).toBeNull();
  });

  it('steps in multiples of 50 up to what the balance covers', async () => {
    h.answers.set(`GET ${API.redeemInfo}`, ok(info()));
    await h.render(<RedeemScreen />);
    expect(byTestId('redeem-coins')?.textContent).toBe('50');
    await h.click(button('More coins'));
    await h.click(button('More coins'));
    expect(byTestId('redeem-coins')?.textContent).toBe('150');
    expect((button('More coins') as HTMLButtonElement).disabled).toBe(true);
    expect(h.text()).toContain('You get RM30.00 free credit');
  });

  it('keeps the idempotency key when the answer is lost, and sends it again on retry', async () => {
    const keys: string[] = [];
    let lose = true;
    h.answers.set(`GET ${API.redeemInfo}`, ok(info()));
    h.answers.set(`POST ${API.redeem}`, (req: WireRequest) => {
      keys.push((req.body as { idempotencyKey: string }).idempotencyKey);
      if (lose) return { status: null, data: undefined };
      return ok({ redemption: { ...info().redemptions[0], id: 10, status: 'Pending' }, coin: info().coin, available: 130 });
    });
    await h.render(<RedeemScreen />);
    await h.click(byTestId('redeem-submit'));
    expect(byTestId('redeem-error')?.textContent).toBe('System error. Please try again later');
    lose = false;
    await h.click(byTestId('redeem-submit'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(byTestId('redeem-done')?.textContent).toContain('RM10.00');
  });

  it("a redeem's answer updates the balance, the list and the wallet store without asking the server again", async () => {
    const held: RedeemResponse = {
      redemption: {
        id: 10,
        coins: 100,
        creditRm: 20,
        status: 'Pending',
        createdAt: '2026-03-03T04:00:00.000Z',
        decidedAt: null,
        reason: null,
        clock: { dueAt: '2026-03-04T04:00:00.000Z', creditedAt: null, hold: 'checking' },
      },
      coin: { balance: 180, pending: 100, redeemed: 0, expire: { balance: 0, date: null } },
      available: 80,
    };
    h.answers.set(`GET ${API.redeemInfo}`, ok(info()));
    h.answers.set(`POST ${API.redeem}`, ok(held));
    await h.render(<RedeemScreen />);
    await h.click(button('More coins'));
    const before = h.calls.length;
    await h.click(byTestId('redeem-submit'));
    expect(h.calls.slice(before).map((c) => `${c.method} ${c.url}`)).toEqual([`POST ${API.redeem}`]);
    expect(byTestId('redeem-available')?.textContent).toBe('80.00');
    const rows = h.container.querySelectorAll('[data-testid="redemption"]');
    expect([...rows].map((r) => r.textContent)).toEqual([expect.stringContaining('100 coins'), expect.stringContaining('50 coins')]);
    expect(rows[0]?.textContent).toContain('Pending');
    // The 24-hour promise (issue 26): on the receipt and in the list, due by in GMT+8 and what holds it; a credited one says when.
    expect(byTestId('redeem-receipt-clock')?.textContent).toBe('Credited by 04/03/2026 12:00 PM · Being checked');
    expect(rows[0]?.textContent).toContain('Credited by 04/03/2026 12:00 PM · Being checked');
    expect(rows[1]?.textContent).toContain('Credited 02/03/2026 01:30 PM');
    expect(playerState.coin.pending).toBe(100);
    expect(availableCoins(playerState)).toBe(80);
  });

  it("a wallet move from elsewhere (an operator's decision) loads the screen again", async () => {
    h.answers.set(`GET ${API.redeemInfo}`, ok(info()));
    await h.render(<RedeemScreen />);
    h.answers.set(
      `GET ${API.redeemInfo}`,
      ok(info({ available: 30, redemptions: info().redemptions.map((r) => ({ ...r, status: 'Rejected' as const })) })),
    );
    const before = h.calls.length;
    await act(async () => applyCoins({ balance: 30, pending: 0, redeemed: 0, expire: { balance: 0, date: null } }));
    await h.render(<RedeemScreen />);
    expect(h.calls.slice(before).map((c) => `${c.method} ${c.url}`)).toEqual([`GET ${API.redeemInfo}`]);
    expect(byTestId('redeem-available')?.textContent).toBe('30.00');
    expect(byTestId('redemption')?.textContent).toContain('Rejected');
  });

  it('says why a redeem was refused', async () => {
    h.answers.set(`GET ${API.redeemInfo}`, ok(info()));
    h.answers.set(`POST ${API.redeem}`, fail(400, 'msg.insufficientBalance'));
    await h.render(<RedeemScreen />);
    await h.click(byTestId('redeem-submit'));
    expect(byTestId('redeem-error')?.textContent).toBe('Insufficient Balance');
  });

  it('an unverified player sees the support notice and the upload, and cannot redeem', async () => {
    h.answers.set(`GET ${API.redeemInfo}`, ok(info({ verification: { status: 'rejected', uploadedAt: '2026-03-01T00:00:00.000Z' } })));
    await h.render(<RedeemScreen />);
    expect(byTestId('verify-card')?.textContent).toContain('verify your account with a screen recording');
    expect(byTestId('verify-status')?.textContent).toBe('Video verification failed, resubmit or contact support');
    expect((byTestId('redeem-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('too few coins: no stepper or button that cannot be used, but what is missing and where to earn it', async () => {
    h.answers.set(`GET ${API.redeemInfo}`, ok(info({ available: 20 })));
    await h.render(<RedeemScreen />);
    expect(byTestId('redeem-submit')).toBeNull();
    expect(byTestId('redeem-coins')).toBeNull();
    expect(byTestId('redeem-not-enough')?.textContent).toBe('You need at least 50 coins to redeem.');
    expect(h.text()).toContain('20.00 of 50 coins collected');
    expect(byTestId('redeem-earn')?.getAttribute('href')).toBe('/games');
  });

  it('after a redemption: a receipt, not the stepper; "redeem again" only while enough coins are left', async () => {
    h.answers.set(`GET ${API.redeemInfo}`, ok(info({ available: 60 })));
    h.answers.set(
      `POST ${API.redeem}`,
      ok({ redemption: { ...info().redemptions[0], id: 11, status: 'Pending' }, coin: info().coin, available: 10 }),
    );
    await h.render(<RedeemScreen />);
    await h.click(byTestId('redeem-submit'));
    expect(byTestId('redeem-done')?.textContent).toContain('RM10.00');
    expect(byTestId('redeem-submit')).toBeNull();
    expect(byTestId('redeem-again')).toBeNull();
    expect(h.text()).toContain('You need at least 50 coins to redeem.');
  });
});
