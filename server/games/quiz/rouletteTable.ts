// The lucky roulette's table as a week plays it: the campaign's prizes in
// wheel order, each with its weekly stock, where a prize whose stock the
// week has used up keeps its place on the wheel but weighs 0. Pure: the
// spin, the published table, the history and `npm run rtp` all go through it.
import type { RoulettePrize, RouletteTable } from '../../../contract/games/quiz';
import type { Localized } from '../../../contract/schemas/common';
import type { QuizPrizeKind } from '../../db/schema';

/** One prize of a campaign's table as the operator set it (quiz_prizes). */
export interface PrizeRow {
  id: number;
  label: Localized;
  kind: QuizPrizeKind;
  coins: number;
  weight: number;
  /** how many a week can win; null: no limit */
  weeklyStock: number | null;
}

/** What a week has left of a prize: never below zero, null when it has no limit. */
export const leftOf = (prize: PrizeRow, won: number): number | null =>
  prize.weeklyStock === null ? null : Math.max(0, prize.weeklyStock - won);

/** The coins a slot pays: only a coins prize pays any. */
const coinsOf = (prize: Pick<PrizeRow, 'kind' | 'coins'>): number => (prize.kind === 'coins' ? prize.coins : 0);

/**
 * The table as published for a week: `won` counts the awards the week has
 * given of each prize id (forfeited ones included: a lapsed prize returns
 * to nobody). `weight` is the weight the wheel is drawn with now (0 once the
 * stock is gone), so probability = weight / total holds for every row.
 */
export function publishTable(prizes: readonly PrizeRow[], won: ReadonlyMap<number, number>): RoulettePrize[] {
  const rows = prizes.map((prize) => {
    const left = leftOf(prize, won.get(prize.id) ?? 0);
    return { prize, left, weight: left === 0 ? 0 : prize.weight };
  });
  const total = rows.reduce((sum, r) => sum + r.weight, 0);
  return rows.map(({ prize, left, weight }, index) => ({
    id: prize.id,
    index,
    label: prize.label,
    kind: prize.kind,
    coins: coinsOf(prize),
    weight,
    probability: total > 0 ? weight / total : 0,
    weeklyStock: prize.weeklyStock,
    left,
  }));
}

/** What the verifier maps a spin's float on: slot = rouletteSlot(float, weights). */
export function tableOf(published: readonly RoulettePrize[]): RouletteTable {
  return { prizes: published.map((p) => p.id), weights: published.map((p) => p.weight), coins: published.map((p) => p.coins) };
}

/** A table nothing can be drawn on (no prize, or every prize out of stock). */
export const isDrawable = (table: RouletteTable): boolean => table.weights.some((w) => w > 0);
