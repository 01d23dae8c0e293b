import { beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import { availableCoins, defaultPlayer, playerState, rememberReferrer, resetPlayer, restorePlayer } from './player';

beforeEach(() => resetPlayer());

describe('availableCoins', () => {
  const of = (total: number, pending: number) => availableCoins({ coin: { total, pending } });

  it('is total minus pending', () => {
    expect(of(120, 20)).toBe(100);
  });

  it('never goes below 0', () => {
    expect(of(10, 25)).toBe(0);
  });

  it('rounds to 2 decimals', () => {
    expect(of(10.1, 0.2)).toBe(9.9);
    expect(of(0.3, 0.1)).toBe(0.2);
  });

  it('reads a proxy or a snapshot alike', () => {
    playerState.coin.total = 50;
    playerState.coin.pending = 12.5;
    expect(availableCoins(playerState)).toBe(37.5);
    expect(availableCoins(snapshot(playerState))).toBe(37.5);
  });
});

describe('defaults', () => {
  it('match the spec: notify on, bonus Not Available, coins 0', () => {
    const p = defaultPlayer();
    expect(p.notify).toBe(true);
    expect(p.redeemableBonus.status).toBe('Not Available');
    expect(p.coin).toEqual({ total: 0, pending: 0, redeemed: 0, expiring: { amount: 0, date: null }, soon: { amount: 0, date: null } });
    expect(p.expiryReminders).toBe(true);
    expect(p.authenticated).toBe(false);
  });
});

describe('rememberReferrer', () => {
  it('keeps a clean code for a guest', () => {
    expect(rememberReferrer(' AFF_01 ')).toBe(true);
    expect(playerState.referrer).toBe('AFF_01');
  });

  it('ignores junk and logged-in players', () => {
    expect(rememberReferrer('<script>')).toBe(false);
    playerState.authenticated = true;
    expect(rememberReferrer('AFF02')).toBe(false);
    expect(playerState.referrer).toBeNull();
  });
});

describe('restorePlayer', () => {
  it('fills missing or mistyped fields from defaults and rounds amounts', () => {
    restorePlayer({ uid: 'abc123', notify: 'yes', coin: { total: 1.005, pending: 'x' }, redeemableBonus: { status: 'Bogus' } });
    expect(playerState.uid).toBe('abc123');
    expect(playerState.notify).toBe(true);
    expect(playerState.coin.total).toBe(1.01);
    expect(playerState.coin.pending).toBe(0);
    expect(playerState.redeemableBonus.status).toBe('Not Available');
  });

  it('keeps nested proxies in place, so components watching them stay live', () => {
    const coin = playerState.coin;
    restorePlayer({ coin: { total: 5 } });
    expect(playerState.coin).toBe(coin);
    expect(coin.total).toBe(5);
  });
});
