// @ts-check
// The embedded database's own thread: PGlite's WASM runs every statement
// synchronously, so on the app's thread a slow statement held up every HTTP
// request and socket event behind it. Here it blocks only this thread; the
// app's thread keeps the session's queue (session.ts) and this thread runs
// what it is sent in order.
// Plain JavaScript because Node 20 does not run tsx's loader in a worker;
// the message shapes are protocol.ts's.
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { preparedQueries } from './prepared.mjs';

/** @typedef {import('./protocol').WorkerOrder} WorkerOrder */
/** @typedef {import('./protocol').WorkerRequest} WorkerRequest */
/** @typedef {import('./protocol').WorkerReply} WorkerReply */
/** @typedef {import('./protocol').ErrorFields} ErrorFields */

const NUMERIC = 1700;
const INT8 = 20;
/** @param {string} v */
const toNumber = (v) => Number(v);

const port = parentPort;
if (!port) throw new Error('worker.mjs runs as a worker thread');
const order = /** @type {WorkerOrder} */ (workerData);

/** @param {WorkerReply} reply */
const send = (reply) => port.postMessage(reply);

/**
 * The error's message and its plain fields: pg's DatabaseError keeps code,
 * constraint, detail and the rest as own properties; anything else (PGlite
 * attaches the query's options) cannot cross threads and is not needed.
 * @param {unknown} error
 * @returns {ErrorFields}
 */
function fieldsOf(error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  /** @type {ErrorFields} */
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

/**
 * PostgreSQL's shared buffers live in the WASM heap, and a page once touched
 * stays resident: at the default 128 MB the idle app held 120 MB more after
 * its first start (bench:start). The embedded default serves one small club;
 * its files stay in the system's page cache behind the smaller buffers.
 */
const SETTINGS = ['-c', 'shared_buffers=16MB'];

/** @type {PGlite} */
let db;
try {
  // Numeric and bigint as numbers, as the pg pool hands them back (connect.ts).
  const loadDataDir = order.image ? new Blob([readFileSync(order.image)]) : undefined;
  db = await PGlite.create(order.dataDir, {
    parsers: { [NUMERIC]: toNumber, [INT8]: toNumber },
    startParams: [...PGlite.defaultStartParams, ...SETTINGS],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
} catch (error) {
  send({ id: 0, error: fieldsOf(error) });
  process.exit(1);
}
send({ id: 0, rows: [], affectedRows: 0 });
const query = preparedQueries(db);
/** @type {Promise<void>} */
let queue = Promise.resolve();

port.on('message', (/** @type {WorkerRequest} */ request) => {
  if ('close' in request) {
    queue = queue
      .then(() => db.close())
      .then(
        () => {
          send({ id: request.id, closed: true });
          port.close();
        },
        (error) => send({ id: request.id, error: fieldsOf(error) }),
      );
    return;
  }
  if ('dump' in request) {
    const { id, dump } = request;
    queue = queue
      .then(() => db.dumpDataDir('none'))
      .then(
        async (tar) => {
          writeFileSync(dump, Buffer.from(await tar.arrayBuffer()));
          send({ id, rows: [], affectedRows: 0 });
        },
        (error) => send({ id, error: fieldsOf(error) }),
      );
    return;
  }
  // One after another in the order sent: the app's thread sends statements outside transactions without waiting for answers.
  queue = queue
    .then(() => query(request.sql, [...request.params], request.begin))
    .then(
      (result) => send({ id: request.id, rows: result.rows, affectedRows: result.affectedRows ?? 0 }),
      (error) => send({ id: request.id, error: fieldsOf(error) }),
    );
});
