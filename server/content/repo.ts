import type { Kysely } from 'kysely';
import { OPTION_NAMES, UNSET_LINK, type OptionName } from '../../contract/constants';
import { PAGE_SLUGS, type Faq, type Page, type PageSlug } from '../../contract/schemas/content';
import type { Banner, Promotion } from '../../contract/schemas/refresh';
import type { Database } from '../db/schema';

/** Public path under which back-office uploads (banners, art) are served. */
export const UPLOADS_PREFIX = '/uploads/';

const isOptionName = (name: string): name is OptionName => (OPTION_NAMES as readonly string[]).includes(name);

/** The contact links of the refresh data; a link nobody configured reads '#'. */
export async function listContactOptions(db: Kysely<Database>): Promise<{ name: OptionName; value: string }[]> {
  const rows = await db.selectFrom('options').select(['name', 'value']).where('name', 'in', [...OPTION_NAMES]).execute();
  return OPTION_NAMES.map((name) => ({ name, value: rows.find((r) => r.name === name)?.value || UNSET_LINK }))
    .filter((o) => isOptionName(o.name));
}

export async function listBanners(db: Kysely<Database>): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').select(['img', 'link'])
    .where('active', '=', true).orderBy('sort').orderBy('id').execute();
  return rows.map(({ img, link }) => ({
    img_en: UPLOADS_PREFIX + img.en, img_zh: UPLOADS_PREFIX + img.zh, img_ms: UPLOADS_PREFIX + img.ms,
    link_en: link.en, link_zh: link.zh, link_ms: link.ms,
  }));
}

/** Promotions running at `now`: started, not yet ended. */
export async function listPromotions(db: Kysely<Database>, now: Date): Promise<Promotion[]> {
  const rows = await db.selectFrom('promotions').selectAll()
    .where('active', '=', true).where('start_date', '<=', now)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', now)]))
    .orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    img: { en: UPLOADS_PREFIX + r.img.en, zh: UPLOADS_PREFIX + r.img.zh, ms: UPLOADS_PREFIX + r.img.ms },
    startDate: r.start_date.toISOString(),
    endDate: r.end_date?.toISOString() ?? null,
  }));
}

/** Helpdesk FAQs in the operator's order. */
export async function listFaqs(db: Kysely<Database>): Promise<Faq[]> {
  const rows = await db.selectFrom('faqs').select(['id', 'question', 'answer']).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, question: r.question, answer: r.answer }));
}

export const isPageSlug = (slug: string): slug is PageSlug => (PAGE_SLUGS as readonly string[]).includes(slug);

export async function getPage(db: Kysely<Database>, slug: PageSlug): Promise<Page | undefined> {
  return db.selectFrom('pages').select(['slug', 'title', 'body']).where('slug', '=', slug).executeTakeFirst();
}
