import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { OPTION_NAMES } from '../../contract/constants';
import { ErrorBody, Ok } from '../../contract/schemas/common';
import { Created, Faq, FaqInput, OptionInput, Page, PageInput } from '../../contract/schemas/content';
import { audit } from '../auth/audit';
import { requireOperator, type Operator } from '../auth/operators';
import { CONTENT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { isOptionName } from '../lib/options';
import { isExternalLink } from './checks';
import { isPageSlug } from './repo';

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const operatorErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
export const notFound = (): AppError => new AppError(404, MSG.invalidRequest);

/**
 * Operator edits of FAQs, pages and the contact links. Each write and its
 * audit line share one transaction: no edit without its trace.
 */
export const contentOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['operator content'], security: [{ bearer: [] }] };
  const operator = (request: FastifyRequest): Promise<Operator> => requireOperator(db, request, CONTENT_ROLES, clock());

  app.post(`/${API.adminFaqs}`, {
    schema: { ...common, summary: 'Add a FAQ', body: FaqInput, response: { 200: Created, ...operatorErrors } },
  }, async (request) => {
    const op = await operator(request);
    const { question, answer, sort } = request.body;
    return db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('faqs').values({ question: JSON.stringify(question), answer: JSON.stringify(answer), sort: sort ?? 0 })
        .returning('id').executeTakeFirstOrThrow();
      await audit(trx, op, 'faq.create', String(row.id), request.body);
      return { id: row.id };
    });
  });

  app.put(`/${API.adminFaqs}/:id`, {
    schema: { ...common, summary: 'Edit a FAQ', params: IdParams, body: FaqInput, response: { 200: Faq, ...operatorErrors } },
  }, async (request) => {
    const op = await operator(request);
    const { question, answer, sort } = request.body;
    return db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('faqs')
        .set({ question: JSON.stringify(question), answer: JSON.stringify(answer), ...(sort !== undefined ? { sort } : {}) })
        .where('id', '=', request.params.id).returning(['id', 'question', 'answer']).executeTakeFirst();
      if (!row) throw notFound();
      await audit(trx, op, 'faq.update', String(row.id), request.body);
      return row;
    });
  });

  app.delete(`/${API.adminFaqs}/:id`, {
    schema: { ...common, summary: 'Remove a FAQ', params: IdParams, response: { 200: Ok, ...operatorErrors } },
  }, async (request) => {
    const op = await operator(request);
    return db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('faqs').where('id', '=', request.params.id).returningAll().executeTakeFirst();
      if (!row) throw notFound();
      await audit(trx, op, 'faq.delete', String(row.id), row);
      return { ok: true as const };
    });
  });

  app.put(`/${API.adminPage(':slug')}`, {
    schema: {
      ...common, summary: 'Edit a static page', params: Type.Object({ slug: Type.String({ maxLength: 40 }) }),
      body: PageInput, response: { 200: Page, ...operatorErrors },
    },
  }, async (request) => {
    const op = await operator(request);
    const { slug } = request.params;
    if (!isPageSlug(slug)) throw notFound();
    return db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('pages').set({ title: JSON.stringify(request.body.title), body: JSON.stringify(request.body.body) })
        .where('slug', '=', slug).returning(['slug', 'title', 'body']).executeTakeFirst();
      if (!row) throw notFound();
      await audit(trx, op, 'page.update', slug, request.body);
      return row;
    });
  });

  app.put(`/${API.adminOption(':name')}`, {
    schema: {
      ...common, summary: `Set a contact link (${OPTION_NAMES.join(', ')}); '#' hides it`,
      params: Type.Object({ name: Type.String({ maxLength: 40 }) }), body: OptionInput,
      response: { 200: Type.Object({ name: Type.String(), value: Type.String() }), ...operatorErrors },
    },
  }, async (request) => {
    const op = await operator(request);
    const { name } = request.params;
    // Only the contact links: maintenance and business options have their own, narrower calls.
    if (!isOptionName(name)) throw notFound();
    const value = request.body.value.trim();
    if (!isExternalLink(value)) throw new AppError(400, MSG.invalidLink, { typ: 'value' });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('options').values({ name, value })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value })).execute();
      await audit(trx, op, 'option.update', name, { value });
    });
    return { name, value };
  });
};
