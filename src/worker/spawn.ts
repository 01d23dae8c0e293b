import { superviseChannel } from './supervise';
import type { ChannelApi } from './types';

/**
 * The channel worker, its methods called through Comlink and restarted when
 * it dies (supervise.ts). The `new Worker(new URL(...), { type: 'module' })`
 * shape must stay literal: it is how Vite finds and bundles the worker.
 */
export function spawnChannel(): ChannelApi {
  return superviseChannel(() => new Worker(new URL('./channel.worker.ts', import.meta.url), { type: 'module' }));
}
