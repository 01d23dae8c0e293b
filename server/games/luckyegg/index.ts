// Lucky egg on the game platform (server/games/README.md, "Lucky egg").
import { eggExactRtp, eggMaxOdds } from '../../../contract/games/luckyEggRules';
import type { ServerGame } from '../platform/game';
import { eggRoutes } from './routes';
import { eggSimulation } from './simulation';
import { eggTable, LUCKY_EGG_OPENING_TABLE } from './table';

const times = (m: number) => `${m}x`;

export const luckyEggGame: ServerGame<'lucky-egg'> = {
  slug: 'lucky-egg',
  key: 'LUCKYEGG',
  historyType: 'LUCKYEGG',
  routes: eggRoutes,
  /** The prize table as the operator set it: each multiplier's chance, the exact return and top prize. */
  async figures(db) {
    const table = await eggTable(db);
    const total = table.reduce((s, p) => s + p.weight, 0);
    if (total <= 0) return {};
    return {
      exactRtp: eggExactRtp(table),
      exactMaxOdds: eggMaxOdds(table),
      odds: table.map((p, index) => ({
        index,
        label: { en: times(p.multiplier), zh: times(p.multiplier), ms: times(p.multiplier) },
        creditRm: 0,
        multiplier: p.multiplier,
        probability: p.weight / total,
        weight: p.weight,
      })),
    };
  },
  simulations: async () => [eggSimulation(LUCKY_EGG_OPENING_TABLE)],
};
