// The statistics of `npm run rtp` (bench/rtp.ts, server/games/rtpSuite.ts):
// a run checks many lines at once (each game's return, slot frequencies,
// ticket chances, the floats' uniformity), so each line is tested at
// familyAlpha / lines (Bonferroni): a correct build then fails any line by
// chance at most familyAlpha of the runs, whatever the lines' dependence.
// Tail probabilities come from the regularized incomplete gamma function
// (chi-square and, with a = 1/2, the normal), so no table limits the lines'
// count or a test's degrees of freedom.

/** The polynomial with coefficients `cs` (highest power first) at x. */
const horner = (cs: readonly number[], x: number): number => cs.reduce((acc, c) => acc * x + c, 0);

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Gamma(x) for x > 0 (Lanczos, g = 7, 9 terms: ~1e-15 relative). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const y = x - 1;
  const sum = LANCZOS.reduce((acc, c, i) => (i === 0 ? c : acc + c / (y + i)), 0);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x) = Gamma(a, x) / Gamma(a), the regularized upper incomplete gamma function. */
export function gammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`gammaQ needs a > 0 and x >= 0, got ${a}, ${x}`);
  if (x === 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    // The series of P(a, x), then Q = 1 - P.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return Math.max(0, 1 - sum * front);
  }
  // The continued fraction of Q (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return front * h;
}

/** P(|Z| >= |z|) for a standard normal Z. */
export const normalTwoSided = (z: number): number => gammaQ(0.5, (z * z) / 2);

/** P(Z >= z). */
export const normalUpper = (z: number): number => (z >= 0 ? normalTwoSided(z) / 2 : 1 - normalTwoSided(z) / 2);

/** The z with P(Z >= z) = p, for p in (0, 1): Acklam's approximation polished by Newton steps on normalUpper. */
export function normalUpperQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`p must be in (0, 1), got ${p}`);
  if (p > 0.5) return -normalUpperQuantile(1 - p);
  // Acklam's rational approximations of the lower quantile (the upper one of p is minus the lower one).
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1, 1];
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416, 1];
  let z: number;
  if (p < 0.02425) {
    const q = Math.sqrt(-2 * Math.log(p));
    z = -horner(c, q) / horner(d, q);
  } else {
    const q = p - 0.5;
    z = -(horner(a, q * q) * q) / horner(b, q * q);
  }
  for (let i = 0; i < 3; i++) {
    const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
    z += (normalUpper(z) - p) / density;
  }
  return z;
}

/** The critical |z| of a two-sided test at `alpha`. */
export const zCritical = (alpha: number): number => normalUpperQuantile(alpha / 2);

/** P(X >= stat) for X chi-square with `df` degrees of freedom. */
export function chiSquarePValue(stat: number, df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`degrees of freedom must be a positive integer, got ${df}`);
  return gammaQ(df / 2, Math.max(0, stat) / 2);
}

/** The x with P(X >= x) = alpha for chi-square with `df` degrees of freedom (bisection). */
export function chiSquareCritical(df: number, alpha: number): number {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  let lo = 0;
  let hi = df + 10;
  while (chiSquarePValue(hi, df) > alpha) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (chiSquarePValue(mid, df) > alpha) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Each line's alpha when `lines` lines share a family-wise `familyAlpha` (Bonferroni). */
export function bonferroni(familyAlpha: number, lines: number): number {
  if (!(familyAlpha > 0 && familyAlpha < 1)) throw new RangeError(`family-wise alpha must be in (0, 1), got ${familyAlpha}`);
  if (!Number.isInteger(lines) || lines < 1) throw new RangeError(`need at least one line, got ${lines}`);
  return familyAlpha / lines;
}

/** Running sums of a simulated quantity: merge by adding (chunks from any number of workers). */
export interface Tally {
  n: number;
  sum: number;
  sumSq: number;
  max: number;
}

export const emptyTally = (): Tally => ({ n: 0, sum: 0, sumSq: 0, max: 0 });

export function mergeTallies(tallies: readonly Tally[]): Tally {
  return tallies.reduce(
    (t, u) => ({ n: t.n + u.n, sum: t.sum + u.sum, sumSq: t.sumSq + u.sumSq, max: Math.max(t.max, u.max) }),
    emptyTally(),
  );
}

export interface MeanTest {
  mean: number;
  /** the interval mean +- z * standard error at the line's alpha */
  interval: [number, number];
  /** the test's z: (mean - expected) / standard error */
  z: number;
  pValue: number;
  pass: boolean;
}

/**
 * Is `expected` the mean of what was tallied? Two-sided z-test at `alpha`
 * (normal approximation: the runs are of 10^4..10^7 rounds). A quantity
 * with no variance passes only when it equals the expectation.
 */
export function meanTest(t: Tally, expected: number, alpha: number): MeanTest {
  if (t.n < 2) throw new RangeError(`a mean test needs at least 2 rounds, got ${t.n}`);
  const mean = t.sum / t.n;
  const variance = Math.max(0, (t.sumSq - t.n * mean * mean) / (t.n - 1));
  const se = Math.sqrt(variance / t.n);
  const half = zCritical(alpha) * se;
  const z = se > 0 ? (mean - expected) / se : mean === expected ? 0 : Infinity;
  const pValue = Number.isFinite(z) ? normalTwoSided(z) : 0;
  return { mean, interval: [mean - half, mean + half], z, pValue, pass: pValue >= alpha };
}
