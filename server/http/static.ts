import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MSG } from '../../contract/errors';
import { UPLOADS_PREFIX } from '../lib/uploads';

/**
 * The built PWA and the uploads. Hashed build assets are cached forever; the
 * shell and the service worker never, so a new release reaches players on
 * their next visit. Unknown paths that can be client-side routes get the
 * shell; a missing file (under /assets, or any name with an extension, as
 * /sitemap.xml) is a 404, not the shell with a 200: a crawler or a stale
 * chunk's import must not read HTML as the file it asked for. robots.txt is
 * public/robots.txt, copied into the build.
 */
/** A path the client's router may own: outside the API, uploads and build assets, and naming no file. */
function isClientRoute(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (path.startsWith('/api/') || path.startsWith(UPLOADS_PREFIX) || path.startsWith('/assets/')) return false;
  return !/\.[A-Za-z0-9]+$/.test(path);
}

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
      // The build writes .br/.gz beside each text file (scripts/vite-precompress.ts): a phone on a
      // slow network gets Phaser in ~300 kB instead of 1.4 MB.
      preCompressed: true,
      // On the reply, not reply.raw: @fastify/static 10 writes its own cache-control
      // (max-age=0) over a raw header, which made every hashed asset revalidate.
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && hasBuild && isClientRoute(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.staticDir);
    }
    return reply.status(404).send({ message: MSG.invalidRequest });
  });
});
