// A property-based fuzz over every operation of the OpenAPI document the app
// serves: fast-check builds requests from each operation's own schemas, as
// the client would send them (sealed bodies, the right bearer) and as an
// attacker would (values past their bounds, text the database cannot store,
// wrong types, missing and unknown fields, bodies unsealed, truncated or not
// JSON, no or a foreign token). Every answer must come within the time limit
// and below 500 (the one 5xx the product means is maintenance's 503), and a
// secured operation called without a session must answer 401 before anything
// else; every refusal carries a message key of the catalogue.
// Used briefly by tests/server/fuzz.test.ts (npm test) and at length by bench/fuzz.ts.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { encryptJson } from '../../contract/cipher';
import { MSG } from '../../contract/errors';
import { HEADERS } from '../../contract/routes';
import type { LoginResponse } from '../../contract/schemas/auth';
import { hashPassword } from '../../server/auth/password';
import { DEMO_OPERATOR } from '../../server/db/seed';
import type { TestApp } from './helpers/app';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI form: /api/games/{slug}/history */
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
  secured: boolean;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; security?: unknown[] }>
  >;
}

/**
 * Logging out ends the session the fuzz holds for the rest of the run; it is
 * an operation like the others, tested in its own files.
 */
const SKIPPED = /\/logout$/;

/** Every operation of the app's OpenAPI document. */
export async function operationsOf(t: TestApp): Promise<Operation[]> {
  await t.app.ready();
  const doc = t.app.swagger() as unknown as OpenApiDoc;
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (SKIPPED.test(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        secured: (op.security?.length ?? 0) > 0,
      });
    }
  }
  return ops;
}

const LONG = 'x'.repeat(70_000);
/** Values an attacker tries in any place: past every column, unstorable text, the wrong type. */
const hostileValue = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  -0.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 31,
  -(2 ** 31) - 1,
  1.2345678901234567e19,
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  LONG,
  '1e308',
  '12345678901234567890',
  '-1',
  'NaN',
  'null',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '😀'.repeat(40),
  '\u202Eevil',
  [],
  [null],
  {},
  { $gt: '' },
);

function typesOf(schema: Schema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** A value the schema accepts, most of the time at an edge of it. */
function conforming(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => conforming(s, depth)));
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    const min = Math.max(schema.minimum ?? -(2 ** 40), Number.MIN_SAFE_INTEGER);
    const max = Math.min(schema.maximum ?? 2 ** 40, Number.MAX_SAFE_INTEGER);
    const edges = fc.constantFrom(min, max, Math.min(max, Math.max(min, 0)), Math.min(max, Math.max(min, 1)));
    const inside = types.includes('integer')
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true });
    return fc.oneof(edges, inside);
  }
  if (types.includes('boolean')) return fc.boolean();
  if (types.includes('string')) {
    const maxLength = Math.min(schema.maxLength ?? 80, 200);
    const minLength = Math.min(schema.minLength ?? 0, maxLength);
    if (schema.pattern) {
      // fast-check cannot generate from lookarounds: without them, the text may miss the whole
      // pattern now and then, which a fuzz can only welcome (no filter: one that rarely passes never ends).
      return fc.stringMatching(new RegExp(schema.pattern.replace(/\(\?<?[=!][^)]*\)/g, ''), 'u'));
    }
    return fc.oneof(fc.string({ minLength, maxLength, unit: 'grapheme' }), fc.constant('x'.repeat(maxLength)));
  }
  if (types.includes('array')) {
    if (depth > 3 || !schema.items) return fc.constant([]);
    return fc.array(conforming(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
  }
  if (types.includes('object') || schema.properties) return objectOf(schema, depth);
  return fc.anything({ maxDepth: 1 });
}

/** An object of the schema's fields: the required ones mostly there, a field now and then hostile or unknown. */
function objectOf(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const props = Object.entries(schema.properties ?? {});
  if (depth > 3) return fc.constant({});
  // A roll of 0 leaves the field out (required or not).
  const fields = props.map(([name, s]) => fc.tuple(fc.constant(name), fc.nat({ max: 19 }), fieldValue(s, depth + 1)));
  return fc
    .tuple(fc.tuple(...fields), fc.option(fc.tuple(fc.string({ maxLength: 12 }), hostileValue), { freq: 8 }))
    .map(([entries, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [name, roll, value] of entries) {
        if (roll === 0) continue;
        out[name] = value;
      }
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
}

/** A field's value: mostly what the schema accepts, sometimes hostile. */
function fieldValue(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 6, arbitrary: conforming(schema, depth) }, { weight: 1, arbitrary: hostileValue });
}

/** A value written into a URL (path segment or query), as text. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

type BodyMode = 'sealed' | 'plain' | 'not-json' | 'sealed-garbage' | 'multipart-truncated' | 'none';
type Caller = 'right' | 'other' | 'none' | 'garbage';

export interface FuzzRequest {
  op: Operation;
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
  bodyMode: BodyMode;
  caller: Caller;
}

/** One request for one operation. */
export function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map((p) => fieldValue(p.schema ?? {}, 1).map((v) => [p.name, asText(v)] as const)))
    .map((pairs) => Object.fromEntries(pairs) as Record<string, string>);
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(
          fieldValue(p.schema ?? {}, 1).map((v) => [p.name, asText(v)] as [string, string]),
          { freq: 3 },
        ),
      ),
    )
    .map((pairs) => pairs.filter((p): p is [string, string] => p !== null));
  const body = op.body ? fieldValue(op.body, 0) : fc.constant(undefined);
  const bodyMode = fc.constantFrom<BodyMode>(
    ...(op.body
      ? ([
          'sealed',
          'sealed',
          'sealed',
          'sealed',
          'sealed',
          'sealed',
          'plain',
          'not-json',
          'sealed-garbage',
          'multipart-truncated',
          'none',
        ] as const)
      : (['none', 'none', 'none', 'sealed', 'multipart-truncated'] as const)),
  );
  const caller = fc.constantFrom<Caller>(
    ...(op.secured
      ? (['right', 'right', 'right', 'right', 'right', 'right', 'other', 'none', 'garbage'] as const)
      : (['none', 'none', 'right'] as const)),
  );
  return fc.record({ op: fc.constant(op), path, query, body, bodyMode, caller });
}

export interface Callers {
  player: string;
  operator: string;
}

/** A verified player and the demo operator, logged in, for the secured operations. */
export async function loginCallers(t: TestApp): Promise<Callers> {
  const uid = `fuzz${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const password = 'fuzz12345';
  await t.db
    .insertInto('players')
    .values({ uid, full_name: 'Fuzz Player', password_hash: await hashPassword(password), phone: null, role: 'vip', verified: true })
    .execute();
  const player = await t.call('POST', '/api/auth/login', { body: { uid, password }, ip: '10.250.0.1' });
  const operator = await t.call('POST', '/api/admin/login', { body: DEMO_OPERATOR, ip: '10.250.0.2' });
  if (player.statusCode !== 200 || operator.statusCode !== 200) throw new Error(`fuzz logins failed: ${player.body} ${operator.body}`);
  return { player: player.json<LoginResponse>().token, operator: operator.json<{ token: string }>().token };
}

/** Percent-encoding that also writes a lone surrogate (as the three bytes WTF-8 gives it), which encodeURIComponent refuses. */
function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

function urlOf(r: FuzzRequest): string {
  const path = r.op.path.replace(/\{(\w+)\}/g, (_, name: string) => percentEncode(r.path[name] ?? 'x') || 'x');
  const query = r.query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

function tokenOf(r: FuzzRequest, callers: Callers): string | undefined {
  const operatorOp = r.op.path.startsWith('/api/admin');
  switch (r.caller) {
    case 'right':
      return operatorOp ? callers.operator : callers.player;
    case 'other':
      return operatorOp ? callers.player : callers.operator;
    case 'garbage':
      return 'not-a-token';
    case 'none':
      return undefined;
  }
}

/** The request as it goes on the wire. */
function injectOf(t: TestApp, r: FuzzRequest, callers: Callers) {
  const token = tokenOf(r, callers);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | undefined;
  switch (r.bodyMode) {
    case 'sealed':
      headers[HEADERS.encrypted] = 'true';
      headers['content-type'] = 'application/json';
      payload = JSON.stringify({ data: encryptJson(t.config.cipherKey, r.body ?? {}) });
      break;
    case 'plain':
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(r.body ?? null);
      break;
    case 'not-json':
      headers[HEADERS.encrypted] = 'true';
      headers['content-type'] = 'application/json';
      payload = '{"data": "unterminated';
      break;
    case 'sealed-garbage':
      headers[HEADERS.encrypted] = 'true';
      headers['content-type'] = 'application/json';
      payload = JSON.stringify({ data: 'AAAA' });
      break;
    case 'multipart-truncated':
      headers['content-type'] = 'multipart/form-data; boundary=x';
      payload = '--x\r\n\r\n';
      break;
    case 'none':
      break;
  }
  return { method: r.op.method, url: urlOf(r), headers, ...(payload !== undefined ? { payload } : {}) };
}

/** The operations that close the service (or a game) on purpose: the fuzz opens it again after each. */
const MAINTENANCE_SWITCH = /maintenance$/;

async function switchOff(t: TestApp, r: FuzzRequest, callers: Callers): Promise<void> {
  const off = r.op.path === '/api/admin/maintenance' ? { maintenance: 0 } : { maintenance: false };
  const res = await t.app.inject(injectOf(t, { ...r, body: off, bodyMode: 'sealed', caller: 'right' }, callers));
  if (res.statusCode !== 200) throw new Error(`could not end maintenance: ${res.statusCode} ${res.body}`);
}

/** 5xx is a failure except maintenance's 503, which says the service is closed on purpose. */
function acceptable(res: LightMyRequestResponse): boolean {
  if (res.statusCode < 500) return true;
  if (res.statusCode !== 503) return false;
  const message = (res.json() as { message?: unknown }).message;
  return message === MSG.systemMaintenance || message === MSG.gameMaintenance;
}

/** A URL the router refuses before any route runs: not valid UTF-8 once decoded, or a parameter past maxParamLength (414). */
function refusedByRouter(url: string, res: LightMyRequestResponse): boolean {
  if (res.statusCode === 414) return true;
  try {
    decodeURIComponent(url);
    return false;
  } catch {
    return true;
  }
}

/**
 * A path parameter of "." or ".." (percent-encoded too): URL resolution drops
 * such a segment (WHATWG URL, which inject follows, as browsers and fetch do),
 * so the request names another path and not this operation.
 */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=[/?]|$)/i;

/** A secured operation without a live session is a 401 whatever its body or parameters: the token is checked first. */
function authenticatedFirst(r: FuzzRequest, url: string, res: LightMyRequestResponse): boolean {
  return (
    !r.op.secured ||
    (r.caller !== 'none' && r.caller !== 'garbage') ||
    res.statusCode === 401 ||
    refusedByRouter(url, res) ||
    DOT_SEGMENT.test(url)
  );
}

const CATALOGUE = new Set<unknown>(Object.values(MSG));

/** Every refusal reads { message: <a key of the catalogue> } (contract/errors.ts), whoever produced it. */
function catalogued(res: LightMyRequestResponse): boolean {
  if (res.statusCode < 400) return true;
  try {
    return CATALOGUE.has((res.json() as { message?: unknown }).message);
  } catch {
    return false;
  }
}

export interface FuzzStats {
  operations: number;
  requests: number;
  statuses: Record<string, number>;
  failures: string[];
}

/**
 * Runs `runs` requests over the operations (each run picks one), and fails
 * on the first answer that is a 5xx, does not come within timeoutMs, or
 * throws. Stops at the first failure (no shrinking: the app's state moved on).
 */
export async function fuzz(t: TestApp, opts: { runs: number; seed?: number; timeoutMs?: number }): Promise<FuzzStats> {
  const operations = await operationsOf(t);
  const callers = await loginCallers(t);
  const stats: FuzzStats = { operations: operations.length, requests: 0, statuses: {}, failures: [] };
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const property = fc.asyncProperty(fc.constantFrom(...operations).chain(requestFor), async (r) => {
    const request = injectOf(t, r, callers);
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const res = await Promise.race([t.app.inject(request), hang]);
      if (res.statusCode === 200 && MAINTENANCE_SWITCH.test(r.op.path)) await switchOff(t, r, callers);
      stats.requests++;
      stats.statuses[res.statusCode] = (stats.statuses[res.statusCode] ?? 0) + 1;
      if (!acceptable(res) || !authenticatedFirst(r, request.url, res) || !catalogued(res)) {
        const sent = JSON.stringify({ mode: r.bodyMode, caller: r.caller, body: r.body }).slice(0, 400);
        stats.failures.push(`${request.method} ${request.url.slice(0, 300)} ${sent} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
        return false;
      }
      return true;
    } finally {
      clearTimeout(timer);
    }
  });
  const result = await fc.check(property, { numRuns: opts.runs, seed: opts.seed, endOnFailure: true });
  if (result.failed && stats.failures.length === 0) {
    stats.failures.push(`${String(result.errorInstance ?? 'failed')} (seed ${result.seed}, path ${result.counterexamplePath ?? ''})`);
  }
  return stats;
}
