// The pure math of a spin wheel's prize table: one mapping from an outcome
// float to a slot (slotFor, on the shared pickWeighted), and the figures the
// game's detail publishes. The spin service, the RTP simulation (bench/rtp.ts)
// and the tests all call these same functions, so what is published, what is
// simulated and what is played cannot drift apart.
import { pickWeighted } from '../../../contract/fairness';
import type { Localized } from '../../../contract/schemas/common';
import type { PrizeOdds } from '../../../contract/schemas/games';

/** One slot as the service and the simulation see it (active slots only, in wheel order). */
export interface PrizeSlot {
  /** position on the wheel, also the published index */
  index: number;
  label: Localized;
  creditRm: number;
  /** integer weight: probability = weight / total, so the RTP is an exact fraction */
  weight: number;
}

export type PrizeTable = readonly PrizeSlot[];

/** Whole cents: credit sums in cents are exact integers, whatever the binary fractions do. */
const cents = (rm: number): number => Math.round(rm * 100);

export function totalWeight(table: PrizeTable): number {
  return table.reduce((sum, s) => sum + s.weight, 0);
}

/** Each slot's exact probability, in table order. */
export function probabilities(table: PrizeTable): number[] {
  const total = totalWeight(table);
  if (total <= 0) throw new RangeError('a prize table needs a positive total weight');
  return table.map((s) => s.weight / total);
}

/**
 * Expected credit over the stake: Σ pᵢ·creditᵢ / stake, computed as one
 * division of two integers (weights × cents), so 0.97 comes out as 0.97.
 */
export function exactRtp(table: PrizeTable, stakeRm: number): number {
  const total = totalWeight(table);
  if (total <= 0 || stakeRm <= 0) throw new RangeError('a prize table needs a positive total weight and stake');
  const weightedCents = table.reduce((sum, s) => sum + s.weight * cents(s.creditRm), 0);
  return weightedCents / (total * cents(stakeRm));
}

/** The largest payout over the stake among slots that can land (weight > 0). */
export function maxOdds(table: PrizeTable, stakeRm: number): number {
  return table.reduce((max, s) => (s.weight > 0 ? Math.max(max, s.creditRm / stakeRm) : max), 0);
}

/** The slot an outcome float lands on: pickWeighted over the table's weights in wheel order. */
export function slotFor(float: number, table: PrizeTable): PrizeSlot {
  const slot =
    table[
      pickWeighted(
        float,
        table.map((s) => s.weight),
      )
    ];
  if (!slot) throw new RangeError('empty prize table');
  return slot;
}

/** The odds the game's detail publishes, slot by slot. */
export function publishedOdds(table: PrizeTable, stakeRm: number): PrizeOdds[] {
  const p = probabilities(table);
  return table.map((s, i) => ({
    index: s.index,
    label: s.label,
    creditRm: s.creditRm,
    multiplier: multiplierOf(s.creditRm, stakeRm),
    probability: p[i] ?? 0,
    weight: s.weight,
  }));
}

/** Payout over stake, to 4 decimals (RM50 on RM30 = 1.6667x). */
export const multiplierOf = (creditRm: number, stakeRm: number): number => Math.round((creditRm / stakeRm) * 10_000) / 10_000;

/** What a table must satisfy before it may be played: the SPEC's caps. */
export interface TableLimits {
  stakeRm: number;
  declaredRtp: number;
  /** the SPEC's max odds: a cap on credit / stake */
  maxOdds: number;
  maxPrizeRm: number;
  /** how far the exact RTP may sit from the declared figure */
  rtpTolerance: number;
}

/** Reasons a table breaks the limits; empty when it is fit to play. */
export function tableProblems(table: PrizeTable, limits: TableLimits): string[] {
  const problems: string[] = [];
  if (table.length === 0 || totalWeight(table) <= 0) return ['no slot can land'];
  for (const s of table) {
    if (!Number.isInteger(s.weight) || s.weight < 0) problems.push(`slot ${s.index}: weight must be a non-negative integer`);
    if (s.creditRm < 0 || s.creditRm > limits.maxPrizeRm)
      problems.push(`slot ${s.index}: credit RM${s.creditRm} outside 0..${limits.maxPrizeRm}`);
  }
  const odds = maxOdds(table, limits.stakeRm);
  if (odds > limits.maxOdds) problems.push(`max odds ${odds}x above ${limits.maxOdds}x`);
  const rtp = exactRtp(table, limits.stakeRm);
  if (Math.abs(rtp - limits.declaredRtp) > limits.rtpTolerance)
    problems.push(`exact RTP ${rtp} is not ${limits.declaredRtp} ± ${limits.rtpTolerance}`);
  return problems;
}
