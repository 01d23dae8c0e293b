import { useEffect, useState } from 'react';

/** A server answer's clock reading: its serverNow, and the device's clock when it arrived. */
export interface ClockAnchor {
  serverMs: number;
  receivedAt: number;
}

/**
 * The server's clock, ticking each second: the anchor's reading plus the
 * time passed on this device since it arrived, so countdowns agree with when
 * the server opens and closes a session whatever the phone's clock says.
 * The last tick may predate the answer: never count from before it arrived.
 */
export function useServerNow(anchor: ClockAnchor | null): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  if (!anchor) return deviceNow;
  return anchor.serverMs + Math.max(0, deviceNow - anchor.receivedAt);
}
