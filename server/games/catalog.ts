// The games list and detail (GET games, GET games/:slug): each card's state
// from its dates, status and maintenance flag at the server's `now`, art per
// language with today's seasonal variant, and the figures each game's table
// gives (its descriptor's `figures`: the wheels' odds of every slot).
import type { Kysely } from 'kysely';
import type { Localized } from '../../contract/schemas/common';
import type { GameCard, GameDetail } from '../../contract/schemas/games';
import type { Database } from '../db/schema';
import { UPLOADS_PREFIX } from '../lib/uploads';
import { serverGame } from './platform/registry';
import { findGame, gameState, isSlug, type GameRow } from './rows';
import { seasonalCardImg } from './seasonal';

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

/** The detail of a slug, or undefined for a slug the catalogue does not hold. */
export async function gameDetail(db: Kysely<Database>, slug: string, now: Date): Promise<GameDetail | undefined> {
  const row = await findGame(db, slug);
  const card = row && toCard(row, now);
  if (!row || !card) return undefined;
  const withUploads = (lang: 'en' | 'zh' | 'ms') => ({
    ...row.content[lang],
    screenshots: row.content[lang].screenshots.map((s) => UPLOADS_PREFIX + s),
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
  const figures = await serverGame(row.slug)?.figures?.(db, now);
  return figures ? { ...detail, ...figures } : detail;
}
