// Keyset pages shared by the history, inbox and operator lists: newest first
// by (created_at, id), the cursor being the id of the last row shown. The
// position is looked up from that row in SQL, never rebuilt from a JavaScript
// Date, which holds milliseconds while timestamptz holds microseconds (two
// rows in one millisecond would otherwise be skipped).
import { sql, type RawBuilder } from 'kysely';
import { MSG } from '../../contract/errors';
import { AppError } from '../http/errors';

export const DEFAULT_PAGE = 20;

/** The id a cursor names; undefined for the first page. A malformed cursor is a bad request. */
export function parseCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  if (!/^[1-9]\d{0,15}$/.test(cursor)) throw new AppError(400, MSG.invalidRequest);
  return Number(cursor);
}

/** Rows were fetched with limit + 1: the extra row only says a next page exists. */
export function takePage<T extends { id: number }>(rows: readonly T[], limit: number): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? String(last.id) : null };
}

/** The rows of `table` after the row `after` in newest-first order: (created_at, id) below that row's. */
export function olderThan(table: 'inbox_messages' | 'redemptions' | 'verification_videos', after: number): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)}) < (SELECT r.created_at, r.id FROM ${sql.table(table)} r WHERE r.id = ${after})`;
}
