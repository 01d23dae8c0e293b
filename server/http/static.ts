import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MSG } from '../../contract/errors';
import { UPLOADS_PREFIX } from '../content/repo';

/**
 * The built PWA and the uploads. Hashed build assets are cached forever; the
 * shell and the service worker never, so a new release reaches players on
 * their next visit. Unknown non-API paths get the shell (client-side routes).
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { staticDir: string; uploadDirs: string[] }) => {
  const uploadRoots = opts.uploadDirs.filter((d) => existsSync(d));
  if (uploadRoots.length > 0) {
    await app.register(fastifyStatic, { root: uploadRoots, prefix: UPLOADS_PREFIX, decorateReply: false, maxAge: '1h' });
  }
  const hasBuild = existsSync(resolve(opts.staticDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.staticDir,
      wildcard: false,
      setHeaders(res, path) {
        res.raw.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && hasBuild && !request.url.startsWith('/api/') && !request.url.startsWith(UPLOADS_PREFIX)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.staticDir);
    }
    return reply.status(404).send({ message: MSG.invalidRequest });
  });
});
