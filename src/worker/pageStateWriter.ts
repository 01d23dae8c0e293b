import type { StateWriter } from '../state/stateWriter';
import type { ChannelApi, StatePage } from './types';

/**
 * The page's StateWriter over the worker (persist.ts's `writer`): one message
 * per write rather than per change, the stores read on the page only when the
 * worker's timer asks for them.
 */
export function workerStateWriter<D>(channel: () => Promise<Pick<ChannelApi, 'stateDirty' | 'stateCancel'>>): StateWriter<D> {
  let told = false;
  const failed = (error: unknown) => console.warn('[state] saving failed', error);
  return {
    dirty(collect) {
      if (told) return;
      told = true;
      const page: StatePage = {
        collect: () => {
          told = false;
          return collect();
        },
      };
      void channel()
        .then((remote) => remote.stateDirty(page))
        .catch((error: unknown) => {
          told = false;
          failed(error);
        });
    },
    cancel() {
      told = false;
      void channel()
        .then((remote) => remote.stateCancel())
        .catch(() => undefined);
    },
  };
}
