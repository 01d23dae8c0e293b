// The balance every game shows: available coins, total minus pending (SPEC
// section 3). Coins held by a pending redemption cannot be staked, so a game
// that showed the total would promise coins the server refuses, and would
// disagree with the wallet on /redeem.
import { useSnapshot } from 'valtio/react';
import type { Coin } from '../../contract/schemas/refresh';
import { availableCoins } from '../lib/rounding';
import { playerState } from '../state/player';

export function useAvailableCoins(): number {
  const { coin } = useSnapshot(playerState);
  return availableCoins(coin.total, coin.pending);
}

/** The available coins of a wallet an answer carried (a settlement's coin summary). */
export const availableOf = (coin: Coin): number => availableCoins(coin.balance, coin.pending);
