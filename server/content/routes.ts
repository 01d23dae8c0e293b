import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { FaqList, Page } from '../../contract/schemas/content';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { getPage, isPageSlug, listFaqs } from './repo';

/** What the helpdesk, terms, privacy and ambassador screens read; public, as those paths are (SPEC section 5). */
export const contentRoutes: FastifyPluginAsync<AppDeps> = async (base, { db }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `/${API.faqs}`,
    {
      schema: { tags: ['content'], summary: 'Helpdesk FAQs in every language, in display order', response: { 200: FaqList } },
    },
    async () => listFaqs(db),
  );

  app.get(
    `/${API.page(':slug')}`,
    {
      schema: {
        tags: ['content'],
        summary: 'A static page: terms, privacy or brand-ambassador',
        // A plain string here, so an unknown slug is a 404 rather than a validation 400.
        params: Type.Object({ slug: Type.String({ maxLength: 40 }) }),
        response: { 200: Page, 404: ErrorBody },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const page = isPageSlug(slug) ? await getPage(db, slug) : undefined;
      if (!page) throw new AppError(404, MSG.invalidRequest);
      return page;
    },
  );
};
