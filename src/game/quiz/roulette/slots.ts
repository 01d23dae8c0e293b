// The campaign's published prize table as the roulette draws it, and where a
// spin's prize sits on that wheel.
import type { Lang } from '../../../../contract/constants';
import type { RoulettePrize, RouletteSpin } from '../../../../contract/games/quiz';
import type { RouletteSlot } from '../../../../engine/games/quiz/types';

const inWheelOrder = (prizes: readonly RoulettePrize[]): RoulettePrize[] => [...prizes].sort((a, b) => a.index - b.index);

/** The slots in wheel order, labelled in a language. */
export const rouletteSlots = (prizes: readonly RoulettePrize[], lang: Lang): RouletteSlot[] =>
  inWheelOrder(prizes).map((p) => ({ label: p.label[lang], kind: p.kind }));

/**
 * Where the spin's prize is on the wheel drawn from `prizes` (-1 when the
 * wheel does not show it: a table edited since the screen fetched it).
 */
export const wheelPosition = (prizes: readonly RoulettePrize[], spin: RouletteSpin): number =>
  inWheelOrder(prizes).findIndex((p) => p.id === spin.prize.id);
