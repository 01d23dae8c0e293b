import { wrap, type Remote } from 'comlink';
import type { WorkerHandle } from './supervisor';
import type { ChannelApi } from './types';

// The `new Worker(new URL(...), { type: 'module' })` shapes must stay literal:
// it is how Vite finds and bundles each worker.

/** The operator console's channel worker. */
export function spawnChannel(): Remote<ChannelApi> {
  return wrap<ChannelApi>(new Worker(new URL('./channel.worker.ts', import.meta.url), { type: 'module' }));
}

/** The player app's sync worker, for the supervisor (supervisor.ts). */
export function spawnSync(): WorkerHandle {
  const worker = new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module' });
  return {
    endpoint: worker,
    terminate: () => worker.terminate(),
    onEnd(listener) {
      // An uncaught error in the worker's own code (a failed load, a throw outside a call) ends it:
      // Comlink answers a call's own errors itself, so this is never a refused call.
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        listener();
      }, { once: true });
    },
  };
}
