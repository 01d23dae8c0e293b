// Pinned inputs of the roulette's QA gallery frames: a prize table in three
// languages like the campaign's, the pose of each frozen state, and the spin
// the live states answer, so a frame depends on the query string alone.
import type { RoulettePrize, RouletteSpin } from '../../../../contract/games/quiz';
import type { RoulettePose } from '../../../../engine/games/quiz/types';
import type { RouletteGalleryState } from './galleryEntry';

type Kind = RoulettePrize['kind'];
const prize = (index: number, kind: Kind, coins: number, en: string, zh: string, ms: string, weight: number): RoulettePrize => ({
  id: 100 + index,
  index,
  label: { en, zh, ms },
  kind,
  coins,
  weight,
  probability: 0,
  weeklyStock: kind === 'physical' ? 15 : null,
  left: kind === 'physical' ? 15 : null,
});

/** Eight slots: race tickets, coins and "try again" around the wheel. */
export const FIXTURE_PRIZES: RoulettePrize[] = [
  prize(0, 'physical', 0, '2 race tickets', '2张赛事门票', '2 tiket perlumbaan', 2),
  prize(1, 'coins', 50, '50 coins', '50金币', '50 syiling', 8),
  prize(2, 'none', 0, 'Try again', '再接再厉', 'Cuba lagi', 40),
  prize(3, 'coins', 10, '10 coins', '10金币', '10 syiling', 20),
  prize(4, 'physical', 0, '1 race ticket', '1张赛事门票', '1 tiket perlumbaan', 3),
  prize(5, 'coins', 20, '20 coins', '20金币', '20 syiling', 12),
  prize(6, 'none', 0, 'Try again', '再接再厉', 'Cuba lagi', 40),
  prize(7, 'coins', 5, '5 coins', '5金币', '5 syiling', 25),
];

/** The slot each state rests on (a pinned ?slot= overrides it). */
const DEFAULT_SLOT: Record<RouletteGalleryState, number> = {
  idle: 0,
  spinning: 0,
  'won-tickets': 0,
  'won-coins': 1,
  'try-again': 2,
  play: 1,
  refused: 1,
};

export const gallerySlot = (state: RouletteGalleryState, pinned: number | undefined): number => pinned ?? DEFAULT_SLOT[state];

export function roulettePoseOf(state: RouletteGalleryState, slot: number, progress: number): RoulettePose {
  switch (state) {
    case 'spinning':
      return { state, slot, progress };
    case 'won-tickets':
    case 'won-coins':
      return { state: 'won', slot };
    case 'try-again':
      return { state: 'lost', slot };
    default:
      return { state: 'idle' };
  }
}

/** The spin the live gallery answers: the fixture prize at `slot`, with a proof no seed made (the gallery verifies nothing). */
export function fixtureSpin(slot: number, date: Date): RouletteSpin {
  const won = FIXTURE_PRIZES[slot] ?? FIXTURE_PRIZES[0];
  if (!won) throw new RangeError('no fixture prizes');
  return {
    roundId: 9000 + slot,
    weekId: 1,
    slot,
    prize: won,
    award: null,
    proof: { serverSeedHash: '0'.repeat(64), clientSeed: 'qa-gallery', nonce: 0 },
    table: {
      prizes: FIXTURE_PRIZES.map((p) => p.id),
      weights: FIXTURE_PRIZES.map((p) => p.weight),
      coins: FIXTURE_PRIZES.map((p) => p.coins),
    },
    date: date.toISOString(),
  };
}
