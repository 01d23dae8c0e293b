import { beforeEach, describe, expect, it } from 'vitest';
import { redeemKey, settleRedeemKey } from './redeemKey';

describe('redeem idempotency key', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept across retries until the server has answered for sure', () => {
    const first = redeemKey(100);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    settleRedeemKey(null); // no response: the redemption may exist
    expect(redeemKey(100)).toBe(first);
    settleRedeemKey(502); // a proxy failure: same
    expect(redeemKey(100)).toBe(first);
    settleRedeemKey(200);
    expect(redeemKey(100)).not.toBe(first);
  });

  it('a refusal settles it, and another amount is another redeem', () => {
    const first = redeemKey(50);
    settleRedeemKey(400);
    const second = redeemKey(50);
    expect(second).not.toBe(first);
    expect(redeemKey(100)).not.toBe(second);
  });
});
