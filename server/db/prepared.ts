// Named prepared statements on the pg pool. Kysely sends every statement as
// text, so PostgreSQL parsed and planned each one on every call: on the
// redeem, planning took more of the database's time than executing (1.2 ms
// against 1.0 ms a call, pg_stat_statements over bench:redeem). This pool
// names each statement that repeats, by its text, so every connection
// parses and plans it once and then only binds and executes it.
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { Pool, PoolClient } from 'pg';

/** Calls of one text before it is named: a one-off statement is not kept by every connection. */
const HOT_AFTER = 2;
/** Texts named at most, so a stream of distinct texts cannot grow this process or the backends without bound. */
const MAX_NAMED = 2000;
/** Texts counted at most before the count starts over (the same bound on one-off texts). */
const MAX_COUNTED = 10_000;
/** Longer texts (bulk inserts of many rows) are never named. */
const MAX_TEXT = 10_000;

/** The name of each statement text worth preparing; the same text gets the same name on every connection. */
export class StatementNames {
  readonly #counts = new Map<string, number>();
  readonly #names = new Map<string, string>();

  /**
   * The name to prepare `text` under, or undefined to send it unnamed.
   * Only statements with parameters are named: the others are transaction
   * control, DDL and scripts of several statements, which the extended
   * protocol a name needs would refuse or gain nothing from.
   */
  nameOf(text: string, parameterCount: number): string | undefined {
    const named = this.#names.get(text);
    if (named !== undefined || parameterCount === 0 || text.length > MAX_TEXT || this.#names.size >= MAX_NAMED) return named;
    const count = (this.#counts.get(text) ?? 0) + 1;
    if (count < HOT_AFTER) {
      if (this.#counts.size >= MAX_COUNTED) this.#counts.clear();
      this.#counts.set(text, count);
      return undefined;
    }
    this.#counts.delete(text);
    const name = `k${this.#names.size + 1}`;
    this.#names.set(text, name);
    return name;
  }
}

const COMMANDS = ['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE'] as const;
type Command = (typeof COMMANDS)[number];
const isCommand = (command: string): command is Command => (COMMANDS as readonly string[]).includes(command);

function preparingClient(client: PoolClient, names: StatementNames): PostgresPoolClient {
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The dialect is given no cursor class, so Kysely never streams through here.
    if (typeof sql !== 'string') throw new Error('streaming is not supported on this pool');
    const name = names.nameOf(sql, parameters.length);
    return client.query<R & object>({ text: sql, values: [...parameters], ...(name ? { name } : {}) }).then((result) => ({
      // Other commands (BEGIN, SET...) count no rows for Kysely.
      command: isCommand(result.command) ? result.command : 'SELECT',
      rowCount: result.rowCount ?? 0,
      rows: result.rows,
    }));
  }
  return { query, release: () => client.release() };
}

/** `pool` for Kysely's PostgresDialect, preparing the statements that repeat. */
export function preparingPool(pool: Pool): PostgresPool {
  const names = new StatementNames();
  return {
    connect: async () => preparingClient(await pool.connect(), names),
    end: () => pool.end(),
  };
}
