// npm run rtp [-- --rounds N]: simulates every built game through the same
// outcome code the server uses (server/fairness/simulate.ts) and prints the
// declared RTP, the exact RTP of its table, the simulated RTP with its 99%
// interval, the largest payout seen and rounds per second; then checks the
// outcome floats themselves with a chi-square test. Exits 1 when a declared
// figure falls outside its interval, a payout beats the declared max odds,
// or the floats fail uniformity.
import { createHash } from 'node:crypto';
import { floatsSync } from '../server/fairness/rng';
import { chiSquare, simulate, type SimulatedGame } from '../server/fairness/simulate';

/** Each built game adds its SimulatedGame here (the spin wheels first). */
const GAMES: SimulatedGame[] = [];

const arg = process.argv.indexOf('--rounds');
const rounds = arg >= 0 ? Number(process.argv[arg + 1]) : 10_000_000;
if (!Number.isInteger(rounds) || rounds < 1000) throw new Error('--rounds must be an integer of at least 1000');

// Pinned seeds: a run is reproducible, and a failure can be replayed.
const serverSeed = createHash('sha256').update('rtp-bench').digest('hex');
const pct = (x: number) => `${(x * 100).toFixed(3)}%`.padStart(9);
let failed = false;

console.log(`RTP simulation, ${rounds.toLocaleString('en')} rounds per game, server seed ${serverSeed.slice(0, 12)}…`);
console.log('game                 declared    exact  simulated  99% interval          max seen / declared  rounds/s');
for (const game of GAMES) {
  const r = simulate(game, { rounds, serverSeed, clientSeed: `rtp-${game.name}` });
  const maxOk = r.maxOddsSeen <= game.declaredMaxOdds;
  failed ||= !r.declaredInside || !maxOk;
  console.log([
    game.name.padEnd(18), pct(game.declaredRtp), game.exactRtp === undefined ? '      -' : pct(game.exactRtp), pct(r.rtp),
    `  [${pct(r.ci99[0])}, ${pct(r.ci99[1])}]`, `${r.maxOddsSeen}x / ${game.declaredMaxOdds}x`.padStart(16),
    Math.round(r.roundsPerSecond).toLocaleString('en').padStart(10), r.declaredInside && maxOk ? '' : '  <- FAIL',
  ].join(' '));
}
if (GAMES.length === 0) console.log('(no game registered yet)');

// Uniformity of the outcome numbers: 20 bins, 19 degrees of freedom, 99%.
const CRITICAL_19_99 = 36.191;
const floatCount = Math.min(rounds, 2_000_000);
const started = performance.now();
const chi2 = chiSquare((function* () {
  for (let nonce = 0; nonce * 8 < floatCount; nonce++) yield* floatsSync(serverSeed, 'chi-square', nonce, 8);
})(), 20);
const seconds = (performance.now() - started) / 1000;
failed ||= chi2 >= CRITICAL_19_99;
console.log(`chi-square of ${floatCount.toLocaleString('en')} floats in 20 bins: ${chi2.toFixed(2)} (critical ${CRITICAL_19_99} at 99%) ${chi2 < CRITICAL_19_99 ? 'ok' : 'FAIL'}; ${Math.round(floatCount / seconds).toLocaleString('en')} floats/s`);
process.exit(failed ? 1 : 0);
