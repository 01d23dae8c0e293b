// Fetch hooks for the operator-edited content (SPEC: FAQs, static pages) and
// the player's profile. Content arrives in all three languages at once, so a
// language switch needs no new request.
import { API } from '../../contract/routes';
import type { Profile } from '../../contract/schemas/account';
import type { Faq, Page, PageSlug } from '../../contract/schemas/content';
import { useRemote } from './useRemote';

export const useFaqs = () => useRemote<Faq[]>(API.faqs);

export const usePage = (slug: PageSlug) => useRemote<Page>(API.page(slug));

/** Only for a logged-in player (null otherwise); never kept past the screen, it is private. */
export const useProfile = (authenticated: boolean) =>
  useRemote<Profile>(authenticated ? API.profile : null, { keep: false });
