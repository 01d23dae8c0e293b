// Keys as typed literals, not MSG: the whole catalogue would ride in the entry chunk.
import type { MsgKey } from '../../contract/errors';

const INTERNAL: MsgKey = 'msg.internalServerError';
const ACCESS_BLOCK: MsgKey = 'msg.accessBlock';
const LOGGED_IN_ELSEWHERE: MsgKey = 'msg.loggedInOtherDevices';

// SPEC section 8 "Response handling" as data: what a failed answer does to
// the app (effects) and what the call rejects with. Pure, so the table is
// tested row by row; client.ts carries the effects out.

export type Effect = { kind: 'store'; key: string; value: number } | { kind: 'storeMessage'; message: string } | { kind: 'logout' };

export interface StatusOutcome {
  effects: Effect[];
  /** a message key (or the server's text) for the caller to show */
  reject: string;
}

/** The other-devices message, as a key or in the spec's English. */
const OTHER_DEVICES = new Set<string>([LOGGED_IN_ELSEWHERE, 'You are logged in on other devices']);

/** Which body field a counter status stores under `${typ}${status}`. */
const COUNTERS: Partial<Record<number, 'count' | 'wait'>> = { 400: 'count', 409: 'count', 429: 'wait' };

export function responseStatus(status: number | null, body: unknown): StatusOutcome {
  const b = fields(body);
  const message = typeof b.message === 'string' ? b.message : undefined;
  return { effects: effectsOf(status, b, message), reject: message ?? INTERNAL };
}

function effectsOf(status: number | null, b: Record<string, unknown>, message: string | undefined): Effect[] {
  if (status === null) return [];
  if (status === 401) {
    const note: Effect[] = message !== undefined && OTHER_DEVICES.has(message) ? [{ kind: 'storeMessage', message }] : [];
    return [...note, { kind: 'logout' }];
  }
  // A blocked player is told why on the login screen they land on, like the other-devices 401.
  if (status === 403) return message === ACCESS_BLOCK ? [{ kind: 'storeMessage', message }, { kind: 'logout' }] : [{ kind: 'logout' }];
  const field = COUNTERS[status];
  if (field === undefined) return []; // 404, 405, 408 and the rest pass through
  const value = b[field];
  if (typeof b.typ !== 'string' || b.typ === '' || typeof value !== 'number' || !Number.isFinite(value)) return [];
  return [{ kind: 'store', key: `${b.typ}${status}`, value }];
}

// a body can be anything a server or proxy sends: HTML, text, null
function fields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}
