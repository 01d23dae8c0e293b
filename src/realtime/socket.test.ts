import { describe, expect, it, vi } from 'vitest';
import { onSocketReconnect } from './events';
import { connectsOf } from './socket';

function tracked() {
  const onResync = vi.fn();
  const reconnected = vi.fn();
  const off = onSocketReconnect(reconnected);
  return { page: connectsOf({ onResync }), onResync, reconnected, off };
}

describe("the page's side of its socket's connects", () => {
  it('fetches nothing again on the first connect: the login or start-up refresh covers it', () => {
    const { page, onResync, reconnected, off } = tracked();
    page.connected('s1', true);
    expect(onResync).not.toHaveBeenCalled();
    expect(reconnected).not.toHaveBeenCalled();
    off();
  });

  it("leaves a reconnect on the same worker to the server's resync, and tells the screens", () => {
    const { page, onResync, reconnected, off } = tracked();
    page.connected('s1', true);
    page.dropped();
    page.connected('s2', false);
    expect(onResync).not.toHaveBeenCalled();
    expect(reconnected).toHaveBeenCalledOnce();
    off();
  });

  it("fetches the player's data again on a fresh worker's socket, after one that connected", () => {
    const { page, onResync, reconnected, off } = tracked();
    page.connected('s1', true);
    page.dropped();
    page.connected('s2', true);
    expect(onResync).toHaveBeenCalledOnce();
    expect(reconnected).toHaveBeenCalledOnce();
    off();
  });

  it('and after one that died before it ever connected', () => {
    const { page, onResync, reconnected, off } = tracked();
    page.dropped(); // the supervisor ends a worker whose socket was still connecting
    page.connected('s2', true);
    expect(onResync).toHaveBeenCalledOnce();
    expect(reconnected).toHaveBeenCalledOnce();
    off();
  });
});
