import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/schemas/common';
import { AdminContent, CONSOLE_API } from '../../contract/schemas/console';
import { requireOperator } from '../auth/operators';
import { CONTENT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { listContactOptions } from '../lib/options';

/**
 * GET admin/content: the promotions, banners and contact links as the
 * content editor works on them. The players' calls show only what runs now
 * with full image URLs; an editor needs the hidden and scheduled rows too,
 * with the image paths as stored, so a save sends back what it loaded.
 */
export const consoleContentRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(`/${CONSOLE_API.content}`, {
    schema: {
      tags: ['operator console'], security: [{ bearer: [] }], summary: 'Promotions, banners and contact links for editing',
      response: { 200: AdminContent, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request) => {
    await requireOperator(db, request, CONTENT_ROLES, clock());
    const [promotions, banners, options] = await Promise.all([
      db.selectFrom('promotions').selectAll().orderBy('sort').orderBy('id').execute(),
      db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute(),
      listContactOptions(db),
    ]);
    return {
      promotions: promotions.map((p) => ({
        id: p.id, sort: p.sort, active: p.active, title: p.title, description: p.description, img: p.img,
        startDate: p.start_date.toISOString(), endDate: p.end_date?.toISOString() ?? null,
      })),
      banners: banners.map((b) => ({ id: b.id, sort: b.sort, active: b.active, img: b.img, link: b.link })),
      options,
    };
  });
};
