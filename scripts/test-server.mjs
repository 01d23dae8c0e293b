// Server integration tests: always on embedded PGlite, and again on PostgreSQL
// when DATABASE_URL is set, so both drivers stay on one code path.
import { spawnSync } from 'node:child_process';

const run = (label, env) => {
  console.log(`\n== server integration on ${label}`);
  const { status } = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
};
const { DATABASE_URL, ...withoutPg } = process.env;
run('PGlite', withoutPg);
if (DATABASE_URL) run('PostgreSQL', process.env);
