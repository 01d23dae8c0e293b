import type { Kysely } from 'kysely';
import { PAGE_SLUGS, type Faq, type Page, type PageSlug } from '../../contract/schemas/content';
import type { Database } from '../db/schema';

/** Helpdesk FAQs in the operator's order. */
export async function listFaqs(db: Kysely<Database>): Promise<Faq[]> {
  const rows = await db.selectFrom('faqs').select(['id', 'question', 'answer']).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, question: r.question, answer: r.answer }));
}

export const isPageSlug = (slug: string): slug is PageSlug => (PAGE_SLUGS as readonly string[]).includes(slug);

export async function getPage(db: Kysely<Database>, slug: PageSlug): Promise<Page | undefined> {
  return db.selectFrom('pages').select(['slug', 'title', 'body']).where('slug', '=', slug).executeTakeFirst();
}
