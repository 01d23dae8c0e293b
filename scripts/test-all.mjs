// `npm test`: every tier runs even after one fails, so one run shows every
// failing tier (not just the first); a summary table closes the output and
// the exit code is non-zero if any tier failed. Each tier is also a script of
// its own (`npm run test:lint`, ...). `--only lint,unit` runs a subset.
// CI keeps only the tail of a run's output, so the summary repeats each
// tier's failing (and flaky) lines where that tail will show them.
//
// A tier marked `beside` runs at the same time as the tier it names, its
// output held back and printed when both are done: the types beside lint
// (each holds one core). Not the server tests on PostgreSQL beside the browser
// tests any more: on a slower 2-core machine (load 10-20, the browser tier
// alone 32 min) seven browser tests ran out of their time beside them. Never
// the two server tiers together: the same files at once share the upload
// folders and Redis, and a run that tried it failed on both.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const { DATABASE_URL, ...withoutPg } = process.env;

/** name, command, env; `skip` says why a tier does not apply on this machine */
const TIERS = [
  { name: 'lint', cmd: ['npm', 'run', 'test:lint'] },
  { name: 'types', cmd: ['npm', 'run', 'test:types'], beside: 'lint' },
  { name: 'assets', cmd: ['npm', 'run', 'assets:check'] },
  { name: 'unit', cmd: ['npm', 'run', 'test:unit'] },
  // Both drivers on one code path (scripts/test-server.mjs runs the same two alone).
  { name: 'server (PGlite)', cmd: ['npx', 'vitest', 'run', '--project', 'server'], env: withoutPg },
  {
    name: 'server (PostgreSQL)',
    cmd: ['npx', 'vitest', 'run', '--project', 'server'],
    env: process.env,
    skip: DATABASE_URL ? null : 'DATABASE_URL not set',
  },
  { name: 'e2e', cmd: ['npm', 'run', 'test:e2e'] },
  // The size budget (bench/budget.json) on the build the e2e tier just made: no second build.
  { name: 'budget', cmd: ['npm', 'run', 'test:budget'] },
];

function selected() {
  const at = process.argv.indexOf('--only');
  if (at < 0) return TIERS;
  const wanted = (process.argv[at + 1] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((w) => !TIERS.some((t) => t.name === w || t.name.startsWith(`${w} `)));
  if (unknown.length > 0) {
    console.error(`unknown tier(s): ${unknown.join(', ')}; tiers: ${TIERS.map((t) => t.name).join(', ')}`);
    process.exit(2);
  }
  return TIERS.filter((t) => wanted.some((w) => t.name === w || t.name.startsWith(`${w} `)));
}

/** What a failing or flaky test prints in vitest, Playwright, tsc and eslint. */
const NOTABLE =
  /\bFAIL\b|\d+ failed\)|\u276f \S+:\d+:\d+|\u00d7 |\u2718|\bflaky\b|\d+\) \[|Error:|error TS|\d+:\d+\s+error\b|expected .* to /;
const KEEP = 40;
// eslint-disable-next-line no-control-regex
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Runs a tier and keeps its notable lines. Its output is passed through as it
 * comes, or with `held` kept and printed by the caller (a tier run beside another).
 */
function runTier(tier, held = null) {
  return new Promise((resolve) => {
    const env = { ...(tier.env ?? process.env), ...(process.stdout.isTTY && !held ? { FORCE_COLOR: '1' } : {}) };
    const child = spawn(tier.cmd[0], tier.cmd.slice(1), { stdio: [held ? 'ignore' : 'inherit', 'pipe', 'pipe'], env });
    const notable = [];
    const watch = (from, to) => {
      let rest = '';
      from.on('data', (chunk) => {
        if (held) held.push(chunk);
        else to.write(chunk);
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines.map(plain)) if (NOTABLE.test(line) && notable.length < KEEP) notable.push(line.trimEnd());
      });
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on('error', (error) => resolve({ status: 1, signal: null, error, notable }));
    child.on('close', (status, signal) => resolve({ status, signal, error: null, notable }));
  });
}

/** Runs a tier (timed) and says how it ended. */
async function timed(tier, held) {
  const started = performance.now();
  const run = await runTier(tier, held);
  const seconds = (performance.now() - started) / 1000;
  // Ctrl-C reaches the tier too: the run stops rather than start the next one.
  if (run.signal === 'SIGINT' || run.signal === 'SIGTERM') return { name: tier.name, status: 'interrupted', seconds, note: run.signal };
  const failed = run.status !== 0;
  return { name: tier.name, status: failed ? 'failed' : 'passed', seconds, note: run.error ? run.error.message : '', notable: run.notable };
}

const chosen = selected();
const runnable = (t) => !t.skip;
const results = [];
for (const tier of chosen) {
  if (tier.skip) {
    results.push({ name: tier.name, status: 'skipped', seconds: 0, note: tier.skip });
    continue;
  }
  // A tier beside another that is also in this run starts with it (below).
  if (tier.beside && chosen.some((t) => t.name === tier.beside && runnable(t))) continue;
  const companions = chosen.filter((t) => t.beside === tier.name && runnable(t));
  const held = companions.map(() => []);
  for (const c of companions) console.log(`\n== ${c.name} (beside ${tier.name}, its output after): ${c.cmd.join(' ')}`);
  console.log(`\n== ${tier.name}: ${tier.cmd.join(' ')}\n`);
  const beside = companions.map((c, i) => timed(c, held[i]));
  const main = await timed(tier, null);
  const others = await Promise.all(beside);
  others.forEach((r, i) => {
    console.log(`\n== ${r.name} (ran beside ${tier.name}): its output\n`);
    process.stdout.write(Buffer.concat(held[i]));
  });
  results.push(main, ...others);
  if ([main, ...others].some((r) => r.status === 'interrupted')) break;
}

for (const r of results) {
  const lines = r.notable ?? [];
  if (lines.length === 0 || (r.status === 'passed' && !lines.some((l) => /\bflaky\b/.test(l)))) continue;
  console.log(`\n== ${r.name} ${r.status}: its notable lines (first ${KEEP})`);
  for (const line of lines) console.log(`   ${line}`);
}

const width = Math.max(...results.map((r) => r.name.length), 'tier'.length);
const row = (a, b, c, d = '') => `${a.padEnd(width)}  ${b.padEnd(11)}  ${c.padStart(9)}  ${d}`.trimEnd();
console.log(`\n${row('tier', 'status', 'duration')}`);
for (const r of results) console.log(row(r.name, r.status, r.status === 'skipped' ? '-' : `${r.seconds.toFixed(1)} s`, r.note));
const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.filter((r) => r.status === 'failed' || r.status === 'interrupted').length;
console.log(`tiers: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
