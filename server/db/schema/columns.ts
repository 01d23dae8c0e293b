import type { ColumnType } from 'kysely';

/** Set by the database's default, or given; never updated. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A jsonb column: written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;
