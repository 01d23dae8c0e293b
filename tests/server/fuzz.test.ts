import { afterAll, beforeAll, expect, it } from 'vitest';
import { fuzz } from './fuzzOpenApi';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

// Brief here (npm test); `npm run bench:fuzz` runs it at length on PGlite and PostgreSQL.
const RUNS = 400;

it(`answers ${RUNS} generated requests over every OpenAPI operation below 500, each in time`, async () => {
  const stats = await fuzz(t, { runs: RUNS });
  expect(stats.failures).toEqual([]);
  expect(stats.requests).toBe(RUNS);
  expect(stats.operations).toBeGreaterThan(50);
}, 180_000);
