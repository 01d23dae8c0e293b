// Where this process's CPU went while a piece of work ran, read from V8's
// sampling profiler (node:inspector, in process): the benches print the
// share of one native call beside a figure it holds back. Profiling slows the
// work, so a profiled run is kept out of the figures themselves.
import { Session } from 'node:inspector/promises';
import type { Profiler } from 'node:inspector';

/** A sample every 100 us: a 10,000-socket broadcast is a few hundred milliseconds. */
const SAMPLING_US = 100;

/** Starts the sampling profiler; the function it resolves with stops it and gives the profile. */
export async function startProfiler(): Promise<() => Promise<Profiler.Profile>> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await session.post('Profiler.start');
  } catch (error) {
    session.disconnect();
    throw error;
  }
  return async () => {
    try {
      return (await session.post('Profiler.stop')).profile;
    } finally {
      session.disconnect();
    }
  };
}

/** Sampled milliseconds this thread was not idle, and of those, the ones in frames named `name` themselves (not their callees). */
export function selfShare(profile: Profiler.Profile, name: string): { busyMs: number; inMs: number } {
  const named = new Set(profile.nodes.filter((n) => n.callFrame.functionName === name).map((n) => n.id));
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  let busyUs = 0;
  let inUs = 0;
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    // A sample's time is the gap to the next one.
    const us = deltas[i + 1] ?? 0;
    if (idle.has(id)) return;
    busyUs += us;
    if (named.has(id)) inUs += us;
  });
  return { busyMs: busyUs / 1000, inMs: inUs / 1000 };
}
