// The wallet as the server last stated it. Every answer that carries the
// contract's coin summary (the refresh data, a redeem, a game's settlement)
// goes through here, so the chrome agrees with the answer at once without
// asking again. The client never computes a balance; it only rounds for show.
import type { Coin } from '../../contract/schemas/refresh';
import { replaceState } from './merge';
import { playerState } from './player';
import { coinView } from './refreshPatch';

export function applyCoins(coin: Coin): void {
  replaceState(playerState.coin, coinView(coin));
}
