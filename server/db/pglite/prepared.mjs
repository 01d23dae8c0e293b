// @ts-check
// Statements with parameters, run on PGlite as named prepared statements
// (the worker's own query path, worker.mjs). PGlite's query() parses and
// plans every statement again and crosses into its WASM six times a call
// (parse, describe, bind, describe, execute, sync), then copies its map of
// 300 type parsers to read the rows: on a spin that was half of the
// worker's time. Here a statement is parsed once and each call is one
// crossing (bind, describe, execute, sync), its rows read with PGlite's own
// parsers and serializers, so values come back exactly as query() gave them.
import { protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements prepared at most, so a stream of distinct texts cannot grow the session without bound; later ones run unprepared. */
const MAX_PREPARED = 2000;
/** Longer texts (bulk inserts of many rows) are never prepared. */
const MAX_TEXT = 10_000;

/** @typedef {import('@electric-sql/pglite').PGlite} PGlite */
/** @typedef {{ rows: Record<string, unknown>[]; affectedRows: number }} Result */
/** @typedef {{ name: string; paramTypes: number[] }} Statement */

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Rows changed, as PGlite's query() counts them from the command tag.
 * @param {string} tag
 */
function affected(tag) {
  const [command, a, b] = tag.split(' ');
  if (command === 'INSERT') return Number(b);
  return command === 'UPDATE' || command === 'DELETE' || command === 'MERGE' || command === 'COPY' ? Number(a) : 0;
}

/** BEGIN, COMMIT and ROLLBACK: one simple-protocol crossing each (PGlite's exec() adds a Sync crossing, which a simple query does not need). */
const CONTROL = /^(start transaction( isolation level [a-z ]+)?|begin|commit|rollback)$/i;

/**
 * A query function over `db`: statements with parameters are prepared once
 * and then bound; transaction control goes through exec(), the others (DDL,
 * scripts) through PGlite's query() as before. `begin`, when given, opens a
 * transaction just before the statement, in the same crossing when it can.
 * @param {PGlite} db
 * @returns {(sql: string, params: unknown[], begin?: string) => Promise<Result>}
 */
export function preparedQueries(db) {
  /** @type {Map<string, Statement>} */
  const statements = new Map();

  /** @param {string} sql */
  async function control(sql) {
    await db.execProtocol(serialize.query(sql), { syncToFs: false });
  }

  /** @param {string} sql @returns {Promise<Statement>} */
  async function prepare(sql) {
    const name = `p${statements.size + 1}`;
    const { messages } = await db.execProtocol(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const description = messages.find((m) => m.name === 'parameterDescription');
    const statement = { name, paramTypes: description && 'dataTypeIDs' in description ? description.dataTypeIDs : [] };
    statements.set(sql, statement);
    return statement;
  }

  return async (sql, params, begin) => {
    if (params.length === 0 || sql.length > MAX_TEXT || (statements.size >= MAX_PREPARED && !statements.has(sql))) {
      if (begin) await control(begin);
      if (params.length === 0 && CONTROL.test(sql)) {
        await control(sql);
        return { rows: [], affectedRows: 0 };
      }
      const result = await db.query(sql, params);
      return { rows: /** @type {Record<string, unknown>[]} */ (result.rows), affectedRows: result.affectedRows ?? 0 };
    }
    const known = statements.get(sql);
    if (begin && !known) await control(begin);
    const statement = known ?? (await prepare(sql));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await db.execProtocol(
      concat([
        ...(begin && known ? [serialize.query(begin)] : []),
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    /** @type {{ name: string; parse: ((value: string, typeId: number) => unknown) | undefined; typeId: number }[]} */
    let fields = [];
    /** @type {Record<string, unknown>[]} */
    const rows = [];
    let affectedRows = 0;
    for (const message of messages) {
      if (message.name === 'rowDescription' && 'fields' in message) {
        fields = message.fields.map((f) => ({ name: f.name, parse: db.parsers[f.dataTypeID], typeId: f.dataTypeID }));
      } else if (message.name === 'dataRow' && 'fields' in message) {
        /** @type {Record<string, unknown>} */
        const row = {};
        message.fields.forEach((value, i) => {
          const field = fields[i];
          if (!field) return;
          row[field.name] = value === null ? null : field.parse ? field.parse(value, field.typeId) : value;
        });
        rows.push(row);
      } else if (message.name === 'commandComplete' && 'text' in message) {
        affectedRows += affected(message.text);
      }
    }
    return { rows, affectedRows };
  };
}
