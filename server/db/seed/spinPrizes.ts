// The two wheels' prize tables. Each is measured against the RM30 deposit
// that earns a spin: RTP = Σ pᵢ·creditᵢ / RM30 = 97% exactly (Σ weight·credit
// = 29.1 × Σ weight = 29 100 over 1 000), top prize RM50 (1.67x, under the
// SPEC's 50x cap). V1 has 8 slots and always pays; V2 has 12 slots, one of
// them a no-win "Try Again". Slot order is the order round the wheel.
// tests/server/rtp.test.ts and `npm run rtp` check these figures.
import type { Localized } from '../../../contract/schemas/common';
import type { PrizeTable } from '../../games/wheel/prizeTable';
import type { LedgerTx } from '../../ledger';
import type { SpinGameKey } from '../schema';
import { L, json } from './util';

export interface SeedSlot {
  creditRm: number;
  weight: number;
  label: Localized;
}

const credit = (rm: number, weight: number): SeedSlot => ({
  creditRm: rm,
  weight,
  label: L(`RM${rm} Credit`, `RM${rm}彩金`, `Kredit RM${rm}`),
});
const tryAgain = (weight: number): SeedSlot => ({ creditRm: 0, weight, label: L('Try Again', '再接再厉', 'Cuba Lagi') });

export const SEED_PRIZE_TABLES: Record<SpinGameKey, readonly SeedSlot[]> = {
  // 8 slots, big and small prizes alternating round the wheel.
  SPINWHEEL: [
    credit(50, 90),
    credit(10, 85),
    credit(35, 180),
    credit(20, 100),
    credit(40, 135),
    credit(5, 60),
    credit(30, 200),
    credit(25, 150),
  ],
  // 12 slots: finer steps, a no-win slot, and a slightly wider spread.
  SPINWHEELV2: [
    credit(50, 70),
    tryAgain(40),
    credit(28, 125),
    credit(8, 46),
    credit(38, 114),
    credit(15, 60),
    credit(45, 90),
    credit(3, 40),
    credit(30, 150),
    credit(18, 85),
    credit(40, 120),
    credit(25, 60),
  ],
};

/** A seed table as the game code sees it (slot index = position round the wheel): for the RTP checks and the demo history. */
export const seedPrizeTable = (game: SpinGameKey): PrizeTable =>
  SEED_PRIZE_TABLES[game].map((s, index) => ({ index, label: s.label, creditRm: s.creditRm, weight: s.weight }));

/**
 * Writes a wheel's table only when the wheel has none, so a database seeded
 * before the tables existed gets them, and an operator's own table is never
 * touched. Safe to run at every start.
 */
export async function seedSpinPrizes(trx: LedgerTx): Promise<void> {
  for (const [game, slots] of Object.entries(SEED_PRIZE_TABLES) as [SpinGameKey, readonly SeedSlot[]][]) {
    const any = await trx.selectFrom('spin_prizes').select('slot').where('game', '=', game).limit(1).executeTakeFirst();
    if (any) continue;
    await trx
      .insertInto('spin_prizes')
      .values(
        slots.map((s, slot) => ({
          game,
          slot,
          label: json(s.label),
          credit_rm: s.creditRm,
          weight: s.weight,
        })),
      )
      .execute();
  }
}
