// What a spin round records of the prize table it was drawn on (the
// spin_rounds.outcome JSON), and how the history hands it to the fairness
// verifier. An operator may edit a wheel's table at any time; a past round is
// recomputed on its own table, never on today's, so it keeps verifying.
//
// outcome = { float, weights, slots, credits }: the float drawn, and per
// active slot in wheel order its weight, its index and its credit (RM).
// `credits` is recorded since the verifier used per-round tables; rounds
// written before it carry weights and slots only, which is all the slot
// needs (no migration: the column is JSON and old rows stay valid).
import type { RoundTable } from '../../../contract/games/wheel';
import type { PrizeTable } from './prizeTable';

/** The outcome JSON a new round stores. */
export interface RecordedOutcome {
  float: number;
  weights: number[];
  slots: number[];
  credits: number[];
}

export function recordOutcome(float: number, table: PrizeTable): RecordedOutcome {
  return {
    float,
    weights: table.map((s) => s.weight),
    slots: table.map((s) => s.index),
    credits: table.map((s) => s.creditRm),
  };
}

const numbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'number' && Number.isFinite(v));

/**
 * The verifier's inputs for one round from what it recorded; undefined when
 * the record is not a usable table (the verifier then falls back to the
 * published one).
 */
export function roundTableOf(outcome: unknown): RoundTable | undefined {
  if (typeof outcome !== 'object' || outcome === null) return undefined;
  const { weights, slots, credits } = outcome as Record<string, unknown>;
  if (!numbers(weights) || !numbers(slots) || weights.length !== slots.length || weights.length === 0) return undefined;
  if (weights.some((w) => w < 0) || !slots.every(Number.isInteger)) return undefined;
  return numbers(credits) && credits.length === slots.length ? { slots, weights, credits } : { slots, weights };
}
