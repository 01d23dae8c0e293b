// What operators publish: options, banners, promotions, the games' content, FAQs and pages.
import type { Generated } from 'kysely';
import type { Json } from './columns';
import type { Localized } from '../../../contract/schemas/common';
import type { GameKey, Lang } from '../../../contract/constants';

export interface ContentTables {
  options: OptionsTable;
  banners: BannersTable;
  promotions: PromotionsTable;
  games: GamesTable;
  faqs: FaqsTable;
  pages: PagesTable;
}

export interface OptionsTable {
  name: string;
  value: string;
}

export interface BannersTable {
  id: Generated<number>;
  sort: Generated<number>;
  img: Json<Localized>;
  link: Json<Localized>;
  active: Generated<boolean>;
}

export interface PromotionsTable {
  id: Generated<number>;
  sort: Generated<number>;
  title: Json<Localized>;
  description: Json<Localized>;
  img: Json<Localized>;
  start_date: Date;
  end_date: Date | null;
  active: Generated<boolean>;
}

export interface GameContent {
  title: string;
  description: string;
  features: string[];
  screenshots: string[];
  notice: string[];
}

export interface GamesTable {
  slug: string;
  key: GameKey;
  tag: 'HOT' | 'NEW' | null;
  sort: number;
  start_date: Date;
  end_date: Date | null;
  /** 'live' games have a play screen; 'preparation' shows "Game is in preparation" */
  status: 'live' | 'preparation';
  maintenance: Generated<boolean>;
  card_img: Json<Localized>;
  content: Json<Record<Lang, GameContent>>;
  rtp: number;
  max_odds: number;
  volatility: 'low' | 'medium' | 'high';
  /** whole coins a stake may be, for the games a player stakes on (null: no stakes) */
  min_bet: number | null;
  max_bet: number | null;
  /** bumped by a trigger on every write of the game's own settings tables (migration 0021): caches of them compare it */
  settings_version: Generated<number>;
}

export interface FaqsTable {
  id: Generated<number>;
  sort: Generated<number>;
  question: Json<Localized>;
  answer: Json<Localized>;
}

export interface PagesTable {
  slug: 'terms' | 'privacy' | 'brand-ambassador';
  title: Json<Localized>;
  body: Json<Localized>;
}
