import type { ServerOptions } from 'socket.io';

/** How socket.io events reach sockets held by other server processes. */
export interface RealtimeAdapter {
  /** for the start-up banner */
  name: string;
  /** socket.io's adapter factory; absent keeps its in-memory default (one process) */
  adapter?: ServerOptions['adapter'];
  /**
   * Whether socket.io may replay what a briefly disconnected socket missed
   * (connection state recovery): the in-memory and Redis Streams adapters keep
   * the packets, the PostgreSQL adapter does not.
   */
  recovery: boolean;
  /** ends the adapter's own connections, after socket.io has closed */
  close(): Promise<void>;
}

export interface AdapterOptions {
  redisUrl?: string | undefined;
  databaseUrl?: string | undefined;
  /** Redis stream and channel names, so several apps (or test runs) can share one Redis */
  redisPrefix?: string;
  log(message: string, error: unknown): void;
}

/**
 * Redis Streams when REDIS_URL is set, else PostgreSQL (LISTEN/NOTIFY) when
 * DATABASE_URL is set, else in-memory: the embedded PGlite is one process
 * anyway. Each driver is imported only when chosen.
 */
export async function realtimeAdapter(opts: AdapterOptions): Promise<RealtimeAdapter> {
  if (opts.redisUrl) return redisStreams(opts.redisUrl, opts);
  if (opts.databaseUrl) return postgres(opts.databaseUrl, opts);
  return { name: 'in-memory (one process)', recovery: true, close: async () => {} };
}

async function redisStreams(url: string, opts: AdapterOptions): Promise<RealtimeAdapter> {
  const [{ createClient }, { createAdapter }] = await Promise.all([import('redis'), import('@socket.io/redis-streams-adapter')]);
  const client = createClient({ url });
  // The adapter reads on duplicates of this client; without a listener a dropped connection would end the process.
  client.on('error', (error: unknown) => opts.log('redis (socket.io adapter)', error));
  await client.connect();
  const prefix = opts.redisPrefix ?? 'socket.io';
  return {
    name: `Redis Streams (REDIS_URL, stream ${prefix})`,
    adapter: createAdapter(client, { streamName: prefix, channelPrefix: prefix, sessionKeyPrefix: `${prefix}:session:` }),
    recovery: true,
    async close() {
      await client.close();
    },
  };
}

async function postgres(url: string, opts: AdapterOptions): Promise<RealtimeAdapter> {
  const [pg, { createAdapter }] = await Promise.all([import('pg'), import('@socket.io/postgres-adapter')]);
  // Its own small pool: one connection stays in LISTEN, the others send NOTIFY
  // and clean up socket_io_attachments (migration 0012); the app's pool is untouched.
  const pool = new pg.default.Pool({ connectionString: url, max: 4 });
  pool.on('error', (error) => opts.log('postgres (socket.io adapter)', error));
  return {
    name: 'PostgreSQL LISTEN/NOTIFY (DATABASE_URL; no connection state recovery, set REDIS_URL for it)',
    adapter: createAdapter(pool, { errorHandler: (error) => opts.log('postgres (socket.io adapter)', error) }),
    recovery: false,
    async close() {
      await pool.end();
    },
  };
}
