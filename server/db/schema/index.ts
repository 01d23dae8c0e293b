// Kysely table types, a file per domain; Database is every table by name.
// numeric and int8 columns arrive as numbers on both drivers (see connect.ts),
// so they are typed as number here. A new table goes in its domain's file and
// in that file's *Tables interface (server/loyalty/points/tables.ts shows the
// other way: a module augmenting Database from its own folder).
import type { AccountsTables } from './accounts';
import type { ContentTables } from './content';
import type { LedgerTables } from './ledger';
import type { GamesTables } from './games';
import type { RedeemTables } from './redeem';
import type { QuizTables } from './quiz';
import type { LoyaltyTables } from './loyalty';

export type * from './accounts';
export type * from './content';
export type * from './ledger';
export type * from './games';
export type * from './redeem';
export type * from './quiz';
export type * from './loyalty';

/** Every table of the app by name. */
export interface Database extends AccountsTables, ContentTables, LedgerTables, GamesTables, RedeemTables, QuizTables, LoyaltyTables {}
