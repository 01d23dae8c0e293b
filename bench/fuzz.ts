// npm run bench:fuzz — the OpenAPI fuzz of tests/server/fuzzOpenApi.ts at
// length: FUZZ_RUNS requests (default 20,000; or --runs N) against a fresh
// seeded app on PGlite, then on the PostgreSQL of DATABASE_URL when it is
// set (a throwaway database, dropped after). Prints per database the
// operations, the requests, the statuses and every failure (a 5xx other
// than maintenance's 503, an answer slower than 10 s, a throw), and exits
// non-zero on any. --seed N replays a run.
import { parseArgs } from 'node:util';
import { fuzz, type FuzzStats } from '../tests/server/fuzzOpenApi';
import { testApp } from '../tests/server/helpers/app';

const { values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' } } });
const runs = Number(values.runs ?? process.env.FUZZ_RUNS ?? 20_000);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
const postgres = process.env.DATABASE_URL;

async function run(label: string, databaseUrl: string | undefined): Promise<FuzzStats> {
  if (databaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = databaseUrl;
  const t = await testApp();
  const started = performance.now();
  try {
    const stats = await fuzz(t, { runs, seed });
    const seconds = (performance.now() - started) / 1000;
    const statuses = Object.entries(stats.statuses)
      .map(([code, n]) => `${code}: ${n}`)
      .join(', ');
    console.log(
      `${label}: ${stats.operations} operations, ${stats.requests} requests in ${seconds.toFixed(0)} s (seed ${seed}); failures ${stats.failures.length}; statuses ${statuses}`,
    );
    for (const failure of stats.failures) console.log(`  FAILED ${failure}`);
    return stats;
  } finally {
    await t.close();
  }
}

const results = [await run('PGlite', undefined)];
if (postgres) results.push(await run('PostgreSQL', postgres));
else console.log('PostgreSQL: skipped (no DATABASE_URL)');
process.exit(results.some((r) => r.failures.length > 0) ? 1 : 0);
