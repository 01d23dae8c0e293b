import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { perHandle } from './perHandle';

/**
 * A read that many requests make at once (a game's row, the redeem
 * settings): the calls for one key within a turn of the event loop share
 * one read, made after the turn. It starts after every one of them asked, so
 * none is given an older state than a read of its own would have found;
 * nothing is kept past it. Callers share the result: they read it, never
 * change it.
 */
export function sharedPerTurn<K, T>(read: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const asked = new Map<K, Promise<T>>();
  return (key) => {
    let shared = asked.get(key);
    if (!shared) {
      shared = new Promise<T>((resolve, reject) => {
        setImmediate(() => {
          asked.delete(key);
          read(key).then(resolve, reject);
        });
      });
      asked.set(key, shared);
    }
    return shared;
  };
}

/** sharedPerTurn for a read on a database handle: one sharing reader per handle. */
export function sharedPerTurnOn<K, T>(read: (db: Kysely<Database>, key: K) => Promise<T>): (db: Kysely<Database>, key: K) => Promise<T> {
  const readerOf = perHandle((db) => sharedPerTurn((key: K) => read(db, key)));
  return (db, key) => readerOf(db)(key);
}
