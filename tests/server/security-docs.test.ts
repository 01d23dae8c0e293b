import nacl from 'tweetnacl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PLAYER } from '../../server/db/seed';
import { sealDocsRequest, type DocsRequest } from '../../server/http/docsSeal';
import { operatorToken, registerPlayer, uniqueIp } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';

let prod: TestApp;
let dev: TestApp;
beforeAll(async () => {
  prod = await testApp({ mode: 'production' });
  dev = await testApp({ mode: 'development' });
});
afterAll(async () => {
  await prod.close();
  await dev.close();
});

interface Operation {
  description?: string;
  requestBody?: { content: Record<string, { schema?: unknown; example?: unknown; examples?: unknown }> };
  responses: Record<string, { description?: string }>;
}

/** Whether a JSON schema holds a string with a pattern or a format anywhere. */
function constrainedString(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const node = schema as Record<string, unknown>;
  if (node.type === 'string' && (node.pattern !== undefined || node.format !== undefined)) return true;
  return Object.values(node).some((value) => (Array.isArray(value) ? value.some(constrainedString) : constrainedString(value)));
}

describe('the API document', () => {
  it('describes every operation with its caller and each error it answers, with examples from the schemas', async () => {
    const doc = (await dev.call('GET', '/api/docs/json')).json<{ paths: Record<string, Record<string, Operation>> }>();
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ at: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const { at, op } of operations) {
      expect(op.description, at).toMatch(/Caller: /);
      for (const [code, answer] of Object.entries(op.responses)) {
        if (code.startsWith('4') || code.startsWith('5')) expect(op.description, `${at} ${code}`).toContain(`${code}: `);
        expect(answer.description, `${at} ${code}`).not.toBe('Default Response');
      }
      const json = op.requestBody?.content['application/json'];
      // TypeBox makes no example of a string with a pattern or format (a UID, a date): those bodies go without.
      if (json && !constrainedString(json.schema)) expect(json.example ?? json.examples, at).toBeDefined();
    }
  });
});

describe('"Try it out" outside production', () => {
  it('the docs page loads the sealing interceptor and tweetnacl', async () => {
    expect((await dev.call('GET', '/api/docs/static/swagger-initializer.js')).body).toContain('requestInterceptor');
    const naclFile = await dev.call('GET', '/api/docs/static/theme/nacl.js');
    expect(naclFile.statusCode).toBe(200);
    expect(naclFile.body).toContain('secretbox');
  });

  it('seals a JSON body the way the app opens it', async () => {
    // The page's globals: tweetnacl, and fetch reaching this app.
    vi.stubGlobal('nacl', nacl);
    vi.stubGlobal('fetch', async (url: URL) => {
      const res = await dev.app.inject({ method: 'GET', url: url.pathname });
      return { json: async () => res.json() };
    });
    try {
      const body = JSON.stringify({ uid: DEMO_PLAYER.uid, password: DEMO_PLAYER.password });
      const request: DocsRequest = {
        url: 'http://localhost/api/auth/login',
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
      };
      const sealed = await sealDocsRequest(request);
      expect(sealed.body).not.toContain(DEMO_PLAYER.password);
      const res = await dev.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: sealed.body as string,
        headers: { ...(sealed.headers as Record<string, string>), 'x-forwarded-for': uniqueIp() },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toHaveProperty('token');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the API docs in production', () => {
  it('are closed to the public and to players', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await prod.call('GET', url)).statusCode).toBe(401);
    }
    const { token } = await registerPlayer(prod);
    expect((await prod.call('GET', '/api/docs/json', { token })).statusCode).toBe(401);
  });

  it('are open to an operator session', async () => {
    const res = await prod.call('GET', '/api/docs/json', { token: await operatorToken(prod) });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: object }>().paths)).toContain('/api/games');
  });
});
