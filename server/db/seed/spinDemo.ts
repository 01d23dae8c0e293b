// The demo player's spin wheel data: two chances on the first wheel (the
// second wheel's come with the other demo data in players.ts) and a few past
// spins on each wheel for the history screens, one of each credit status.
//
// The past spins are drawn the real way (floatsSync + slotFor) but from a
// fixed demo seed pair, not from demo01's own pair: using the player's pair
// would move its nonce, and a fresh account shows nonce 0 before any play.
// The demo pair is public: server seed = SHA-256 of 'vip-club-demo-history'
// (hex), client seed 'demo', nonces 0, 1, 2... anyone can recompute them.
import { createHash } from 'node:crypto';
import type { OutcomeProof } from '../../../contract/schemas/fairness';
import { floatsSync, hashSeed } from '../../fairness/rng';
import { slotFor } from '../../games/wheel/prizeTable';
import type { LedgerTx } from '../../ledger';
import type { SpinGameKey, SpinRoundStatus } from '../schema';
import { seedPrizeTable } from './spinPrizes';
import { days, json } from './util';

export const DEMO_HISTORY_SERVER_SEED = createHash('sha256').update('vip-club-demo-history').digest('hex');
export const DEMO_HISTORY_CLIENT_SEED = 'demo';

const STAKE_RM = 30;
const HOUR_MS = 3_600_000;

/** Past spins, oldest first: which wheel, how many days ago, and how its credit ended. */
const PAST_SPINS: readonly { game: SpinGameKey; daysAgo: number; status: SpinRoundStatus }[] = [
  { game: 'SPINWHEELV2', daysAgo: 6, status: 'SUCCESS' },
  { game: 'SPINWHEEL', daysAgo: 5, status: 'SUCCESS' },
  { game: 'SPINWHEELV2', daysAgo: 4, status: 'REJECTED' },
  { game: 'SPINWHEEL', daysAgo: 3, status: 'SUCCESS' },
  { game: 'SPINWHEELV2', daysAgo: 2, status: 'SUCCESS' },
];

export async function seedSpinDemo(trx: LedgerTx, playerId: number, now: Date): Promise<void> {
  await trx
    .insertInto('spin_chances')
    .values(
      [1, 2].map(() => ({
        player_id: playerId,
        game: 'SPINWHEEL' as const,
        source: 'deposit',
        granted_at: new Date(now.getTime() - HOUR_MS),
      })),
    )
    .execute();

  const spinNo: Record<SpinGameKey, number> = { SPINWHEEL: 0, SPINWHEELV2: 0 };
  for (const [nonce, past] of PAST_SPINS.entries()) {
    const at = days(now, -past.daysAgo);
    const table = seedPrizeTable(past.game);
    const float = floatsSync(DEMO_HISTORY_SERVER_SEED, DEMO_HISTORY_CLIENT_SEED, nonce, 1)[0] ?? 0;
    const slot = slotFor(float, table);
    const proof: OutcomeProof = { serverSeedHash: hashSeed(DEMO_HISTORY_SERVER_SEED), clientSeed: DEMO_HISTORY_CLIENT_SEED, nonce };
    const chance = await trx
      .insertInto('spin_chances')
      .values({
        player_id: playerId,
        game: past.game,
        source: 'deposit',
        granted_at: new Date(at.getTime() - HOUR_MS),
        used_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const paid = past.status === 'SUCCESS' && slot.creditRm > 0;
    await trx
      .insertInto('spin_rounds')
      .values({
        player_id: playerId,
        game: past.game,
        chance_id: chance.id,
        idempotency_key: `seed-spin-${nonce}`,
        spin_no: ++spinNo[past.game],
        slot: slot.index,
        label: json(slot.label),
        credit_rm: slot.creditRm,
        stake_rm: STAKE_RM,
        status: past.status,
        proof: json(proof),
        outcome: json({ float, weights: table.map((s) => s.weight), slots: table.map((s) => s.index) }),
        credit_attempts: paid || past.status === 'REJECTED' ? 1 : 0,
        credit_error: past.status === 'REJECTED' ? 'demo: rejected by an operator' : null,
        credited_at: paid ? new Date(at.getTime() + 5 * 60_000) : null,
        created_at: at,
      })
      .execute();
  }
}
