// The scene's texts (engine EggText) from the dictionary's games.luckyEgg.scene,
// and the formats it shows numbers in. The payout template reaches the scene
// with its {{0}} placeholder intact: the scene fills the coins in itself.
import type { Lang } from '../../../contract/constants';
import type { EggSetup, EggText } from '../../../engine/games/luckyegg/types';
import type { Translate } from '../../i18n';
import { formatNumber, formatOdds } from '../../lib/format';
import { gamesDictionary } from '../gamesDictionary';

// rosetta fills {{n}} from the params: handing it the placeholder itself keeps it.
const KEEP = ['{{0}}'];

export function eggSceneText(t: Translate): EggText {
  const k = (key: keyof EggText) => t(`games.luckyEgg.scene.${key}`, KEEP);
  return {
    pick: k('pick'),
    closed: k('closed'),
    played: k('played'),
    maintenance: k('maintenance'),
    bigWin: k('bigWin'),
    win: k('win'),
    back: k('back'),
    noPrize: k('noPrize'),
    payout: k('payout'),
  };
}

/** A language's texts straight from its dictionary section, without switching the app's language (QA gallery). */
export async function eggSceneTextOf(lang: Lang): Promise<EggText> {
  return (await gamesDictionary(lang)).luckyEgg.scene;
}

/** Coins as the wallet shows them: whole coins without decimals. */
export const formatCoins = (coins: number): string => formatNumber(coins, { decimals: coins % 1 === 0 ? 0 : 2 });

export const EGG_FORMATS: Pick<EggSetup, 'formatMultiplier' | 'formatCoins'> = { formatMultiplier: formatOdds, formatCoins };
