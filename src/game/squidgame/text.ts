// The scene's texts (engine SquidText) from the dictionary's games.squidgame.scene:
// the scene fills the numbers in itself, so the templates reach it with
// their {{0}} placeholders intact.
import type { Lang } from '../../../contract/constants';
import type { SquidText } from '../../../engine/games/squidgame/types';
import type { Translate } from '../../i18n';
import { gamesDictionary } from '../gamesDictionary';

// rosetta fills {{n}} from the params: handing it the placeholders themselves keeps them.
const KEEP = ['{{0}}', '{{1}}'];

export function squidSceneText(t: Translate): SquidText {
  const k = (key: keyof SquidText) => t(`games.squidgame.scene.${key}`, KEEP);
  return {
    placeBet: k('placeBet'),
    pick: k('pick'),
    bet: k('bet'),
    cashout: k('cashout'),
    fell: k('fell'),
    cashedOut: k('cashedOut'),
    crossed: k('crossed'),
    won: k('won'),
    start: k('start'),
    finish: k('finish'),
  };
}

/** A language's texts straight from its dictionary section, without switching the app's language (QA gallery). */
export async function squidSceneTextOf(lang: Lang): Promise<SquidText> {
  return (await gamesDictionary(lang)).squidgame.scene;
}
