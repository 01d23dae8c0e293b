// The roulette scene's texts of a language straight from its dictionary
// section (the QA gallery shows any language without switching the app's).
import type { Lang } from '../../../../contract/constants';
import type { RouletteText } from '../../../../engine/games/quiz/types';
import { gamesDictionary } from '../../gamesDictionary';

export async function rouletteTextOf(lang: Lang): Promise<RouletteText> {
  const games = await gamesDictionary(lang);
  return { tapToSpin: games.roulette.tapToSpin, wonPrefix: games.play.wonPrefix, tryAgain: games.roulette.tryAgain };
}
