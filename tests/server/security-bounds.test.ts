import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Type from 'typebox';
import { operatorToken, registerPlayer } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // A probe route with the body shape that type coercion broke: an integer or null.
  t.app.post(
    '/api/probe-nullable',
    {
      schema: {
        body: Type.Object({ n: Type.Union([Type.Integer({ minimum: 0, maximum: 9 }), Type.Null()]), s: Type.Optional(Type.String()) }),
      },
    },
    async (request) => request.body,
  );
});
afterAll(async () => {
  await t.close();
});

interface SchemaNode {
  [key: string]: unknown;
}

/** Paths (within one operation's inputs) of every number schema that lacks a finite minimum or maximum. */
function unbounded(schema: unknown, at: string, out: string[]): void {
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as SchemaNode;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const fixed = node.const !== undefined || Array.isArray(node.enum);
  if ((types.includes('integer') || types.includes('number')) && !fixed) {
    const low = node.minimum ?? node.exclusiveMinimum;
    const high = node.maximum ?? node.exclusiveMaximum;
    if (typeof low !== 'number' || typeof high !== 'number') out.push(at);
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'enum' || key === 'const' || key === 'example' || key === 'default') continue;
    if (typeof child === 'object' && child !== null) unbounded(child, `${at}/${key}`, out);
  }
}

describe('every number a caller sends has the bounds of its column', () => {
  it('in every operation of the OpenAPI document (parameters and bodies)', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { name: string; schema?: unknown }[]; requestBody?: unknown }>>;
    };
    const found: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? []) unbounded(p.schema, `${method.toUpperCase()} ${path} ${p.name}`, found);
        unbounded(op.requestBody, `${method.toUpperCase()} ${path} body`, found);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('numbers past a column are a 400, not a database failure', () => {
  it('a history cursor of 1e308 or of 20 digits', async () => {
    const { token } = await registerPlayer(t);
    for (const cursor of ['1e308', '12345678901234567890', String(2 ** 53)]) {
      const res = await t.call('GET', `/api/games/spin-wheel/history?cursor=${cursor}`, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'msg.invalidRequest' });
    }
  });

  it('an FAQ sort of 1e308 or 2^53 + 1, while the largest integer column value is kept', async () => {
    const token = await operatorToken(t);
    const faq = (sort: number) => ({ question: { en: 'q', zh: 'q', ms: 'q' }, answer: { en: 'a', zh: 'a', ms: 'a' }, sort });
    for (const sort of [1e308, 2 ** 53 + 1, 2 ** 31]) {
      const res = await t.call('POST', '/api/admin/faqs', { token, body: faq(sort) });
      expect(res.statusCode).toBe(400);
    }
    const res = await t.call('POST', '/api/admin/faqs', { token, body: faq(2 ** 31 - 1) });
    expect(res.statusCode).toBe(200);
  });
});

describe('a JSON body is validated as sent, without type coercion', () => {
  it('keeps a null beside an integer null and a 0 a 0', async () => {
    for (const n of [null, 0, 7]) {
      const res = await t.call('POST', '/api/probe-nullable', { body: { n } });
      expect(res.json()).toEqual({ n });
    }
  });

  it('refuses text where a number or a null for text is expected', async () => {
    for (const body of [{ n: '7' }, { n: null, s: null }, { n: false }]) {
      const res = await t.call('POST', '/api/probe-nullable', { body });
      expect(res.statusCode).toBe(400);
    }
  });

  it('still reads numbers in a query, which only carries text', async () => {
    const token = await operatorToken(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=5', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
  });
});
