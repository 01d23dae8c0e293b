// The messages between the app's thread and the PGlite worker (worker.mjs,
// which mirrors these shapes in JSDoc: a worker thread cannot load
// TypeScript under Node 20, tsx's loader does not reach it).

/** workerData: the folder to open (a 'memory://' URL for a throwaway database). */
export interface WorkerOrder {
  dataDir: string;
  /** for memory://: a tar of an empty cluster to start from instead of running initdb */
  image?: string | undefined;
}

/**
 * One statement with its parameters, the order to write the database's
 * files as a tar at `dump` (an image a memory:// database can start from:
 * the server tests' migrated and seeded databases), or the order to close it.
 * `begin`: a transaction's opening statement, run just before it in the same
 * message (the app's thread sends it with the transaction's first statement
 * rather than waiting a round trip for it).
 */
export type WorkerRequest =
  | { id: number; sql: string; params: readonly unknown[]; begin?: string }
  | { id: number; dump: string }
  | { id: number; close: true };

/**
 * A database error's message, name and the string or number fields pg's
 * DatabaseError carries (code, constraint, detail, table, ...): what callers
 * read to tell a unique violation from a check violation.
 */
export type ErrorFields = { message: string; name: string } & Record<string, string | number>;

/** id 0 answers the start: ready, or the error that stopped it. */
export type WorkerReply =
  | { id: number; rows: unknown[]; affectedRows: number }
  | { id: number; closed: true }
  | { id: number; error: ErrorFields };
