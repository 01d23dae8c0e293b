// Operator-edited content (contract/schemas/content.ts): it arrives in all
// three languages at once, so a language switch needs no new request.
import { API } from '../../../contract/routes';
import type { Faq, Page, PageSlug } from '../../../contract/schemas/content';
import { api } from '../client';

export const fetchFaqs = (): Promise<Faq[]> => api.get<Faq[]>(API.faqs);

export const fetchPage = (slug: PageSlug): Promise<Page> => api.get<Page>(API.page(slug));
