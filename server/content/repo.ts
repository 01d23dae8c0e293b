// FAQs and pages as players read them, and the content operator's edits
// (FAQs, pages, contact links, promotions, banners).
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { OptionName } from '../../contract/constants';
import type { Localized } from '../../contract/schemas/common';
import type { AdminContent } from '../../contract/schemas/console';
import {
  PAGE_SLUGS,
  type BannerInput,
  type Faq,
  type FaqInput,
  type Page,
  type PageInput,
  type PageSlug,
  type PromotionInput,
} from '../../contract/schemas/content';
import type { BannersTable, Database, FaqsTable, PromotionsTable } from '../db/schema';

/** Helpdesk FAQs in the operator's order. */
export async function listFaqs(db: Kysely<Database>): Promise<Faq[]> {
  const rows = await db.selectFrom('faqs').select(['id', 'question', 'answer']).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, question: r.question, answer: r.answer }));
}

export const isPageSlug = (slug: string): slug is PageSlug => (PAGE_SLUGS as readonly string[]).includes(slug);

export async function getPage(db: Kysely<Database>, slug: PageSlug): Promise<Page | undefined> {
  return db.selectFrom('pages').select(['slug', 'title', 'body']).where('slug', '=', slug).executeTakeFirst();
}

// The operator's edits. Each runs in the caller's transaction, beside its audit line.

type Trx = Transaction<Database>;
const json = (value: Localized): string => JSON.stringify(value);
/** sort and active only when the input names them: an edit without them keeps the row's. */
const placement = (input: { sort?: number | undefined; active?: boolean | undefined }) => ({
  ...(input.sort !== undefined ? { sort: input.sort } : {}),
  ...(input.active !== undefined ? { active: input.active } : {}),
});

export async function createFaq(trx: Trx, input: FaqInput): Promise<number> {
  const row = await trx
    .insertInto('faqs')
    .values({ question: json(input.question), answer: json(input.answer), sort: input.sort ?? 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFaq(trx: Trx, id: number, input: FaqInput): Promise<Faq | undefined> {
  return trx
    .updateTable('faqs')
    .set({ question: json(input.question), answer: json(input.answer), ...placement(input) })
    .where('id', '=', id)
    .returning(['id', 'question', 'answer'])
    .executeTakeFirst();
}

export async function deleteFaq(trx: Trx, id: number): Promise<Selectable<FaqsTable> | undefined> {
  return trx.deleteFrom('faqs').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function updatePage(trx: Trx, slug: PageSlug, input: PageInput): Promise<Page | undefined> {
  return trx
    .updateTable('pages')
    .set({ title: json(input.title), body: json(input.body) })
    .where('slug', '=', slug)
    .returning(['slug', 'title', 'body'])
    .executeTakeFirst();
}

export async function setContactOption(trx: Trx, name: OptionName, value: string): Promise<void> {
  await trx
    .insertInto('options')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
    .execute();
}

/** A promotion as stored: dates checked by the caller (checks.ts). */
const promotionValues = (input: PromotionInput, dates: { start: Date; end: Date | null }) => ({
  title: json(input.title),
  description: json(input.description),
  img: json(input.img),
  start_date: dates.start,
  end_date: dates.end,
  ...placement(input),
});

export async function createPromotion(trx: Trx, input: PromotionInput, dates: { start: Date; end: Date | null }): Promise<number> {
  const row = await trx.insertInto('promotions').values(promotionValues(input, dates)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** False for an unknown id. */
export async function updatePromotion(
  trx: Trx,
  id: number,
  input: PromotionInput,
  dates: { start: Date; end: Date | null },
): Promise<boolean> {
  const row = await trx
    .updateTable('promotions')
    .set(promotionValues(input, dates))
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deletePromotion(trx: Trx, id: number): Promise<Selectable<PromotionsTable> | undefined> {
  return trx.deleteFrom('promotions').where('id', '=', id).returningAll().executeTakeFirst();
}

const bannerValues = (input: BannerInput) => ({ img: json(input.img), link: json(input.link), ...placement(input) });

export async function createBanner(trx: Trx, input: BannerInput): Promise<number> {
  const row = await trx.insertInto('banners').values(bannerValues(input)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** False for an unknown id. */
export async function updateBanner(trx: Trx, id: number, input: BannerInput): Promise<boolean> {
  const row = await trx.updateTable('banners').set(bannerValues(input)).where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function deleteBanner(trx: Trx, id: number): Promise<Selectable<BannersTable> | undefined> {
  return trx.deleteFrom('banners').where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Promotions and banners as the content editor works on them: hidden and
 * scheduled rows too, image paths as stored, so a save sends back what it loaded.
 */
export async function editableMedia(db: Kysely<Database>): Promise<Pick<AdminContent, 'promotions' | 'banners'>> {
  const [promotions, banners] = await Promise.all([
    db.selectFrom('promotions').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute(),
  ]);
  return {
    promotions: promotions.map((p) => ({
      id: p.id,
      sort: p.sort,
      active: p.active,
      title: p.title,
      description: p.description,
      img: p.img,
      startDate: p.start_date.toISOString(),
      endDate: p.end_date?.toISOString() ?? null,
    })),
    banners: banners.map((b) => ({ id: b.id, sort: b.sort, active: b.active, img: b.img, link: b.link })),
  };
}
