import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { Ok } from '../../contract/schemas/common';
import { BannerInput, Created, PromotionInput } from '../../contract/schemas/content';
import { audit } from '../auth/audit';
import { requireOperator, type Operator } from '../auth/operators';
import { CONTENT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { assertImages, assertLinks, promotionDates } from './checks';
import { IdParams, notFound, operatorErrors } from './operator';

/**
 * Operator edits of promotions and banners (the pictures on home and the
 * promotions screen). Images are paths under the uploads folder; every write
 * and its audit line share one transaction.
 */
export const mediaOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['operator content'], security: [{ bearer: [] }] };
  const operator = (request: FastifyRequest): Promise<Operator> => requireOperator(db, request, CONTENT_ROLES, clock());

  const promotionRow = (input: PromotionInput) => {
    assertImages(input.img);
    const { start, end } = promotionDates(input.startDate, input.endDate);
    return {
      title: JSON.stringify(input.title), description: JSON.stringify(input.description), img: JSON.stringify(input.img),
      start_date: start, end_date: end,
      ...(input.sort !== undefined ? { sort: input.sort } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    };
  };

  const bannerRow = (input: BannerInput) => {
    assertImages(input.img);
    assertLinks(input.link);
    return {
      img: JSON.stringify(input.img), link: JSON.stringify(input.link),
      ...(input.sort !== undefined ? { sort: input.sort } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    };
  };

  app.post(`/${API.adminPromotions}`, {
    schema: { ...common, summary: 'Add a promotion', body: PromotionInput, response: { 200: Created, ...operatorErrors } },
  }, async (request) => {
    const op = await operator(request);
    const values = promotionRow(request.body);
    return db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('promotions').values(values).returning('id').executeTakeFirstOrThrow();
      await audit(trx, op, 'promotion.create', String(row.id), request.body);
      return { id: row.id };
    });
  });

  app.put(`/${API.adminPromotions}/:id`, {
    schema: { ...common, summary: 'Edit a promotion', params: IdParams, body: PromotionInput, response: { 200: Ok, ...operatorErrors } },
  }, async (request) => {
    const op = await operator(request);
    const values = promotionRow(request.body);
    return db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('promotions').set(values).where('id', '=', request.params.id).returning('id').executeTakeFirst();
      if (!row) throw notFound();
      await audit(trx, op, 'promotion.update', String(row.id), request.body);
      return { ok: true as const };
    });
  });

  app.delete(`/${API.adminPromotions}/:id`, {
    schema: { ...common, summary: 'Remove a promotion', params: IdParams, response: { 200: Ok, ...operatorErrors } },
  }, async (request) => {
    const op = await operator(request);
    return db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('promotions').where('id', '=', request.params.id).returningAll().executeTakeFirst();
      if (!row) throw notFound();
      await audit(trx, op, 'promotion.delete', String(row.id), row);
      return { ok: true as const };
    });
  });

  app.post(`/${API.adminBanners}`, {
    schema: { ...common, summary: 'Add a banner', body: BannerInput, response: { 200: Created, ...operatorErrors } },
  }, async (request) => {
    const op = await operator(request);
    const values = bannerRow(request.body);
    return db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('banners').values(values).returning('id').executeTakeFirstOrThrow();
      await audit(trx, op, 'banner.create', String(row.id), request.body);
      return { id: row.id };
    });
  });

  app.put(`/${API.adminBanners}/:id`, {
    schema: { ...common, summary: 'Edit a banner', params: IdParams, body: BannerInput, response: { 200: Ok, ...operatorErrors } },
  }, async (request) => {
    const op = await operator(request);
    const values = bannerRow(request.body);
    return db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('banners').set(values).where('id', '=', request.params.id).returning('id').executeTakeFirst();
      if (!row) throw notFound();
      await audit(trx, op, 'banner.update', String(row.id), request.body);
      return { ok: true as const };
    });
  });

  app.delete(`/${API.adminBanners}/:id`, {
    schema: { ...common, summary: 'Remove a banner', params: IdParams, response: { 200: Ok, ...operatorErrors } },
  }, async (request) => {
    const op = await operator(request);
    return db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('banners').where('id', '=', request.params.id).returningAll().executeTakeFirst();
      if (!row) throw notFound();
      await audit(trx, op, 'banner.delete', String(row.id), row);
      return { ok: true as const };
    });
  });
};
