// A wheel's published prize table as the scene draws it: slots in wheel order.
import type { Lang } from '../../../contract/constants';
import type { PrizeOdds } from '../../../contract/schemas/games';

/** The slots of a prize table in the order the wheel draws them, labelled in a language. */
export function wheelSlots(table: readonly PrizeOdds[], lang: Lang): { label: string; win: boolean }[] {
  return [...table].sort((a, b) => a.index - b.index).map((o) => ({ label: o.label[lang], win: o.creditRm > 0 }));
}

/** Where a prize-table index sits on the wheel (the same order as wheelSlots). */
export function slotPosition(table: readonly PrizeOdds[], index: number): number {
  return [...table].sort((a, b) => a.index - b.index).findIndex((o) => o.index === index);
}
