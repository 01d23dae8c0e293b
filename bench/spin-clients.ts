// The load of bench/spin.ts (run by bench/loops.ts in a forked process): each
// player spins the wheel `perPlayer` times (the chances it was given), each
// with a fresh idempotency key, then its loop takes the next player.
import { randomUUID } from 'node:crypto';
import { API } from '../contract/routes';
import { serveForked, type LoopOrder, type SessionRun } from './loops';

export interface SpinOrder extends LoopOrder {
  slug: string;
  /** spins per player: its chances, within the daily limit */
  perPlayer: number;
}

const spins =
  (order: SpinOrder): SessionRun =>
  async ({ http, token, call }) => {
    for (let i = 0; i < order.perPlayer; i++) {
      if (!(await call('spin', () => http.sealed(API.gameSpin(order.slug), { idempotencyKey: randomUUID() }, token)))) return false;
    }
    return true;
  };

serveForked(spins);
