// The built app as the server sends it: hashed assets cached for a year and
// sent pre-compressed when the browser accepts it (scripts/vite-precompress.ts
// writes the .br/.gz siblings), the shell never cached, client routes get the shell.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPlugin } from '../../server/http/static';

let dir: string;
let app: FastifyInstance;
const JS = `export const big = ${JSON.stringify('x'.repeat(4000))};`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets/app-abc123.js'), JS);
  writeFileSync(join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(JS));
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
});
