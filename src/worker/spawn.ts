import { wrap, type Remote } from 'comlink';
import type { ChannelApi } from './types';

/**
 * Starts the channel worker, its methods called through Comlink. The
 * `new Worker(new URL(...), { type: 'module' })` shape must stay literal: it
 * is how Vite finds and bundles the worker.
 */
export function spawnChannel(): Remote<ChannelApi> {
  const worker = new Worker(new URL('./channel.worker.ts', import.meta.url), { type: 'module' });
  return wrap<ChannelApi>(worker);
}
