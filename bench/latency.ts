// Latency figures of a bench: nearest-rank percentiles over every sample.
import { performance } from 'node:perf_hooks';

/** Epoch milliseconds, comparable across the processes of one machine. */
export const epochMs = (): number => performance.timeOrigin + performance.now();

export interface LatencySummary {
  count: number;
  avg: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles (p99 of 1000 samples is the 990th smallest); NaN everywhere when empty. */
export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  const sum = sorted.reduce((s, x) => s + x, 0);
  return {
    count: sorted.length,
    avg: sorted.length ? sum / sorted.length : Number.NaN,
    p50: rank(50),
    p95: rank(95),
    p99: rank(99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
