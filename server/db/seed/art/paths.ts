// Where the seed's art lives, shared by the seed (which stores these relative
// paths) and the generator (which writes the files), so the two cannot drift.
import { LANGS, type GameSlug, type Lang } from '../../../../contract/constants';
import type { Localized } from '../../../../contract/schemas/common';
import { fromRoot } from '../../../lib/projectRoot';

/** The folder the server serves (or copies) as the uploads path; seed paths are relative to it. */
export const SEED_UPLOADS_DIR = fromRoot('assets/seed-uploads/');

export const BANNER_NAMES = ['welcome', 'spin-wheel', 'redeem'] as const;
export type BannerName = (typeof BANNER_NAMES)[number];

export const PROMO_NAMES = ['welcome-bonus', 'daily-bonus', 'topup-rm20', 'bonus-93', 'mid-autumn'] as const;
export type PromoName = (typeof PROMO_NAMES)[number];

export const INBOX_ART = ['coins', 'redeem', 'notice'] as const;
export type InboxArt = (typeof INBOX_ART)[number];

export const SCREENS_PER_GAME = 2;

export function perLang(fn: (lang: Lang) => string): Localized {
  const [en, zh, ms] = LANGS.map(fn) as [string, string, string];
  return { en, zh, ms };
}

export const art = {
  banner: (name: BannerName): Localized => perLang((l) => `banners/${name}-${l}.svg`),
  promo: (name: PromoName): Localized => perLang((l) => `promotions/${name}-${l}.svg`),
  card: (slug: GameSlug): Localized => perLang((l) => `games/${slug}-${l}.svg`),
  merdekaCard: (): Localized => perLang((l) => `games/lucky-egg-merdeka-${l}.svg`),
  screens: (slug: GameSlug): string[] => Array.from({ length: SCREENS_PER_GAME }, (_, i) => `games/screens/${slug}-${i + 1}.svg`),
  inbox: (name: InboxArt): string => `inbox/${name}.svg`,
};
