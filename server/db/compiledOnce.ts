// A statement Kysely builds and compiles once per process instead of on every
// call. Building a query (its immutable nodes, the expression builders) and
// compiling it took 21% of the app's CPU in a profiled bench:redeem, the
// ledger's write of a move (appendMove, ~30 us each time) and the
// redemption's insert first; their text never changes, only the values bound
// to it. The first call builds the query with a marker for each named
// argument, so the compiled parameters say which argument each one is; later
// calls bind the arguments in that order to the same text. The text is still
// Kysely's own (typed against the schema), and a result still passes through
// the handle's plugins (the statement counter).
import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';

const MARK = '\u0000compiledOnce:';
const marker = (key: string): string => `${MARK}${key}\u0000`;

/** Each compiled parameter: an argument by name, or a constant the query itself holds. */
type Slot = { arg: string } | { value: unknown };

interface Template<R> {
  compiled: CompiledQuery<R>;
  slots: Slot[];
}

/**
 * `build`, compiled on its first call and bound to new arguments after. It
 * must take every value that changes from call to call from `args`, as it is
 * (no arithmetic or formatting on an argument inside build: the first call
 * sees markers, not values), and build the same shape whatever the values
 * are. A build that breaks this throws on its first call.
 */
export function compiledOnce<A extends object, R>(
  build: (db: Kysely<Database>, args: A) => Compilable<R>,
): (db: Kysely<Database>, args: A) => Promise<R[]> {
  let template: Template<R> | undefined;
  const prepare = (db: Kysely<Database>, args: A): Template<R> => {
    const keys = Object.keys(args);
    const markers = Object.fromEntries(keys.map((k) => [k, marker(k)])) as A;
    const compiled = build(db, markers).compile();
    if (compiled.sql.includes(MARK)) throw new Error("compiledOnce: an argument was written into the statement's text, not bound");
    const byMarker = new Map(keys.map((k) => [marker(k), k]));
    const slots = compiled.parameters.map((value): Slot => {
      const arg = typeof value === 'string' ? byMarker.get(value) : undefined;
      if (arg !== undefined) return { arg };
      if (typeof value === 'string' && value.includes(MARK)) throw new Error('compiledOnce: an argument was changed inside build');
      return { value };
    });
    const bound = new Set(slots.flatMap((s) => ('arg' in s ? [s.arg] : [])));
    const unbound = keys.filter((k) => !bound.has(k));
    if (unbound.length > 0) throw new Error(`compiledOnce: arguments ${unbound.join(', ')} are not parameters of the statement`);
    return { compiled, slots };
  };
  return async (db, args) => {
    template ??= prepare(db, args);
    const { compiled, slots } = template;
    const values = args as Record<string, unknown>;
    const parameters = slots.map((s) => ('arg' in s ? values[s.arg] : s.value));
    const { rows } = await db.executeQuery<R>({ ...compiled, parameters, queryId: createQueryId() });
    return rows;
  };
}
