import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** `make(db)` once for each database handle, kept as long as the handle is. */
export function perHandle<T>(make: (db: Kysely<Database>) => T): (db: Kysely<Database>) => T {
  const made = new WeakMap<Kysely<Database>, T>();
  return (db) => {
    if (!made.has(db)) made.set(db, make(db));
    return made.get(db) as T;
  };
}
