// The scene's texts (engine FtoText) from the dictionary's games.fto.scene:
// the scene fills the numbers in itself, so the templates reach it with
// their {{0}} placeholders intact.
import type { Lang } from '../../../contract/constants';
import type { FtoText } from '../../../engine/games/fto/types';
import type { Translate } from '../../i18n';
import { gamesDictionary } from '../gamesDictionary';

// rosetta fills {{n}} from the params: handing it the placeholders themselves keeps them.
const KEEP = ['{{0}}', '{{1}}'];

export function ftoSceneText(t: Translate): FtoText {
  const k = (key: keyof FtoText) => t(`games.fto.scene.${key}`, KEEP);
  return {
    round: k('round'),
    coins: k('coins'),
    timeUp: k('timeUp'),
    correct: k('correct'),
    wrong: k('wrong'),
    finished: k('finished'),
    earned: k('earned'),
    tapToStart: k('tapToStart'),
  };
}

/** A language's texts straight from its dictionary section, without switching the app's language (QA gallery). */
export async function ftoSceneTextOf(lang: Lang): Promise<FtoText> {
  return (await gamesDictionary(lang)).fto.scene;
}
