// The built app as the server sends it: hashed assets cached for a year and
// sent pre-compressed when the browser accepts it (scripts/vite-precompress.ts
// writes the .br/.gz siblings), the shell never cached, client routes get the shell.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicPath } from '../../contract/routes';
import { staticPlugin } from '../../server/http/static';
import { CONSOLE_PATH, QA_GALLERY_PATH, ROUTE_TABLE, SETTING_CHILDREN } from '../../src/app/routeTable';

const ROBOTS = join(import.meta.dirname, '../../public/robots.txt');

let dir: string;
let app: FastifyInstance;
const JS = `export const big = ${JSON.stringify('x'.repeat(4000))};`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets/app-abc123.js'), JS);
  writeFileSync(join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(JS));
  // Vite copies public/ into the build.
  copyFileSync(ROBOTS, join(dir, 'robots.txt'));
  app = Fastify();
  await app.register(staticPlugin, { staticDir: dir, uploadDirs: [] });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it('sends a hashed asset brotli-compressed, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
  });

  it('falls back to the plain file for a browser without brotli', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(JS);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches the shell, and answers client routes with it', async () => {
    const shell = await app.inject({ url: '/index.html' });
    expect(shell.headers['cache-control']).toBe('no-cache');
    const route = await app.inject({ url: '/games/spin-wheel/play', headers: { 'accept-encoding': 'br' } });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/text\/html/);
    expect(route.body).toContain('id="root"');
  });

  it('answers a missing file with a 404, not the shell', async () => {
    for (const url of ['/sitemap.xml', '/assets/app-gone123.js', '/assets/missing', '/favicon.ico', '/wp-login.php']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('id="root"');
    }
  });

  it('serves robots.txt as a text file', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
  });
});

/** Whether a robots.txt Disallow rule (prefix, '*' any run of characters) covers `path`. */
const disallowedBy = (rules: string[], path: string): boolean =>
  rules.some((rule) =>
    new RegExp(
      `^${rule
        .split('*')
        .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'))
        .join('.*')}`,
    ).test(path),
  );

describe('robots.txt', () => {
  const rules = [...readFileSync(ROBOTS, 'utf8').matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1] ?? '');

  // A sample path of each route: every one a guest cannot open is kept from crawlers, every public one is not.
  const samples = ROUTE_TABLE.flatMap((def) => {
    const path = def.path.replace(/:\w+/g, 'x1');
    return def.id === 'setting' ? SETTING_CHILDREN.map((c) => (c ? `${path}/${c}` : path)) : [path];
  });

  it.each(samples)('%s', (path) => {
    const private_ = !isPublicPath(path) || path === '/launch';
    expect(disallowedBy(rules, path)).toBe(private_);
  });

  it('keeps out the API, the console and the QA gallery', () => {
    for (const path of ['/api/auth/refresh', CONSOLE_PATH, `${CONSOLE_PATH}/redeem`, QA_GALLERY_PATH])
      expect(disallowedBy(rules, path), path).toBe(true);
  });
});
