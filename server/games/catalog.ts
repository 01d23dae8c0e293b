// The games list and detail (GET games, GET games/:slug): each card's state
// from its dates, status and maintenance flag at the server's `now`, art per
// language with today's seasonal variant, and the figures each game's table
// gives (its descriptor's `figures`: the wheels' odds of every slot).
import type { Kysely, Selectable } from 'kysely';
import { GAME_SLUGS, type GameSlug } from '../../contract/constants';
import type { Localized } from '../../contract/schemas/common';
import type { GameCard, GameDetail, GameStateName } from '../../contract/schemas/games';
import type { Database, GamesTable } from '../db/schema';
import { sharedPerTurnOn } from '../lib/sharedPerTurn';
import { UPLOADS_PREFIX } from '../lib/uploads';
import { serverGame } from './platform/registry';
import { seasonalCardImg } from './seasonal';

type GameRow = Selectable<GamesTable>;

/**
 * One state per card. Dates first (an ended game stays ended whatever else
 * is set; a game not started yet is coming soon), then the operator's
 * maintenance switch, then preparation (detail only, no play screen).
 * start_date and end_date are instants; GMT+8 matters only when an operator
 * enters a date, and the back office stores midnight GMT+8 then.
 */
export function gameState(game: Pick<GameRow, 'start_date' | 'end_date' | 'maintenance' | 'status'>, now: Date): GameStateName {
  if (game.end_date && now.getTime() >= game.end_date.getTime()) return 'ended';
  if (now.getTime() < game.start_date.getTime()) return 'comingSoon';
  if (game.maintenance) return 'maintenance';
  return game.status === 'preparation' ? 'preparation' : 'live';
}

const isSlug = (slug: string): slug is GameSlug => (GAME_SLUGS as readonly string[]).includes(slug);

const uploads = (img: Localized): Localized => ({ en: UPLOADS_PREFIX + img.en, zh: UPLOADS_PREFIX + img.zh, ms: UPLOADS_PREFIX + img.ms });

function toCard(row: GameRow, now: Date): GameCard | undefined {
  if (!isSlug(row.slug)) return undefined;
  return {
    slug: row.slug,
    key: row.key,
    tag: row.tag,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date?.toISOString() ?? null,
    state: gameState(row, now),
    cardImg: uploads(seasonalCardImg(row.slug, row.card_img, now)),
    title: { en: row.content.en.title, zh: row.content.zh.title, ms: row.content.ms.title },
  };
}

/** Every game in the operator's order. */
export async function listGames(db: Kysely<Database>, now: Date): Promise<GameCard[]> {
  const rows = await db.selectFrom('games').selectAll().orderBy('sort').orderBy('slug').execute();
  return rows.flatMap((row) => toCard(row, now) ?? []);
}

const gameRow = sharedPerTurnOn((db, slug: string) => db.selectFrom('games').selectAll().where('slug', '=', slug).executeTakeFirst());

/** A game's row; every call of a turn for the slug shares one read (a spin, a play and the detail all start with it). */
export async function findGame(db: Kysely<Database>, slug: string): Promise<GameRow | undefined> {
  if (!isSlug(slug)) return undefined;
  return gameRow(db, slug);
}

/** The detail of a slug, or undefined for a slug the catalogue does not hold. */
export async function gameDetail(db: Kysely<Database>, slug: string, now: Date): Promise<GameDetail | undefined> {
  const row = await findGame(db, slug);
  const card = row && toCard(row, now);
  if (!row || !card) return undefined;
  const withUploads = (lang: 'en' | 'zh' | 'ms') => ({
    ...row.content[lang], screenshots: row.content[lang].screenshots.map((s) => UPLOADS_PREFIX + s),
  });
  const detail: GameDetail = {
    card,
    content: { en: withUploads('en'), zh: withUploads('zh'), ms: withUploads('ms') },
    declaredRtp: row.rtp,
    exactRtp: null,
    maxOdds: row.max_odds,
    exactMaxOdds: null,
    volatility: row.volatility,
    odds: [],
  };
  const figures = await serverGame(row.slug)?.figures?.(db);
  return figures ? { ...detail, ...figures } : detail;
}
