// Player store (SPEC section 3, "Player state" and "Redeemable bonus").
// Coins here are what the server last said; the client never computes a balance.
import { proxy } from 'valtio/vanilla';
import type { RedeemableBonus } from '../../contract/schemas/refresh';
import { BONUS_STATUSES } from '../../contract/appConstants';
import { mergeSaved, replaceState } from './merge';
import { availableCoins as available, round2 } from '../lib/rounding';

export interface Coin {
  total: number;
  pending: number;
  redeemed: number;
  expiring: { amount: number; date: string | null };
  /** every batch due within EXPIRY_REMINDERS.soonDays days: the total and the first date (issue 28) */
  soon: { amount: number; date: string | null };
}

export interface PlayerState {
  authenticated: boolean;
  tgBind: boolean;
  tgRegister: boolean;
  uid: string;
  fullName: string;
  coin: Coin;
  /** Notifications enabled; SPEC default true. */
  notify: boolean;
  /** Reminders before coins expire, saved on the server; default true. */
  expiryReminders: boolean;
  redeemableBonus: RedeemableBonus;
  /** Affiliate code from the query string, kept for a guest until login (SPEC section 3). */
  referrer: string | null;
}

export const defaultRedeemableBonus = (): RedeemableBonus => ({
  id: null,
  tx_amount: 0,
  turnover: 0,
  status: 'Not Available',
  created_date: null,
});

export const defaultPlayer = (): PlayerState => ({
  authenticated: false,
  tgBind: false,
  tgRegister: false,
  uid: '',
  fullName: '',
  coin: { total: 0, pending: 0, redeemed: 0, expiring: { amount: 0, date: null }, soon: { amount: 0, date: null } },
  notify: true,
  expiryReminders: true,
  redeemableBonus: defaultRedeemableBonus(),
  referrer: null,
});

export const playerState = proxy<PlayerState>(defaultPlayer());

/**
 * Coins the player can redeem now: pending redemptions are already spoken for
 * (SPEC section 4), and the figure never shows below 0. Takes any object with
 * the coin fields so it works on a proxy or a snapshot alike.
 */
export function availableCoins(state: { readonly coin: { readonly total: number; readonly pending: number } }): number {
  return available(state.coin.total, state.coin.pending);
}

export function resetPlayer(): void {
  replaceState(playerState, defaultPlayer());
}

// Letters, digits, '_' and '-' only: the code travels back to the server and
// should not carry whatever else a crafted link puts in the query string.
const REFERRER_PATTERN = /^[\w-]{1,64}$/;

/** Keeps a guest's affiliate code; ignored once logged in, since login clears it. */
export function rememberReferrer(code: string): boolean {
  const trimmed = code.trim();
  if (playerState.authenticated || !REFERRER_PATTERN.test(trimmed)) return false;
  playerState.referrer = trimmed;
  return true;
}

/** Loads saved data (or defaults when `saved` is undefined) into the store. */
export function restorePlayer(saved: unknown): void {
  const next = mergeSaved(defaultPlayer(), saved);
  const coin = next.coin;
  coin.total = round2(coin.total);
  coin.pending = round2(coin.pending);
  coin.redeemed = round2(coin.redeemed);
  coin.expiring.amount = round2(coin.expiring.amount);
  coin.soon.amount = round2(coin.soon.amount);
  if (!(BONUS_STATUSES as readonly string[]).includes(next.redeemableBonus.status)) {
    next.redeemableBonus.status = 'Not Available';
  }
  replaceState(playerState, next);
}
