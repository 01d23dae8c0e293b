// Find The Odd on the game platform (server/games/README.md, "A new game").
import { GAME_RULES } from '../../../contract/constants';
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
  simulations: async () => [ftoRandomTapper(tableOf(loadPictureSets()))],
};
