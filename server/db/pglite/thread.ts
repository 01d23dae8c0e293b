import { Worker } from 'node:worker_threads';
import { fromRoot } from '../../lib/projectRoot';
import type { ErrorFields, WorkerOrder, WorkerReply, WorkerRequest } from './protocol';

/**
 * A database error from the worker, with the fields pg's DatabaseError has
 * (code, constraint, detail, ...), so callers that check SQLSTATE codes
 * (server/lib/players.ts, server/ledger/errors.ts) see what they saw in-process.
 */
export class PGliteError extends Error {
  readonly code?: string;
  readonly constraint?: string;
  readonly detail?: string;

  constructor(fields: ErrorFields) {
    super(fields.message);
    Object.assign(this, fields);
  }
}

export interface QueryResult {
  rows: unknown[];
  affectedRows: number;
}

/**
 * Plain JavaScript kept as a file (the server bundle does not hold it): found
 * from the project's root, which the sources and the bundle share.
 */
const WORKER_FILE = fromRoot('server/db/pglite/worker.mjs');

interface Pending {
  resolve(reply: WorkerReply): void;
  reject(error: Error): void;
}

/**
 * PGlite in a worker thread (worker.mjs): query() posts one statement and
 * resolves with its rows. The worker keeps the process alive only while a
 * call is in flight, so a forgotten handle never holds a process open.
 */
export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #gone: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: WorkerReply) => this.#settle(reply));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`the PGlite worker exited (${code})`)));
  }

  /** Starts the worker on `dataDir` and resolves once the database is open. */
  static async open(dataDir: string, image?: string): Promise<PGliteThread> {
    const order: WorkerOrder = { dataDir, image };
    const thread = new PGliteThread(new Worker(WORKER_FILE, { workerData: order }));
    await thread.#call(0, undefined);
    return thread;
  }

  /** Runs one statement; `begin` first when given (a transaction's opening statement). */
  async query(sql: string, params: readonly unknown[], begin?: string): Promise<QueryResult> {
    const reply = await this.#call(this.#nextId++, (id) => ({ id, sql, params, ...(begin ? { begin } : {}) }));
    return 'rows' in reply ? reply : { rows: [], affectedRows: 0 };
  }

  /** Writes the database's files as a tar at `file`, once every statement sent before has run. */
  async dump(file: string): Promise<void> {
    await this.#call(this.#nextId++, (id) => ({ id, dump: file }));
  }

  async close(): Promise<void> {
    if (this.#gone) return;
    await this.#call(this.#nextId++, (id) => ({ id, close: true }));
    await this.#worker.terminate();
  }

  #call(id: number, request: ((id: number) => WorkerRequest) | undefined): Promise<WorkerReply> {
    if (this.#gone) return Promise.reject(this.#gone);
    if (this.#pending.size === 0) this.#worker.ref();
    const reply = new Promise<WorkerReply>((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    if (request) this.#worker.postMessage(request(id));
    return reply;
  }

  #settle(reply: WorkerReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if ('error' in reply) pending.reject(new PGliteError(reply.error));
    else pending.resolve(reply);
  }

  /** The worker is gone (closed, crashed or failed to start): every call in flight and after fails. */
  #fail(error: Error): void {
    this.#gone ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
