// The wallet as the server last stated it. Every answer that carries the
// contract's coin summary (the refresh data, a redeem, a game's settlement)
// goes through here, so the chrome agrees with the answer at once without
// asking again. The client never computes a balance; it only rounds for show.
import type { Coin } from '../../contract/schemas/refresh';
import { round2 } from '../lib/rounding';
import { replaceState } from './merge';
import { playerState } from './player';

export function applyCoins(coin: Coin): void {
  replaceState(playerState.coin, {
    total: round2(coin.balance),
    pending: round2(coin.pending),
    redeemed: round2(coin.redeemed),
    expiring: { amount: round2(coin.expire.balance), date: coin.expire.date },
    // Absent from answers stored before it (a replayed redeem): nothing said is better than a stale figure.
    soon: { amount: round2(coin.soon?.balance ?? 0), date: coin.soon?.date ?? null },
  });
}
