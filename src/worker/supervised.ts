// The page's supervisor of the sync worker, with Comlink: a chunk of its own,
// loaded by link.ts on the first call, so the entry carries neither.
import { proxy } from 'comlink';
import { spawnSync } from './spawn';
import { supervise, type Supervisor, type WorkerHandle } from './supervisor';
import type { PageLink, Starter, SyncApi } from './types';

export function startSupervisor(
  spawn: (() => WorkerHandle) | null,
  link: PageLink,
  starters: ReadonlySet<Starter>,
): Supervisor<SyncApi> {
  return supervise<SyncApi>(spawn ?? spawnSync, async (remote) => {
    await remote.attach(proxy(link));
    // Told, not awaited: a socket's connect or a visit's start must not hold
    // back the calls waiting for this worker (Comlink keeps the order anyway).
    for (const start of starters) void start(remote)?.catch(() => undefined);
  });
}
