import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { OPTION_NAMES } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import { ADMIN_API } from '../../contract/adminRoutes';
import { ErrorBody, Ok, SerialId } from '../../contract/schemas/common';
import { AdminContent, CONSOLE_API } from '../../contract/schemas/console';
import { BannerInput, Created, Faq, FaqInput, OptionInput, Page, PageInput, PromotionInput } from '../../contract/schemas/content';
import { audit } from '../auth/audit';
import { operatorSession } from '../auth/hook';
import { CONTENT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { isOptionName, listContactOptions } from '../lib/options';
import { assertImages, assertLinks, isExternalLink, promotionDates } from './checks';
import {
  createBanner,
  createFaq,
  createPromotion,
  deleteBanner,
  deleteFaq,
  deletePromotion,
  editableMedia,
  isPageSlug,
  setContactOption,
  updateBanner,
  updateFaq,
  updatePage,
  updatePromotion,
} from './repo';

/** FAQs, promotions and banners have serial (int4) ids. */
const IdParams = Type.Object({ id: SerialId });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const common = { tags: ['operator content'], security: [{ bearer: [] }] };
const notFound = (): AppError => new AppError(404, MSG.invalidRequest);
const ok = { ok: true as const };

/**
 * The content editor's calls (roles admin and content): FAQs, pages, contact
 * links, promotions and banners (pictures are paths under the uploads
 * folder), and GET admin/content to load them for editing. Each write and
 * its audit line share one transaction: no edit without its trace.
 */
export const contentOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db } = deps;
  await base.register(operatorSession, { ...deps, roles: CONTENT_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `/${CONSOLE_API.content}`,
    {
      schema: {
        tags: ['operator console'],
        security: [{ bearer: [] }],
        summary: 'Promotions, banners and contact links for editing',
        response: { 200: AdminContent, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => {
      const [media, options] = await Promise.all([editableMedia(db), listContactOptions(db)]);
      return { ...media, options };
    },
  );

  app.post(
    `/${ADMIN_API.faqs}`,
    {
      schema: { ...common, summary: 'Add a FAQ', body: FaqInput, response: { 200: Created, ...errors } },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const id = await createFaq(trx, request.body);
        await audit(trx, request.operator, 'faq.create', String(id), request.body);
        return { id };
      }),
  );

  app.put(
    `/${ADMIN_API.faqs}/:id`,
    {
      schema: { ...common, summary: 'Edit a FAQ', params: IdParams, body: FaqInput, response: { 200: Faq, ...errors } },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const row = await updateFaq(trx, request.params.id, request.body);
        if (!row) throw notFound();
        await audit(trx, request.operator, 'faq.update', String(row.id), request.body);
        return row;
      }),
  );

  app.delete(
    `/${ADMIN_API.faqs}/:id`,
    {
      schema: { ...common, summary: 'Remove a FAQ', params: IdParams, response: { 200: Ok, ...errors } },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const row = await deleteFaq(trx, request.params.id);
        if (!row) throw notFound();
        await audit(trx, request.operator, 'faq.delete', String(row.id), row);
        return ok;
      }),
  );

  app.put(
    `/${ADMIN_API.page(':slug')}`,
    {
      schema: {
        ...common,
        summary: 'Edit a static page',
        params: Type.Object({ slug: Type.String({ maxLength: 40 }) }),
        body: PageInput,
        response: { 200: Page, ...errors },
      },
    },
    async (request) => {
      const { slug } = request.params;
      if (!isPageSlug(slug)) throw notFound();
      return db.transaction().execute(async (trx) => {
        const row = await updatePage(trx, slug, request.body);
        if (!row) throw notFound();
        await audit(trx, request.operator, 'page.update', slug, request.body);
        return row;
      });
    },
  );

  app.put(
    `/${ADMIN_API.option(':name')}`,
    {
      schema: {
        ...common,
        summary: `Set a contact link (${OPTION_NAMES.join(', ')}); '#' hides it`,
        params: Type.Object({ name: Type.String({ maxLength: 40 }) }),
        body: OptionInput,
        response: { 200: Type.Object({ name: Type.String(), value: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const { name } = request.params;
      // Only the contact links: maintenance and business options have their own, narrower calls.
      if (!isOptionName(name)) throw notFound();
      const value = request.body.value.trim();
      if (!isExternalLink(value)) throw new AppError(400, MSG.invalidLink, { typ: 'value' });
      await db.transaction().execute(async (trx) => {
        await setContactOption(trx, name, value);
        await audit(trx, request.operator, 'option.update', name, { value });
      });
      return { name, value };
    },
  );

  const checkedPromotion = (input: PromotionInput) => {
    assertImages(input.img);
    return promotionDates(input.startDate, input.endDate);
  };
  const checkedBanner = (input: BannerInput) => {
    assertImages(input.img);
    assertLinks(input.link);
  };

  app.post(
    `/${ADMIN_API.promotions}`,
    {
      schema: { ...common, summary: 'Add a promotion', body: PromotionInput, response: { 200: Created, ...errors } },
    },
    async (request) => {
      const dates = checkedPromotion(request.body);
      return db.transaction().execute(async (trx) => {
        const id = await createPromotion(trx, request.body, dates);
        await audit(trx, request.operator, 'promotion.create', String(id), request.body);
        return { id };
      });
    },
  );

  app.put(
    `/${ADMIN_API.promotions}/:id`,
    {
      schema: { ...common, summary: 'Edit a promotion', params: IdParams, body: PromotionInput, response: { 200: Ok, ...errors } },
    },
    async (request) => {
      const dates = checkedPromotion(request.body);
      return db.transaction().execute(async (trx) => {
        if (!(await updatePromotion(trx, request.params.id, request.body, dates))) throw notFound();
        await audit(trx, request.operator, 'promotion.update', String(request.params.id), request.body);
        return ok;
      });
    },
  );

  app.delete(
    `/${ADMIN_API.promotions}/:id`,
    {
      schema: { ...common, summary: 'Remove a promotion', params: IdParams, response: { 200: Ok, ...errors } },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const row = await deletePromotion(trx, request.params.id);
        if (!row) throw notFound();
        await audit(trx, request.operator, 'promotion.delete', String(row.id), row);
        return ok;
      }),
  );

  app.post(
    `/${ADMIN_API.banners}`,
    {
      schema: { ...common, summary: 'Add a banner', body: BannerInput, response: { 200: Created, ...errors } },
    },
    async (request) => {
      checkedBanner(request.body);
      return db.transaction().execute(async (trx) => {
        const id = await createBanner(trx, request.body);
        await audit(trx, request.operator, 'banner.create', String(id), request.body);
        return { id };
      });
    },
  );

  app.put(
    `/${ADMIN_API.banners}/:id`,
    {
      schema: { ...common, summary: 'Edit a banner', params: IdParams, body: BannerInput, response: { 200: Ok, ...errors } },
    },
    async (request) => {
      checkedBanner(request.body);
      return db.transaction().execute(async (trx) => {
        if (!(await updateBanner(trx, request.params.id, request.body))) throw notFound();
        await audit(trx, request.operator, 'banner.update', String(request.params.id), request.body);
        return ok;
      });
    },
  );

  app.delete(
    `/${ADMIN_API.banners}/:id`,
    {
      schema: { ...common, summary: 'Remove a banner', params: IdParams, response: { 200: Ok, ...errors } },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const row = await deleteBanner(trx, request.params.id);
        if (!row) throw notFound();
        await audit(trx, request.operator, 'banner.delete', String(row.id), row);
        return ok;
      }),
  );
};
