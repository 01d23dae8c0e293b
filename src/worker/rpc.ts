// Calls into a worker as async functions, over postMessage: the channel worker
// needs nothing more (plain data each way, every method async). A library
// such as Comlink also proxies callbacks and objects, none of which this app
// sends, and cost the entry chunk 1.3 kB gzip and the worker as much again.

/** An API whose methods all answer a promise: what `wrap` hands back for it. */
export type Remote<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never;
};

interface Call {
  id: number;
  method: string;
  args: unknown[];
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** The side of a MessagePort, a Worker or a worker's global scope that rpc uses. */
export interface Port {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** A MessagePort delivers only once started (a Worker and a worker's scope at once). */
function listen(port: Port, listener: (event: MessageEvent) => void): void {
  port.addEventListener('message', listener);
  (port as Partial<MessagePort>).start?.();
}

const isCall = (data: unknown): data is Call =>
  typeof data === 'object' && data !== null && typeof (data as Call).id === 'number' && typeof (data as Call).method === 'string' && Array.isArray((data as Call).args);

/** Worker side: answers each call on `port` with the method's result or its error's message. */
export function expose(api: object, port: Port): void {
  const methods = api as Record<string, unknown>;
  listen(port, ({ data }: MessageEvent) => {
    if (!isCall(data)) return;
    const { id, method, args } = data;
    const fn = Object.hasOwn(methods, method) ? methods[method] : undefined;
    const run = typeof fn === 'function' ? Promise.resolve().then(() => fn.apply(api, args) as unknown) : Promise.reject(new Error(`no method ${method}`));
    run.then(
      (value) => port.postMessage({ id, ok: true, value } satisfies Reply),
      (error: unknown) => port.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) } satisfies Reply),
    );
  });
}

/** Main side: each method of T becomes a call through `port`; a refusal rejects with an Error of the worker's message. */
export function wrap<T extends object>(port: Port): Remote<T> {
  let nextId = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  listen(port, ({ data }: MessageEvent<Reply | null>) => {
    const call = data && pending.get(data.id);
    if (!call) return;
    pending.delete(data.id);
    if (data.ok) call.resolve(data.value);
    else call.reject(new Error(data.error));
  });
  return new Proxy({} as Remote<T>, {
    // Not thenable: `await` on the remote itself must not become a call named 'then'.
    get: (_target, method) => (typeof method !== 'string' || method === 'then' ? undefined : (...args: unknown[]) => new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      port.postMessage({ id, method, args } satisfies Call);
    })),
  });
}
