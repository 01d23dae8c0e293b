import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { SessionQueue } from './session';
import type { PGliteThread } from './thread';

/**
 * One caller's use of the single PGlite session, whose statements go to the
 * worker thread. Outside a transaction each statement waits its turn in the
 * session's queue and is sent without waiting for the ones before it; in a
 * transaction the session is this connection's, and its BEGIN travels with
 * its first statement (every round trip across the threads while it owns
 * the session holds every other caller back).
 */
class ThreadConnection implements DatabaseConnection {
  #owner = false;
  #begin: string | null = null;

  constructor(
    private readonly thread: PGliteThread,
    private readonly session: SessionQueue,
  ) {}

  /** Waits for the session, then opens a transaction with the next statement. */
  async begin(statement: string): Promise<void> {
    await this.session.transaction();
    this.#owner = true;
    this.#begin = statement;
  }

  /** Sends `statement` unless the transaction never opened (nothing ran in it), then gives the session back. */
  async end(statement: 'commit' | 'rollback'): Promise<void> {
    try {
      if (this.#owner && this.#begin === null) await this.#send(statement, []);
    } finally {
      this.release();
    }
  }

  /** Gives the session back if this connection still owns it (a transaction that failed to end). */
  release(): void {
    if (!this.#owner) return;
    this.#owner = false;
    this.#begin = null;
    this.session.end();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = this.#owner
      ? await this.#send(query.sql, query.parameters)
      : await new Promise<Awaited<ReturnType<PGliteThread['query']>>>((resolve, reject) => {
          this.session.statement(() => {
            this.thread.query(query.sql, query.parameters).then(resolve, reject);
          });
        });
    // As kysely-pglite-dialect reported them: no count for statements that changed nothing.
    return affectedRows ? { rows: rows as R[], numAffectedRows: BigInt(affectedRows) } : { rows: rows as R[] };
  }

  #send(sql: string, parameters: readonly unknown[]): ReturnType<PGliteThread['query']> {
    const begin = this.#begin ?? undefined;
    this.#begin = null;
    return this.thread.query(sql, parameters, begin);
  }

  // eslint-disable-next-line require-yield -- Kysely requires the method; nothing here streams.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on embedded PGlite');
  }
}

/** Kysely's driver over the session: a connection per caller, all sharing the one session's queue. */
class ThreadDriver implements Driver {
  readonly #session = new SessionQueue();

  constructor(private readonly thread: PGliteThread) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadConnection(this.thread, this.#session);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof ThreadConnection) connection.release();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await threadConnection(connection).begin(`start transaction${level}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await threadConnection(connection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await threadConnection(connection).end('rollback');
  }

  async destroy(): Promise<void> {
    await this.thread.close();
  }
}

function threadConnection(connection: DatabaseConnection): ThreadConnection {
  if (!(connection instanceof ThreadConnection)) throw new TypeError('not a connection of the PGlite driver');
  return connection;
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
