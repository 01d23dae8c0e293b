import { configureApi } from '../api/client';
import { onRefreshSessionLost } from '../api/calls/refresh';
import { setAuthMessage, setCounter } from '../state/counters';
import { endSession } from './session';

/** Connects the call channel's effects (SPEC section 8) to the stores and the router. */
export function wireApi(): void {
  configureApi({
    storeCounter: (key, value) => setCounter(key, value),
    storeMessage: (message) => setAuthMessage(message),
    onLogout: () => void endSession({ byServer: true }),
  });
  onRefreshSessionLost(() => void endSession({ byServer: true }));
}
