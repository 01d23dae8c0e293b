// The load of bench/redeem.ts (run by bench/loops.ts in a forked process):
// each player makes at most `perPlayer` redeems, each with a fresh
// idempotency key, then its loop takes the next player, so no player is used
// past the per-player redeem throttle.
import { randomUUID } from 'node:crypto';
import { API } from '../contract/routes';
import { serveForked, type LoopOrder, type SessionRun } from './loops';

export interface RedeemOrder extends LoopOrder {
  /** coins per redeem */
  coins: number;
  /** redeems per player (each has perPlayer x coins available) */
  perPlayer: number;
}

const redeems =
  (order: RedeemOrder): SessionRun =>
  async ({ http, token, call }) => {
    for (let i = 0; i < order.perPlayer; i++) {
      await call('redeem', () => http.sealed(API.redeem, { coins: order.coins, idempotencyKey: randomUUID() }, token));
    }
    return true;
  };

serveForked(redeems);
