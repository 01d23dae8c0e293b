// The benches' HTTP client (bench:redeem, bench:fto): plain node:http over keep-alive
// sockets, each body sealed as the app's worker seals it (contract/cipher).
// Lighter than fetch, so the client process spends its time waiting for the
// server rather than in its own HTTP stack.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { encryptJson, keyFromBase64 } from '../contract/cipher';
import { API, API_BASE, HEADERS } from '../contract/routes';

export interface Reply {
  status: number;
  body: string;
  /** from writing the request to the last byte of the answer */
  ms: number;
}

export interface BenchHttp {
  get(path: string, token?: string): Promise<Reply>;
  /** a JSON body sealed with the server's key, as the app sends it */
  sealed(path: string, value: unknown, token?: string): Promise<Reply>;
  /** a plain JSON body with extra headers (the H5 platform's signed calls) */
  plain(path: string, rawJson: string, headers: Record<string, string>): Promise<Reply>;
  close(): void;
}

/** A client of the server at `base` (http://host:port); reads the body key as the app does (GET cipher-key). */
export async function benchHttp(base: string, maxSockets: number): Promise<BenchHttp> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets });
  const send = (method: 'GET' | 'POST', path: string, headers: Record<string, string>, payload?: string): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const bytes = payload === undefined ? undefined : Buffer.from(payload);
      const started = performance.now();
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: `${API_BASE}/${path}`,
          agent,
          headers: { ...headers, ...(bytes ? { 'content-type': 'application/json', 'content-length': String(bytes.length) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
          );
        },
      );
      req.on('error', reject);
      req.end(bytes);
    });
  const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  const keyReply = await send('GET', API.cipherKey, {});
  if (keyReply.status !== 200) throw new Error(`GET ${API.cipherKey} -> ${keyReply.status} ${keyReply.body}`);
  const key = keyFromBase64((JSON.parse(keyReply.body) as { key: string }).key);

  return {
    get: (path, token) => send('GET', path, bearer(token)),
    sealed: (path, value, token) =>
      send('POST', path, { [HEADERS.encrypted]: 'true', ...bearer(token) }, JSON.stringify({ data: encryptJson(key, value) })),
    plain: (path, rawJson, headers) => send('POST', path, headers, rawJson),
    close: () => agent.destroy(),
  };
}

/** The JSON of a 200 answer, or an error naming the call and what came back. */
export function okJson<T>(what: string, reply: Reply): T {
  if (reply.status !== 200) throw new Error(`${what} -> ${reply.status} ${reply.body}`);
  return JSON.parse(reply.body) as T;
}

/** "429 msg.tooFrequentSeconds typ redeem": how an error answer is counted. */
export function errorLabel(reply: Reply): string {
  try {
    const body = JSON.parse(reply.body) as { message?: unknown; typ?: unknown };
    return `${reply.status} ${String(body.message ?? '')}${body.typ ? ` typ ${String(body.typ)}` : ''}`;
  } catch {
    return `${reply.status} (not JSON)`;
  }
}
