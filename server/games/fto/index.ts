// Find The Odd on the game platform (server/games/README.md, "A new game").
import { GAME_RULES } from '../../../contract/constants';
import { FTO_CHANCE_MEAN_COINS, FTO_COIN_PER_CORRECT, FTO_MAX_COINS, FTO_ROUNDS } from '../../../contract/games/ftoRules';
import type { ServerGame } from '../platform/game';
import { countStartedSince, settledPage } from '../platform/rounds';
import { startOfBusinessDay } from '../../lib/businessDay';
import { historyRow } from './history';
import { loadPictureSets } from './pictures';
import { tableOf } from './play';
import { ftoRoutes } from './routes';
import { ftoRandomTapper } from './simulation';

export const ftoGame: ServerGame<'fto'> = {
  slug: 'fto',
  key: 'FTO',
  historyType: 'FINDTHEODD',
  routes: ftoRoutes,
  /** SPEC 3: the card game's record carries plays left today, and the last play's reward and motion. */
  async playRecord(db, playerId, now) {
    const started = await countStartedSince(db, playerId, 'FTO', startOfBusinessDay(now));
    const [last] = await settledPage(db, playerId, 'FTO', { limit: 1 });
    const rm = Math.max(0, GAME_RULES.FTO.freePlaysPerDay - started);
    if (!last) return { rm };
    const row = historyRow(last);
    return { rm, reward: row.reward, motion: row.motion };
  },
  /** A free play: what it can earn, from the rules the play is settled by (the detail's RTP and max odds mean nothing without a stake). */
  figures: async () => ({
    freePlay: {
      playsPerDay: GAME_RULES.FTO.freePlaysPerDay,
      rounds: FTO_ROUNDS,
      coinsPerRightAnswer: FTO_COIN_PER_CORRECT,
      maxCoins: FTO_MAX_COINS,
      chanceMeanCoins: FTO_CHANCE_MEAN_COINS,
    },
  }),
  simulations: async () => [ftoRandomTapper(tableOf(loadPictureSets()))],
};
