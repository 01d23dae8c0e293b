import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { AjvCompiler, type Options } from '@fastify/ajv-compiler';

// The pool's typings describe its compiler as taking a bare schema; Fastify
// calls it (and it runs) with the route's schema definition, as setValidatorCompiler expects.
const compiler = (customOptions: Options) => AjvCompiler()({}, { customOptions }) as unknown as FastifySchemaCompiler<unknown>;

/**
 * Fastify's validator coerces types, which a path or a query needs (all its
 * values arrive as text) and a JSON body must not have: there a null beside
 * an integer became 0 (card 0, a stock of 0) and a 0 became null, a null
 * string became "". Bodies are validated as sent; parameters, query and
 * headers keep the coercion. Registered before any route.
 */
export const exactBodies = fp(async (app: FastifyInstance) => {
  const coercing = compiler({ coerceTypes: 'array' });
  const exact = compiler({ coerceTypes: false });
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? exact : coercing)(route));
});
