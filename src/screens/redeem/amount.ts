// The coins stepper's arithmetic: whole multiples of the rate's coins, from
// one unit up to what the available balance covers. The server decides; this
// only keeps the player from asking for what it would refuse.
import type { RedeemRate } from '../../../contract/schemas/wallet';

/** The most coins the player can redeem now: a whole number of rate units. */
export function maxCoins(available: number, rate: RedeemRate): number {
  if (!(rate.coins > 0) || !Number.isFinite(available)) return 0;
  return Math.floor(Math.max(0, available) / rate.coins + 1e-9) * rate.coins;
}

/** `coins` snapped down to a multiple of the rate and kept within [one unit, max]; one unit when nothing fits. */
export function clampCoins(coins: number, available: number, rate: RedeemRate): number {
  const top = maxCoins(available, rate);
  const snapped = Math.floor(Math.max(0, coins) / rate.coins) * rate.coins;
  return Math.min(Math.max(snapped, rate.coins), Math.max(top, rate.coins));
}

/** RM of free credit for `coins` at `rate`, to the sen. */
export function creditFor(coins: number, rate: RedeemRate): number {
  return Math.round((coins / rate.coins) * rate.creditRm * 100) / 100;
}
