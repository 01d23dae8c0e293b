import {
  CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler,
  type DatabaseConnection, type DatabaseIntrospector, type Dialect, type DialectAdapter, type Driver,
  type Kysely, type QueryCompiler, type QueryResult, type TransactionSettings,
} from 'kysely';
import type { PGliteThread } from './thread';

/** The single PGlite session, whose statements go to the worker thread. */
class ThreadConnection implements DatabaseConnection {
  constructor(private readonly thread: PGliteThread) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await this.thread.query(query.sql, query.parameters);
    // As kysely-pglite-dialect reported them: no count for statements that changed nothing.
    return affectedRows ? { rows: rows as R[], numAffectedRows: BigInt(affectedRows) } : { rows: rows as R[] };
  }

  // eslint-disable-next-line require-yield -- Kysely requires the method; nothing here streams.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on embedded PGlite');
  }
}

/**
 * PGlite has one session: a transaction owns it from BEGIN to COMMIT, so
 * acquireConnection queues callers until the holder releases it (as
 * kysely-pglite-dialect did in-process). The queue stays on the app's
 * thread; only the statements cross to the worker.
 */
class ThreadDriver implements Driver {
  readonly #connection: ThreadConnection;
  readonly #waiting: Array<() => void> = [];
  #held = false;

  constructor(private readonly thread: PGliteThread) {
    this.#connection = new ThreadConnection(thread);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`start transaction${level}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.thread.close();
  }
}

/** Kysely on PGlite in a worker thread (thread.ts). */
export class PGliteThreadDialect implements Dialect {
  constructor(private readonly thread: PGliteThread) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new ThreadDriver(this.thread);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
