// The console's calls. They go through a channel worker of the console's own
// (bodies sealed like every app call) but not through the players' client:
// that one adds the player's cookie token and turns a 401/403 into a player
// logout, while here a refusal only concerns the operator.
import { API_BASE } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { responseStatus } from '../api/responseStatus';
import { spawnChannel } from '../worker/spawn';
import type { ChannelApi, WireMethod, WireRequest } from '../worker/types';
import { operatorSession, setOperatorSession } from './session';

/** A refused or failed call; message is a msg.* key (or the server's text). */
export class ConsoleError extends Error {
  override name = 'ConsoleError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

let channel: ChannelApi | null = null;

type Params = WireRequest['params'];

/** No answer at all: "offline" when the device says so, else a slow network. */
const noAnswerKey = (): string => (navigator.onLine ? MSG.networkSlow : MSG.offline);

async function call<T>(method: WireMethod, url: string, body?: unknown, params?: Params): Promise<T> {
  const session = operatorSession();
  const headers: Record<string, string> = session ? { authorization: `Bearer ${session.token}` } : {};
  channel ??= spawnChannel();
  const res = await channel.request({ method, url, body, params, headers }).catch(() => ({ status: null, data: undefined }));
  // the caller names T; the server's response schema is the promise behind it
  if (res.status !== null && res.status >= 200 && res.status < 300) return res.data as T;
  const message = res.status === null ? noAnswerKey() : responseStatus(res.status, res.data).reject;
  // An expired operator session sends the console back to its sign-in; a 403 is a role, not a session.
  if (res.status === 401 && session) setOperatorSession(null);
  throw new ConsoleError(message, res.status);
}

export const consoleApi = {
  get: <T>(url: string, params?: Params) => call<T>('GET', url, undefined, params),
  post: <T>(url: string, body?: unknown) => call<T>('POST', url, body ?? {}),
  put: <T>(url: string, body: unknown) => call<T>('PUT', url, body),
  del: <T>(url: string, body?: unknown) => call<T>('DELETE', url, body),
};

/** The message key of anything a call threw. */
export function errorKey(error: unknown): string {
  return error instanceof ConsoleError ? error.message : MSG.internalServerError;
}

/**
 * A GET outside the channel, for what is not JSON (a recording, a CSV), with
 * the operator's bearer header; a refusal is thrown as the calls throw it.
 */
async function authedGet(path: string): Promise<Response> {
  const session = operatorSession();
  const res = await fetch(`${API_BASE}/${path}`, { headers: session ? { authorization: `Bearer ${session.token}` } : {} }).catch(
    () => null,
  );
  if (!res) throw new ConsoleError(noAnswerKey(), null);
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => ({}));
    if (res.status === 401) setOperatorSession(null);
    throw new ConsoleError(responseStatus(res.status, body).reject, res.status);
  }
  return res;
}

/**
 * The verification video as an object URL: a <video> cannot send the bearer
 * header, and the recording must not be reachable by URL alone. The caller
 * revokes the URL when done.
 */
export async function fetchVideo(path: string): Promise<string> {
  return URL.createObjectURL(await (await authedGet(path)).blob());
}

/**
 * A CSV export saved as the file the server names: the server streams it;
 * the browser keeps it until the save (a link cannot carry the bearer header).
 */
export async function downloadFile(path: string): Promise<void> {
  const res = await authedGet(path);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns: let it go a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
