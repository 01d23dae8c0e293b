// The six games of SPEC section 2, in the list order the spec gives.
import { GAME_KEY_BY_SLUG, GAME_RULES, type GameSlug, type Lang } from '../../../contract/constants';
import { WAGER_GAMES } from '../../../contract/limitsRules';
import type { LedgerTx } from '../../ledger';
import type { GameContent, GamesTable } from '../schema';
import { GAME_TITLES } from './art/captions';
import { art } from './art/paths';
import { GAME_TEXT } from './game-text';
import { days, json } from './util';

interface GameSeed {
  slug: GameSlug;
  tag: GamesTable['tag'];
  status: GamesTable['status'];
  volatility: GamesTable['volatility'];
}

/** Order is the list order (sort 1..6): SQUIDGAME HOT, SPINWHEEL, ROCKSCISSORPAPER NEW, FTO, LUCKYEGG NEW, SPINWHEELV2. */
export const SEED_GAMES: readonly GameSeed[] = [
  { slug: 'squidgame', tag: 'HOT', status: 'live', volatility: 'high' },
  { slug: 'spin-wheel', tag: null, status: 'live', volatility: 'medium' },
  { slug: 'rock-scissor-paper', tag: 'NEW', status: 'live', volatility: 'medium' },
  { slug: 'fto', tag: null, status: 'live', volatility: 'low' },
  { slug: 'lucky-egg', tag: 'NEW', status: 'live', volatility: 'high' },
  { slug: 'spinwheelv2', tag: null, status: 'live', volatility: 'medium' },
];

function content(slug: GameSlug): Record<Lang, GameContent> {
  const build = (lang: Lang): GameContent => ({
    title: GAME_TITLES[slug][lang],
    ...GAME_TEXT[slug][lang],
    screenshots: art.screens(slug),
  });
  return { en: build('en'), zh: build('zh'), ms: build('ms') };
}

export async function seedGames(trx: LedgerTx, now: Date): Promise<void> {
  await trx
    .insertInto('games')
    .values(
      SEED_GAMES.map((g, i) => {
        const key = GAME_KEY_BY_SLUG[g.slug];
        return {
          slug: g.slug,
          key,
          tag: g.tag,
          sort: i + 1,
          // Started a while ago; none has an end date (SPEC section 2).
          start_date: days(now, -90),
          end_date: null,
          status: g.status,
          card_img: json(art.card(g.slug)),
          content: json(content(g.slug)),
          rtp: GAME_RULES[key].rtp,
          max_odds: GAME_RULES[key].maxOdds,
          volatility: g.volatility,
          // Stakes of whole coins, 1 to 1,000, for the games a player stakes on (operators change them in the console).
          ...((WAGER_GAMES as readonly string[]).includes(key) ? { min_bet: 1, max_bet: 1000 } : {}),
        };
      }),
    )
    .execute();
}
