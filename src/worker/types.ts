// What crosses the boundary between the page and the sync worker (Comlink,
// README.md has the picture). Plain data only, except the PageLink the page
// hands over once as a Comlink proxy: everything else must survive structured clone.
import type { Remote } from 'comlink';
import type { MsgKey } from '../../contract/errors';
import type { ClientMessage, ServerEvent } from '../../contract/realtime';
import type { SavedEnvelope } from '../state/persist';

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

/** The channel alone (HTTP with the cipher): the operator console's worker. */
export interface ChannelApi {
  request(req: WireRequest): Promise<WireResponse>;
  /** sealed text for a body the page must send itself (activity/end's beacon) */
  encryptForBeacon(value: unknown): Promise<string>;
}

/** What the socket tells the page besides server events. */
export type SocketNotice =
  | { kind: 'reconnected' }
  | { kind: 'outdated' }
  | { kind: 'refused'; message: MsgKey };

/** A socket message's answer: the reply, or the catalogue key it was refused with. */
export type SocketReply = { ok: true; data: unknown } | { ok: false; key: MsgKey };

/**
 * The page's side, called by the worker through a Comlink proxy. Cookies and
 * the stores live on the page: the worker asks for what it needs when it
 * needs it (a token is never kept in the worker).
 */
export interface PageLink {
  /** the request headers of this moment (bearer and push token, from cookies) */
  headers(): Record<string, string>;
  /** the session token, read at every socket (re)connect */
  token(): string;
  /** every server event, as the contract types it: new event types pass through unchanged */
  serverEvent(event: ServerEvent): void;
  socketNotice(notice: SocketNotice): void;
  /** a refresh the worker made on its own (a stale push, a resync): the page merges it into its stores */
  refreshed(res: WireResponse): void;
  /** the sealed body of the activity end beacon (null: nothing to end); the page sends it on hide */
  beaconBody(sealed: string | null): void;
  /** the activity session id to keep across a reload */
  activitySession(id: string | null): void;
  /** the stores' state to write, collected when the write is due */
  collect(): SavedEnvelope;
}

/** The sync worker: the channel, and everything that keeps the page in sync with the server. */
export interface SyncApi extends ChannelApi {
  /** the page's callbacks; called again on every new worker */
  attach(link: PageLink): void;
  /** GET of the refresh data; concurrent refreshes of one URL share one request */
  refresh(req: WireRequest): Promise<WireResponse>;
  socketConnect(): Promise<void>;
  socketDisconnect(): void;
  socketSend(message: ClientMessage, timeoutMs?: number): Promise<SocketReply>;
  /** a logged-in player's route visit; `stored` is the session kept across a reload */
  activityVisit(path: string, stored: string | null): Promise<void>;
  activityHide(): void;
  activityStop(): void;
  /** a store changed: resolves once a write holding the change is done (the write waits TIMING.stateWriteDelayMs) */
  persistSoon(): Promise<void>;
  /** write now (login, logout) */
  persistNow(): Promise<void>;
}

/** What a new worker must be told again (page side, worker/link.ts); undefined when there is nothing to tell. */
export type Starter = (remote: Remote<SyncApi>) => Promise<unknown> | undefined;
