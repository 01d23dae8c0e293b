// Read hooks of the operator-edited content (FAQs, static pages) and the
// player's profile, over the typed calls.
import { API } from '../../../contract/routes';
import type { PageSlug } from '../../../contract/schemas/content';
import { fetchProfile } from '../calls/account';
import { fetchFaqs, fetchPage } from '../calls/content';
import { useRemote } from './useRemote';

export const useFaqs = () => useRemote(API.faqs, fetchFaqs);

export const usePage = (slug: PageSlug) => useRemote(API.page(slug), () => fetchPage(slug));

/** Only for a logged-in player (idle otherwise); never kept past the screen, it is private. */
export const useProfile = (authenticated: boolean) => useRemote(authenticated ? API.profile : null, fetchProfile, { keep: false });
