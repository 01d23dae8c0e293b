// The load of bench/wager.ts (run by bench/loops.ts in a forked process):
// each player smashes the open session's egg once, then plays squid game
// bridges of 1 coin (steps on a random panel, cashing out after
// `cashoutAt` safe steps) until its coins are gone or `bridges` are played.
import { randomUUID } from 'node:crypto';
import type { EggSmashAnswer } from '../contract/games/luckyegg';
import { LUCKY_EGG_API } from '../contract/games/luckyEggRules';
import type { SquidAnswer } from '../contract/games/squidgame';
import { SQUID_API } from '../contract/games/squidRules';
import { serveForked, type LoopOrder, type SessionRun } from './loops';

export interface WagerOrder extends LoopOrder {
  /** bridges a player plays (each player has enough coins for all of them, lost) */
  bridges: number;
  cashoutAt: number;
}

const wagers =
  (order: WagerOrder): SessionRun =>
  async ({ http, token, call }) => {
    const egg = await call('egg', () => http.sealed(LUCKY_EGG_API.smash, { bet: 1, egg: 0, idempotencyKey: randomUUID() }, token));
    if (!egg) return false;
    JSON.parse(egg.body) as EggSmashAnswer;
    for (let b = 0; b < order.bridges; b++) {
      const placed = await call('bet', () => http.sealed(SQUID_API.bet, { bet: 1, idempotencyKey: randomUUID() }, token));
      if (!placed) return false;
      let bridge = (JSON.parse(placed.body) as SquidAnswer).bridge;
      while (bridge.state === 'open' && bridge.safe < order.cashoutAt) {
        const step = bridge.steps.length + 1;
        const panel = Math.random() < 0.5 ? 'left' : 'right';
        const moved = await call('step', () => http.sealed(SQUID_API.step, { bridgeId: bridge.id, step, panel }, token));
        if (!moved) return false;
        bridge = (JSON.parse(moved.body) as SquidAnswer).bridge;
      }
      if (bridge.state === 'open' && !(await call('cashout', () => http.sealed(SQUID_API.cashout, { bridgeId: bridge.id }, token))))
        return false;
    }
    return true;
  };

serveForked(wagers);
