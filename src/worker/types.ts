// What crosses the postMessage boundary (Comlink) between the main thread and
// the channel worker. Plain data only: everything here must survive structured
// clone, except LivePage, which crosses as a Comlink proxy.
import type { MsgKey } from '../../contract/errors';
import type { ClientMessage, ServerEvent } from '../../contract/realtime';
import type { Collect } from '../state/stateWriter';

export type WireMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface WireRequest {
  method: WireMethod;
  /** relative to API_BASE ('/api'), e.g. 'player/login' */
  url: string;
  params?: Record<string, string | number | boolean>;
  /** any JSON value; sealed by the worker, never sent in the clear */
  body?: unknown;
  /** uploads: fields are sealed as one `data` form field, files go as they are */
  multipart?: { fields: Record<string, unknown>; files: Record<string, Blob> };
  /** already complete (auth and push token come from cookies on the main thread) */
  headers: Record<string, string>;
}

export interface WireResponse {
  /** null when no response arrived (network failure, cipher key unavailable) */
  status: number | null;
  data: unknown;
}

/**
 * The page's side of the live socket the worker holds, passed to the worker
 * as a Comlink proxy: the worker calls these back on the main thread (each
 * call a message; a worker's call resolves once the page has run it).
 */
export interface LivePage {
  /** the session token, read from its cookie at every (re)connect: a worker has no cookies to read */
  token(): string | Promise<string>;
  /** a server event for the page's listeners */
  event(event: ServerEvent): void | Promise<void>;
  /** the server refused the session or ended it: log out with this message */
  refused(message: MsgKey): void | Promise<void>;
  /** this build is older than the server's socket protocol */
  outdated(): void | Promise<void>;
  /** connected again without the missed events replayed */
  resync(): void | Promise<void>;
  /** connected (`first`: this socket's first connect, so a fresh worker's socket after a dead one) */
  connected(socketId: string, first: boolean): void | Promise<void>;
  /** the socket dropped; it reconnects by itself */
  dropped(): void | Promise<void>;
}

/** A socket message's answer as it crosses back: the reply, or the catalogue key it was refused with (one shape, not a union: Comlink's types split a union's promise). */
export interface LiveReply {
  data: unknown;
  /** null when answered */
  error: MsgKey | null;
}

/** The page's side of activity tracking, a Comlink proxy like LivePage. */
export interface ActivityPage {
  /** a start or heartbeat the server refused: the page applies what the answer means (a lapsed session logs out) */
  refused(res: WireResponse): void | Promise<void>;
}

/** A started visit: its session (kept across a reload) and the sealed body of its end beacon. */
export interface ActivityVisit {
  sessionId: string;
  sealedEnd: string;
}

/** The page's side of a due state write, a Comlink proxy: the stores' plain data, read when the write is due. */
export interface StatePage {
  collect: Collect<unknown>;
}

/** The worker's API, called from the main thread through Comlink (spawn.ts). */
export interface ChannelApi {
  request(req: WireRequest): Promise<WireResponse>;
  /** the refresh call (GET player or vips): a 2xx's data is the answer as the stores take it (refreshPatch.ts), worked out here */
  refresh(req: WireRequest): Promise<WireResponse>;
  /** opens the player's live socket (one per worker: a second call replaces the page side), socket.io-client loading with it */
  liveConnect(page: LivePage): Promise<void>;
  /** a message on the live socket; never rejects with the server's refusal, it comes back as a LiveReply */
  liveSend(message: ClientMessage, timeoutMs?: number): Promise<LiveReply>;
  /** closes the live socket (logout) */
  liveClose(): Promise<void>;
  /**
   * Activity tracking (SPEC section 7) in the worker: starts the visit's
   * session (or reuses `stored` on the first visit after a reload) and beats
   * it every 30 s with these headers; null when it could not start.
   */
  activityVisit(path: string, headers: Record<string, string>, stored: string | null, page: ActivityPage): Promise<ActivityVisit | null>;
  /** the page is hidden (it sent the end beacon itself): no beats until the next visit */
  activityHide(): Promise<void>;
  /** logged out */
  activityStop(): Promise<void>;
  /** the page's stores changed: written 500 ms after the first unsaved change, with what `page` collects then (stateWriter.ts) */
  stateDirty(page: StatePage): Promise<void>;
  /** the pending write dropped */
  stateCancel(): Promise<void>;
  /** answered at once: the page's supervisor asks it while calls wait, to tell a dead worker (supervise.ts) */
  ping(): Promise<true>;
}
