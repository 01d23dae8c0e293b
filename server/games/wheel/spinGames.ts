// Which games are spin wheels, their rules, and their prize tables as stored
// in the database (spin_prizes). The rules are SPEC section 9's figures from
// contract/constants.ts; the table is the operator's, checked against them.
import type { Kysely } from 'kysely';
import { GAME_KEY_BY_SLUG, GAME_RULES, type GameSlug } from '../../../contract/constants';
import type { Database, SpinGameKey } from '../../db/schema';
import { perHandle } from '../../lib/perHandle';
import { tableProblems, type PrizeTable, type TableLimits } from './prizeTable';

export const SPIN_GAME_KEYS: readonly SpinGameKey[] = ['SPINWHEEL', 'SPINWHEELV2'];

export const isSpinGame = (key: string): key is SpinGameKey => (SPIN_GAME_KEYS as readonly string[]).includes(key);

/** The spin game of a slug, or undefined for anything else (another game, an unknown slug). */
export function spinGameOf(slug: string): SpinGameKey | undefined {
  const key = (GAME_KEY_BY_SLUG as Record<string, string | undefined>)[slug];
  return key !== undefined && isSpinGame(key) ? key : undefined;
}

export const slugOfSpinGame = (game: SpinGameKey): GameSlug => (game === 'SPINWHEEL' ? 'spin-wheel' : 'spinwheelv2');

/**
 * The stake a spin is measured against: the RM30 deposit that earned it
 * (one spin per deposit of at least RM30, see README "Deposits").
 */
export const stakeOf = (game: SpinGameKey): number => GAME_RULES[game].minDepositRm;

/** Spins one deposit earns: 1 from the minimum (RM30) up, else 0 (POST h5/deposit grants this; see server/h5/deposit.ts). */
export const spinsForDeposit = (amountRm: number, game: SpinGameKey): number => (amountRm >= GAME_RULES[game].minDepositRm ? 1 : 0);

/** Exact RTP may differ from the declared figure by at most 0.05 percentage points. */
export const RTP_TOLERANCE = 0.0005;

export function limitsOf(game: SpinGameKey): TableLimits {
  const rules = GAME_RULES[game];
  return {
    stakeRm: rules.minDepositRm,
    declaredRtp: rules.rtp,
    maxOdds: rules.maxOdds,
    maxPrizeRm: rules.maxPrizeRm,
    rtpTolerance: RTP_TOLERANCE,
  };
}

/** The active slots of a wheel in wheel order: what slotFor draws on and the detail publishes. */
export async function loadPrizeTable(db: Kysely<Database>, game: SpinGameKey): Promise<PrizeTable> {
  const rows = await db
    .selectFrom('spin_prizes')
    .select(['slot', 'label', 'credit_rm', 'weight'])
    .where('game', '=', game)
    .where('active', '=', true)
    .orderBy('slot')
    .execute();
  return rows.map((r) => ({ index: r.slot, label: r.label, creditRm: r.credit_rm, weight: r.weight }));
}

/** A table that breaks the SPEC's caps is never played: the spin answers a system error and logs why. */
export class BrokenPrizeTableError extends Error {
  constructor(game: SpinGameKey, problems: string[]) {
    super(`prize table of ${game} is not playable: ${problems.join('; ')}`);
  }
}

/** One process's copy of each wheel's table per database handle (a test or a bench may run several apps in one process). */
const keptOn = perHandle(() => new Map<SpinGameKey, { version: number; table: Promise<PrizeTable> }>());

/**
 * The wheel's table at `version` (its game row's settings_version, which a
 * trigger bumps in the transaction of any write of spin_prizes), read once
 * per version on each process, and checked against the SPEC's caps on every
 * spin: a broken table is never played.
 */
export async function playablePrizeTable(db: Kysely<Database>, game: SpinGameKey, version: number): Promise<PrizeTable> {
  const tables = keptOn(db);
  let hit = tables.get(game);
  if (hit?.version !== version) {
    hit = { version, table: loadPrizeTable(db, game) };
    tables.set(game, hit);
    const read = hit.table;
    // A failed read is not kept: the next spin tries again.
    read.catch(() => {
      if (tables.get(game)?.table === read) tables.delete(game);
    });
  }
  const table = await hit.table;
  const problems = tableProblems(table, limitsOf(game));
  if (problems.length > 0) throw new BrokenPrizeTableError(game, problems);
  return table;
}
