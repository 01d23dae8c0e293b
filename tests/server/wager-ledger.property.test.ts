// The wager path as a property: any sequence of coins earned, squid game
// bets, steps (either panel), cash-outs, retried calls and lucky eggs in
// sessions keeps every balance equal to its entries and never negative;
// each game's ledger entries are exactly its stakes less its payouts; and
// the console's figures (stakes and payouts of ended rounds) are that same
// hold, less the stakes of a bridge still open.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Panel } from '../../contract/games/squidRules';
import { dashboard } from '../../server/admin/dashboard';
import { AppError } from '../../server/http/errors';
import { inTransaction, postEntry } from '../../server/ledger';
import { smashEgg, type EggGame } from '../../server/games/luckyegg/play';
import { eggSlots, eggTable } from '../../server/games/luckyegg/table';
import { cashOut, placeBet, squidStatus, takeStep } from '../../server/games/squidgame/play';
import { testApp, type TestApp } from './helpers/app';
import { balances, bareVerifiedPlayer } from './helpers/wallet';

let t: TestApp;
/** The egg's slots and table as seeded, read once (the route keeps them per process: server/games/luckyegg/shared.ts). */
let egg: Pick<EggGame, 'slots' | 'table'>;
beforeAll(async () => {
  t = await testApp();
  egg = { slots: await eggSlots(t.db), table: await eggTable(t.db) };
});
afterAll(async () => {
  await t.close();
});

type Op =
  | { k: 'earn'; coins: number }
  | { k: 'bet'; coins: number; retry: boolean }
  | { k: 'step'; panel: Panel; retry: boolean }
  | { k: 'cashout' }
  | { k: 'egg'; coins: number; retry: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ k: fc.constant('earn' as const), coins: fc.integer({ min: 1, max: 50 }) }),
  fc.record({ k: fc.constant('bet' as const), coins: fc.integer({ min: 1, max: 40 }), retry: fc.boolean() }),
  fc.record({ k: fc.constant('step' as const), panel: fc.constantFrom<Panel>('left', 'right'), retry: fc.boolean() }),
  fc.constant({ k: 'cashout' as const }),
  fc.record({ k: fc.constant('egg' as const), coins: fc.integer({ min: 1, max: 40 }), retry: fc.boolean() }),
);

const cents = (x: number) => Math.round(x * 100);
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + cents(x), 0);
const DAY = 86_400_000;
const BOUNDS = { min: 1, max: 1000 };
// Noon GMT+8 of a day far from any other test's rounds: an egg session is open at 04:05 UTC.
const FIRST_SESSION = Date.UTC(2031, 0, 6, 4, 5);

/** Refusals the sequence may meet (no coins, a bridge still open, a step on an ended bridge); anything else fails. */
async function tolerated<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return undefined;
    throw error;
  }
}

async function check(playerId: number, now: Date): Promise<void> {
  const b = await balances(t, playerId);
  const entries = await t.db.selectFrom('coin_entries').select(['type', 'amount']).where('player_id', '=', playerId).execute();
  const rounds = await t.db
    .selectFrom('game_rounds')
    .select(['game', 'bet', 'payout', 'state'])
    .where('player_id', '=', playerId)
    .execute();
  expect(cents(b.available)).toBeGreaterThanOrEqual(0);
  expect(cents(b.available)).toBe(sum(entries.map((e) => e.amount)));
  for (const game of ['SQUIDGAME', 'LUCKYEGG'] as const) {
    const ofGame = rounds.filter((r) => r.game === game);
    expect(sum(entries.filter((e) => e.type === game).map((e) => e.amount))).toBe(
      sum(ofGame.map((r) => r.payout)) - sum(ofGame.map((r) => r.bet)),
    );
  }
  // What the console reports for the player's games (this player alone plays in this app's window).
  const open = sum(rounds.filter((r) => r.state === 'open').map((r) => r.bet));
  const board = await dashboard(t.db, now);
  const held = (game: string) => {
    const g = board.games.find((x) => x.game === game);
    return g ? cents(g.days30.stakes) - cents(g.days30.payouts) : 0;
  };
  expect(held('SQUIDGAME') + held('LUCKYEGG')).toBe(
    0 - sum(entries.filter((e) => e.type === 'SQUIDGAME' || e.type === 'LUCKYEGG').map((e) => e.amount)) - open,
  );
}

async function run(ops: readonly Op[]): Promise<void> {
  await t.db.deleteFrom('game_rounds').where('game', 'in', ['SQUIDGAME', 'LUCKYEGG']).execute();
  const playerId = await bareVerifiedPlayer(t);
  let session = 0;
  let lastKey = randomUUID();
  let lastEggKey = randomUUID();
  let lastStep: { bridgeId: number; step: number; panel: Panel } | undefined;
  for (const o of ops) {
    const now = new Date(FIRST_SESSION + session * DAY);
    if (o.k === 'earn') {
      await inTransaction(t.db, (trx) => postEntry(trx, { playerId, type: 'ADJUST', amount: o.coins, createdAt: now }));
    } else if (o.k === 'bet') {
      if (!o.retry) lastKey = randomUUID();
      await tolerated(() => placeBet(t.db, playerId, { bet: o.coins, idempotencyKey: lastKey }, BOUNDS, now));
    } else if (o.k === 'step') {
      const { bridge } = await squidStatus(t.db, playerId, BOUNDS, false);
      const move = o.retry && lastStep ? lastStep : bridge && { bridgeId: bridge.id, step: bridge.steps.length + 1, panel: o.panel };
      if (move) {
        await tolerated(() => takeStep(t.db, playerId, move, now));
        lastStep = move;
      }
    } else if (o.k === 'cashout') {
      const { bridge } = await squidStatus(t.db, playerId, BOUNDS, false);
      if (bridge) await tolerated(() => cashOut(t.db, playerId, bridge.id, now));
    } else {
      if (!o.retry) {
        lastEggKey = randomUUID();
        session += 1;
      }
      await tolerated(() =>
        smashEgg(
          t.db,
          playerId,
          { bet: o.coins, egg: 0, idempotencyKey: lastEggKey },
          { bounds: BOUNDS, ...egg },
          new Date(FIRST_SESSION + session * DAY),
        ),
      );
    }
    await check(playerId, new Date(FIRST_SESSION + session * DAY));
  }
}

describe('the wager path', () => {
  // Up to 1,000 stakes, smashes and checks against the database: sized by its work like the redeem
  // property (240 s), not by the default 30 s, which it came within 8 s of beside the browser tests.
  it("keeps balance == entries, never negative, and each game's hold == its stakes less payouts, whatever the sequence", async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), run), { numRuns: 40 });
  }, 240_000);
});
