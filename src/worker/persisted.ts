import { createStateWriter, type StateWriter } from '../state/stateWriter';
import type { ChannelApi, StatePage } from './types';

type PersistedApi = Pick<ChannelApi, 'stateDirty' | 'stateCancel'>;

/** The saved state's debounced, versioned write, held by the worker: its timer and IndexedDB's write are off the page. */
export function createPersisted(writer: StateWriter = createStateWriter()): PersistedApi {
  return {
    stateDirty: async (page: StatePage) => writer.dirty(() => page.collect()),
    stateCancel: async () => writer.cancel(),
  };
}
