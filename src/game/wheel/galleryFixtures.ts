// Pinned inputs of the wheels' QA gallery frames: a prize table in three
// languages and the states, so a screenshot depends on the query string alone.
import type { Lang } from '../../../contract/constants';
import type { WheelPose, WheelSlot, WheelText } from '../../../engine/games/wheel/types';
import { gamesDictionary } from '../gamesDictionary';

type Row = { en: string; zh: string; ms: string; win: boolean };

const row = (en: string, zh: string, ms: string, win = true): Row => ({ en, zh, ms, win });
const AGAIN = row('Try again', '再接再厉', 'Cuba lagi', false);

/** Eight slots like the seeded table (its labels too: two-line labels drawn together once garbled each other): prizes around blanks, the top prize first. */
const credit = (rm: number) => row(`RM${rm} Credit`, `RM${rm}彩金`, `Kredit RM${rm}`);
const TABLE: readonly Row[] = [credit(50), AGAIN, credit(5), credit(10), AGAIN, credit(30), credit(20), credit(25)];

export const fixtureSlots = (lang: Lang): WheelSlot[] => TABLE.map((r) => ({ label: r[lang], win: r.win }));

/** The slot the win and lose states rest on. */
export const WIN_SLOT = 3;
export const LOSE_SLOT = 4;

export const WHEEL_GALLERY_STATES = ['idle', 'spinning', 'win', 'lose', 'maintenance'] as const;

export function poseOf(state: string, opts: { slot?: number; progress: number }): WheelPose {
  switch (state) {
    case 'spinning':
      return { state, slot: opts.slot ?? WIN_SLOT, progress: opts.progress };
    case 'win':
      return { state, slot: opts.slot ?? WIN_SLOT };
    case 'lose':
      return { state, slot: opts.slot ?? LOSE_SLOT };
    case 'maintenance':
      return { state };
    default:
      return { state: 'idle' };
  }
}

/** The V2 countdown reads 02:15:30 at the gallery's default date. */
export const NEXT_SPIN_AFTER_MS = (2 * 3600 + 15 * 60 + 30) * 1000;

/** The scene texts of a language straight from its dictionary section, so the gallery shows any language without switching the app's. */
export async function wheelText(lang: Lang): Promise<WheelText> {
  const games = await gamesDictionary(lang);
  return {
    spinsLeft: games.play.spinsLeft,
    nextSpinIn: games.play.nextSpinIn,
    tapToSpin: games.play.tapToSpin,
    wonPrefix: games.play.wonPrefix,
  };
}
