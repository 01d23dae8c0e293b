import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Value from 'typebox/value';
import type { TSchema } from 'typebox';
import pkg from '../../package.json' with { type: 'json' };
import { fromRoot } from '../lib/projectRoot';
import { sealDocsRequest } from './docsSeal';

/** What each error status means on every route (contract/errors.ts holds the keys `message` carries). */
const ERRORS: Record<string, string> = {
  400: 'Refused input or rule: `message` is a catalogue key (contract/errors.ts), `typ` names the field or the rule',
  401: 'No live session, or wrong credentials: `message` says which',
  403: 'The session may not call this: a player who is not VIP, or an operator without the role',
  404: 'What the path names does not exist',
  409: 'It conflicts with what is there (a taken name, a decision already made)',
  413: 'The body or the upload is too large',
  429: 'Too frequent: `message` msg.tooFrequentSeconds with `typ` and `wait` (seconds), and Retry-After',
  503: 'Under maintenance',
};

type RouteSchema = NonNullable<RouteOptions['schema']> & {
  summary?: string;
  description?: string;
  body?: TSchema;
  response?: Record<string, TSchema>;
  security?: unknown[];
};

/** Who may call a route: from its security and the roles its session hook was given. */
function caller(schema: RouteSchema, roles: readonly string[] | undefined, url: string): string {
  if (!schema.security) return 'anyone (no session)';
  if (url.startsWith('/api/admin/')) return `an operator session${roles ? ` with the role ${roles.join(', ')}` : ''} (bearer)`;
  return 'a signed-in player (bearer session)';
}

/**
 * Each operation's description, error answers and examples, made from the
 * schemas and summary the route already has (they validate it), so the
 * document cannot drift from what the server checks.
 */
/** An example of a schema's value, or none where TypeBox cannot make one (a refined or custom type). */
function examples(schema: RouteSchema['body']): { examples?: unknown[] } {
  try {
    return { examples: [Value.Create(schema as Parameters<typeof Value.Create>[0])] };
  } catch {
    return {};
  }
}

export function describeRoute(schema: RouteSchema, url: string, roles: readonly string[] | undefined): RouteSchema {
  const response = Object.fromEntries(
    Object.entries(schema.response ?? {}).map(([code, body]) => [
      code,
      { ...body, description: ERRORS[code] ?? 'OK', ...(code.startsWith('2') ? examples(body) : {}) },
    ]),
  );
  const lines = [
    `${schema.summary ?? url}.`,
    `Caller: ${caller(schema, roles, url)}.`,
    ...(schema.body
      ? [
          'The body travels sealed ({ data }, header encrypted-request: true); its decrypted shape is below. Outside production "Try it out" seals it.',
        ]
      : []),
    ...Object.keys(response)
      .filter((code) => ERRORS[code])
      .map((code) => `${code}: ${ERRORS[code]}.`),
  ];
  return {
    ...schema,
    description: schema.description ?? lines.join('\n\n'),
    ...(schema.body ? { body: { ...schema.body, ...examples(schema.body) } } : {}),
    ...(schema.response ? { response } : {}),
  };
}

/**
 * OpenAPI at /api/docs, generated from the same TypeBox schemas that validate.
 * With a guard (production: an operator session) every docs route, the JSON
 * included, answers only a caller the guard lets through: the public sees no map of the API.
 * Without one (development, staging) the page seals request bodies (docsSeal.ts).
 */
export const docsPlugin = fp(async (app: FastifyInstance, opts: { guard?: (request: FastifyRequest) => Promise<unknown> }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'VIP rewards club API',
        version: pkg.version,
        description:
          'Request bodies travel encrypted: { data: secretbox(JSON) } with the header encrypted-request: true. The schemas below show the decrypted shapes.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: ({ schema, url, route }) => ({
      schema: describeRoute(schema as RouteSchema, url, (route.config as { roles?: readonly string[] } | undefined)?.roles),
      url,
    }),
  });
  const { guard } = opts;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    ...(guard
      ? {
          uiHooks: {
            onRequest: async (request: FastifyRequest) => {
              await guard(request);
            },
          },
        }
      : {
          uiConfig: { requestInterceptor: sealDocsRequest },
          theme: { js: [{ filename: 'nacl.js', content: readFileSync(fromRoot('node_modules/tweetnacl/nacl-fast.min.js'), 'utf8') }] },
        }),
  });
});
