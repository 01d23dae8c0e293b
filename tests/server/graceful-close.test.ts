// The jobs' part of the graceful stop (server/main.ts): stopping them waits
// for the pass in flight, so the database closes only after it.
import { expect, it } from 'vitest';
import { startJobs } from '../../server/lib/jobs';

/** A promise and the function that settles it, for holding a job where the test wants it. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

it('stopping the jobs waits for the pass in flight, which its own ticks did not run twice', async () => {
  const started = gate();
  const release = gate();
  let passes = 0;
  const stop = startJobs(
    [
      {
        name: 'held',
        everyMs: 5,
        run: async () => {
          passes++;
          started.open();
          await release.wait;
          return null;
        },
      },
    ],
    () => {},
  );
  await started.wait;
  let stopped = false;
  const stopping = stop().then(() => {
    stopped = true;
  });
  // Every pending promise has run by the next turn of the event loop: the stop must still wait for the pass.
  await new Promise((resolve) => setImmediate(resolve));
  expect(stopped).toBe(false);
  release.open();
  await stopping;
  expect(stopped).toBe(true);
  expect(passes).toBe(1);
});
