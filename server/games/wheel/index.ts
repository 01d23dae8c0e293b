// Both spin wheels on the game platform: one descriptor per slug over the
// same routes (games/:slug/status, spin, history), rules and tables.
import { GAME_RULES, type GameSlug } from '../../../contract/constants';
import type { ServerGame } from '../platform/game';
import { spinAllowance } from './allowance';
import { exactRtp, maxOdds, publishedOdds } from './prizeTable';
import { wheelRoutes } from './routes';
import { loadPrizeTable, stakeOf } from './spinGames';
import { spinTermsOf } from './terms';
import type { SpinGameKey } from '../../db/schema';
import { currentLadder } from '../../loyalty/tiers/ladder';

type WheelSlug = Extract<GameSlug, 'spin-wheel' | 'spinwheelv2'>;

function wheel<S extends WheelSlug>(slug: S, key: SpinGameKey): ServerGame<S> {
  return {
    slug,
    key,
    historyType: key,
    routes: wheelRoutes,
    // SPEC 3: only the second wheel's record carries what is left to spin.
    ...(key === 'SPINWHEELV2'
      ? {
          playRecord: async (db, playerId, now) => ({ rm: (await spinAllowance(db, playerId, key, now)).rm }),
        }
      : {}),
    async figures(db, now) {
      const [table, ladder] = await Promise.all([loadPrizeTable(db, key), currentLadder(db, now)]);
      const spinTerms = spinTermsOf(key, table, ladder.tiers[0]?.benefits.dailySpinLimit ?? GAME_RULES[key].dailySpinLimit);
      // A wheel without slots (an operator emptied it) publishes no figures rather than failing the page; its terms still hold.
      if (table.length === 0 || table.every((s) => s.weight === 0)) return { spinTerms };
      const stake = stakeOf(key);
      return {
        exactRtp: exactRtp(table, stake),
        exactMaxOdds: maxOdds(table, stake),
        odds: publishedOdds(table, stake),
        spinTerms,
      };
    },
    // The wheels' simulations count slot landings for a chi-square test: bench/rtp.ts runs them in a section of their own.
    simulations: async () => [],
  };
}

export const wheelGames = {
  'spin-wheel': wheel('spin-wheel', 'SPINWHEEL'),
  spinwheelv2: wheel('spinwheelv2', 'SPINWHEELV2'),
};
