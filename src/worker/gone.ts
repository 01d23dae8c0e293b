// Apart from supervisor.ts so the page's entry can recognise it without loading Comlink.

/** A call that was waiting on a worker that ended; the work may or may not have been done. */
export class WorkerGoneError extends Error {
  override name = 'WorkerGoneError';
  constructor() {
    super('the sync worker stopped before it answered');
  }
}
