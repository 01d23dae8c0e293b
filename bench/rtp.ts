// npm run rtp [-- --rounds N] [-- --seed HEX] [-- --only TEXT]: simulates every built game (or those named with TEXT)
// through the same outcome code the server uses (server/fairness/simulate.ts)
// and prints the declared RTP, the exact RTP of its table, the simulated RTP
// with its 99% interval, the largest payout seen and rounds per second; then
// chi-square tests at 99%: each wheel's slot frequencies against its table's
// odds, and the outcome floats themselves against uniform. Exits 1 when a
// declared figure falls outside its interval, the exact RTP is off the
// declared one by more than 0.05 points, a payout beats the declared max
// odds, or a chi-square test fails. The quiz's lucky roulette is measured in
// coins per spin and in the chance of a ticket set, exact against simulated.
import { randomBytes } from 'node:crypto';
import { SEED_QUIZ_PRIZES } from '../server/db/seed/quiz';
import { seedPrizeTable } from '../server/db/seed/spinPrizes';
import { floatsSync } from '../server/fairness/rng';
import { chiSquare, simulate } from '../server/fairness/simulate';
import { RTP_TOLERANCE } from '../server/games/wheel/spinGames';
import { chiSquareCritical99, slotChiSquare, tableMaxOdds, wheelSimulation, type WheelSimulation } from '../server/games/wheel/simulation';
import { platformGames } from '../server/games/platform/registry';
import { physicalShare, rouletteSimulations } from '../server/games/quiz/rouletteSimulation';

/** Each built game adds its simulation here. */
const GAMES: { game: WheelSimulation; tableMax: number }[] = [
  {
    game: wheelSimulation('spin-wheel', 'SPINWHEEL', seedPrizeTable('SPINWHEEL')),
    tableMax: tableMaxOdds('SPINWHEEL', seedPrizeTable('SPINWHEEL')),
  },
  {
    game: wheelSimulation('spinwheelv2', 'SPINWHEELV2', seedPrizeTable('SPINWHEELV2')),
    tableMax: tableMaxOdds('SPINWHEELV2', seedPrizeTable('SPINWHEELV2')),
  },
];

const argOf = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const rounds = Number(argOf('--rounds') ?? 10_000_000);
if (!Number.isInteger(rounds) || rounds < 1000) throw new Error('--rounds must be an integer of at least 1000');

// A fresh random server seed each run (as a player's would be), printed so a failing run can be replayed with --seed.
const serverSeed = argOf('--seed') ?? randomBytes(32).toString('hex');
if (!/^[0-9a-f]{64}$/.test(serverSeed)) throw new Error('--seed must be 64 hex digits');
// --only <text>: just the simulations whose name holds it (a long run of one game).
const only = argOf('--only')?.toLowerCase();
const wanted = (name: string) => only === undefined || name.toLowerCase().includes(only);
const pct = (x: number) => `${(x * 100).toFixed(3)}%`.padStart(9);
let failed = false;

console.log(`RTP simulation, ${rounds.toLocaleString('en')} rounds per game, server seed ${serverSeed} (replay with --seed)`);
console.log('game               declared     exact  simulated  99% interval              max seen (table) / declared   rounds/s');
for (const { game, tableMax } of GAMES.filter(({ game: g }) => wanted(g.name))) {
  const r = simulate(game, { rounds, serverSeed, clientSeed: `rtp-${game.name}` });
  const maxOk = r.maxOddsSeen <= game.declaredMaxOdds;
  const exactOk = game.exactRtp === undefined || Math.abs(game.exactRtp - game.declaredRtp) <= RTP_TOLERANCE;
  failed ||= !r.declaredInside || !maxOk || !exactOk;
  console.log(
    [
      game.name.padEnd(16),
      pct(game.declaredRtp),
      game.exactRtp === undefined ? '        -' : pct(game.exactRtp),
      pct(r.rtp),
      `  [${pct(r.ci99[0])}, ${pct(r.ci99[1])}]`,
      `${r.maxOddsSeen.toFixed(4)}x (${tableMax.toFixed(4)}x) / ${game.declaredMaxOdds}x`.padStart(30),
      Math.round(r.roundsPerSecond).toLocaleString('en').padStart(10),
      r.declaredInside && maxOk && exactOk ? '' : '  <- FAIL',
    ].join(' '),
  );
}

// Where the wheels landed, against the published odds: k - 1 degrees of freedom, 99%.
for (const { game } of GAMES.filter(({ game: g }) => wanted(g.name))) {
  const chi2 = slotChiSquare(game.counts, game.probabilities);
  const critical = chiSquareCritical99(game.counts.length - 1);
  failed ||= chi2 >= critical;
  console.log(
    `${game.name}: chi-square of slot frequencies ${chi2.toFixed(2)} (critical ${critical} at 99%, ${game.counts.length - 1} df) ${chi2 < critical ? 'ok' : 'FAIL'}`,
  );
}
if (GAMES.length === 0) console.log('(no game registered yet)');

// Games on the platform: each simulation through the game's own mapping. Find The Odd is a free play
// of skill: its line is a player who taps at random, beside the declared figures, so the reading in
// server/games/README.md is visible (its "exact" is the random tapper's exact mean, not a house edge).
for (const game of platformGames()) {
  for (const sim of (await game.simulations()).filter((g) => wanted(g.name))) {
    const r = simulate(sim, { rounds, serverSeed, clientSeed: `rtp-${sim.name}` });
    const maxOk = r.maxOddsSeen <= sim.declaredMaxOdds;
    const exactInside = sim.exactRtp === undefined || (sim.exactRtp >= r.ci99[0] && sim.exactRtp <= r.ci99[1]);
    failed ||= !maxOk || !exactInside;
    console.log(
      [
        sim.name.padEnd(18),
        `declared ${pct(sim.declaredRtp)} / ${sim.declaredMaxOdds}x`,
        `payout per play: exact ${sim.exactRtp === undefined ? '-' : sim.exactRtp.toFixed(4)}x, simulated ${r.rtp.toFixed(4)}x [${r.ci99[0].toFixed(4)}, ${r.ci99[1].toFixed(4)}]`,
        `max seen ${r.maxOddsSeen}x`,
        `${Math.round(r.roundsPerSecond).toLocaleString('en')} plays/s`,
        maxOk && exactInside ? '' : '  <- FAIL',
      ].join('  '),
    );
  }
}

// The quiz's lucky roulette: a campaign's prize, not a game of the list (no GameSlug), so the seeded
// table is listed here beside the platform games, as a week plays it with its tickets in stock and
// with them gone. No stake: coins per spin, the published table being its own declaration (its exact
// mean must lie inside the simulated interval), and the chance of a ticket set, exact vs simulated.
for (const sim of rouletteSimulations('quiz roulette', SEED_QUIZ_PRIZES).filter((g) => wanted(g.name))) {
  const r = simulate(sim, { rounds, serverSeed, clientSeed: `rtp-${sim.name}` });
  const tickets = physicalShare(sim);
  const ticketsInside = sim.exactPhysical >= tickets.ci99[0] && sim.exactPhysical <= tickets.ci99[1];
  const df = sim.probabilities.filter((p) => p > 0).length - 1;
  const chi2 = slotChiSquare(sim.counts, sim.probabilities);
  const chiOk = df < 1 || chi2 < chiSquareCritical99(df);
  const maxOk = r.maxOddsSeen <= sim.declaredMaxOdds;
  failed ||= !r.declaredInside || !ticketsInside || !chiOk || !maxOk;
  console.log(
    [
      sim.name.padEnd(28),
      `coins per spin: exact ${sim.declaredRtp.toFixed(4)}, simulated ${r.rtp.toFixed(4)} [${r.ci99[0].toFixed(4)}, ${r.ci99[1].toFixed(4)}]`,
      `ticket set: exact ${pct(sim.exactPhysical).trim()}, simulated ${pct(tickets.share).trim()} [${pct(tickets.ci99[0]).trim()}, ${pct(tickets.ci99[1]).trim()}]`,
      df < 1 ? 'one live slot' : `chi-square ${chi2.toFixed(2)} (critical ${chiSquareCritical99(df)}, ${df} df)`,
      `max ${r.maxOddsSeen} coins`,
      `${Math.round(r.roundsPerSecond).toLocaleString('en')} spins/s`,
      r.declaredInside && ticketsInside && chiOk && maxOk ? '' : '  <- FAIL',
    ].join('  '),
  );
}

// Uniformity of the outcome numbers: 20 bins, 19 degrees of freedom, 99%.
const floatCount = Math.min(rounds, 2_000_000);
const started = performance.now();
const chi2 = chiSquare(
  (function* () {
    for (let nonce = 0; nonce * 8 < floatCount; nonce++) yield* floatsSync(serverSeed, 'chi-square', nonce, 8);
  })(),
  20,
);
const seconds = (performance.now() - started) / 1000;
const critical19 = chiSquareCritical99(19);
failed ||= chi2 >= critical19;
console.log(
  `chi-square of ${floatCount.toLocaleString('en')} floats in 20 bins: ${chi2.toFixed(2)} (critical ${critical19} at 99%) ${chi2 < critical19 ? 'ok' : 'FAIL'}; ${Math.round(floatCount / seconds).toLocaleString('en')} floats/s`,
);
process.exit(failed ? 1 : 0);
