/**
 * Calls that come in crowds, sent to the database together: the items asked
 * for in one turn of the event loop go to `run` after the turn, at most
 * `max` at a time, and every caller gets its own item's result (`run`
 * answers them in order) or its batch's error. The batch starts after every
 * item of the turn was asked for, so a read never sees an older state than a
 * query of each call's own would have; a write is done once `run` resolves.
 */
export function batchPerTurn<I, R>(run: (items: readonly I[]) => Promise<readonly R[]>, max = 500): (item: I) => Promise<R> {
  type Waiter = { item: I; resolve(result: R): void; reject(error: unknown): void };
  let queued: Waiter[] = [];
  const flush = () => {
    const turn = queued;
    queued = [];
    for (let i = 0; i < turn.length; i += max) {
      const batch = turn.slice(i, i + max);
      run(batch.map((w) => w.item))
        .then((results) => {
          if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} was answered ${results.length} times`);
          batch.forEach((w, k) => w.resolve(results[k] as R));
        })
        .catch((error: unknown) => {
          for (const w of batch) w.reject(error);
        });
    }
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      if (queued.length === 0) setImmediate(flush);
      queued.push({ item, resolve, reject });
    });
}
