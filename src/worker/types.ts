// What crosses the postMessage boundary (Comlink) between the main thread and
// the channel worker. Plain data only: everything here must survive structured clone.

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

/** The worker's API, called from the main thread through Comlink (spawn.ts). */
export interface ChannelApi {
  request(req: WireRequest): Promise<WireResponse>;
  /** sealed text for activity/end's `eData`, sent by the main thread as a beacon */
  encryptForBeacon(value: unknown): Promise<string>;
  /** answered at once: the page's supervisor asks it while calls wait, to tell a dead worker (supervise.ts) */
  ping(): Promise<true>;
}
