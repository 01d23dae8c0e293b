// What a game card and the detail page show, from the server's state, the
// play record's maintenance flag (refresh data, may be newer than the list)
// and whether this build has the game at all. Pure, so every row of the
// decision is a unit test.
import type { GameCard, GameStateName, PrizeOdds } from '../../../contract/schemas/games';
import type { Lang } from '../../../contract/constants';
import { formatNumber } from '../../lib/format';
import type { Mtn } from '../../state/game';
import { isBuilt } from '../../game/registry';

export function effectiveState(card: Pick<GameCard, 'slug' | 'state'>, mtn: Mtn | undefined): GameStateName {
  if (card.state === 'comingSoon' || card.state === 'ended') return card.state;
  if (card.state === 'maintenance' || mtn === 1) return 'maintenance';
  // The server may call a game live before this build has its screen.
  if (card.state === 'preparation' || !isBuilt(card.slug)) return 'preparation';
  return 'live';
}

/** The label key of a non-live state's badge. */
export const STATE_LABEL: Record<Exclude<GameStateName, 'live'>, string> = {
  comingSoon: 'game.comingSoon',
  ended: 'game.ended',
  maintenance: 'game.underMaintenance',
  preparation: 'game.inPreparation',
};

/** A probability as a percentage that never rounds a real chance down to 0.00%. */
export function percent(p: number): string {
  const pct = p * 100;
  const decimals = pct > 0 && pct < 0.01 ? 4 : pct < 1 ? 3 : 2;
  return `${formatNumber(pct, { decimals })}%`;
}

export const odds = (x: number): string => `${formatNumber(x, { decimals: x % 1 === 0 ? 0 : 2 })}x`;

/** The slots of a prize table in the order the wheel draws them, labelled in a language. */
export function wheelSlots(table: readonly PrizeOdds[], lang: Lang): { label: string; win: boolean }[] {
  return [...table].sort((a, b) => a.index - b.index).map((o) => ({ label: o.label[lang], win: o.creditRm > 0 }));
}

/** Where a prize-table index sits on the wheel (the same order as wheelSlots). */
export function slotPosition(table: readonly PrizeOdds[], index: number): number {
  return [...table].sort((a, b) => a.index - b.index).findIndex((o) => o.index === index);
}
