// The scene's texts (engine RspText) from the dictionary's games.rsp.scene:
// the scene fills the numbers in itself, so the templates reach it with
// their {{0}} placeholders intact.
import type { RspText } from '../../../engine/games/rsp/types';
import type { Translate } from '../../i18n';
import { formatNumber } from '../../lib/format';

// rosetta fills {{n}} from the params: handing it the placeholders themselves keeps them.
const KEEP = ['{{0}}', '{{1}}'];

const KEYS = [
  'placeBet',
  'searching',
  'houseIn',
  'house',
  'player',
  'you',
  'round',
  'finalRound',
  'choose',
  'waiting',
  'opponentReady',
  'roundWon',
  'roundLost',
  'roundDraw',
  'noMove',
  'won',
  'lost',
  'void',
  'payout',
  'stake',
  'rock',
  'scissor',
  'paper',
] as const satisfies readonly (keyof RspText)[];

export function rspSceneText(t: Translate): RspText {
  return Object.fromEntries(KEYS.map((key) => [key, t(`games.rsp.scene.${key}`, KEEP)])) as Record<(typeof KEYS)[number], string>;
}

/** Coins as the docks write them: whole, or with both decimals. */
export const formatCoins = (n: number): string => formatNumber(n, { decimals: n % 1 === 0 ? 0 : 2 });
