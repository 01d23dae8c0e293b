import Type from 'typebox';
import { LANGS } from '../constants';

export const LangSchema = Type.Enum(LANGS);

/** Text held once per interface language. */
export const Localized = Type.Object({ en: Type.String(), zh: Type.String(), ms: Type.String() });
export type Localized = Type.Static<typeof Localized>;

/** Every error answer: a message key, and for 400/409/429 the counters of SPEC section 8. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  typ: Type.Optional(Type.String()),
  count: Type.Optional(Type.Number()),
  wait: Type.Optional(Type.Number()),
  /** the values of the message's {0}, {1}...: msg.playerInsufficientCoin names the player */
  args: Type.Optional(Type.Array(Type.String())),
});
export type ErrorBody = Type.Static<typeof ErrorBody>;

/** The encrypted envelope every request body travels in. */
export const EncryptedBody = Type.Object({ data: Type.String() });

export const Ok = Type.Object({ ok: Type.Literal(true) });

// Numbers a caller sends carry the range of the column they reach: past it
// PostgreSQL fails the query (a 500), so the schema refuses them first (a 400).

/** PostgreSQL's `integer` (int4, and the ids of `serial` tables). */
export const PG_INTEGER = { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 } as const;
/** A client's retry key: the same key answers the first result again (redeem, spins, plays). */
export const IdempotencyKey = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** An id of a `serial` table. */
export const SerialId = Type.Integer({ minimum: 1, maximum: PG_INTEGER.maximum });
/** An id of a `bigserial` table, as far as a JavaScript number holds it exactly. */
export const BigSerialId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** A display order (an `integer` column). */
export const SortOrder = Type.Integer(PG_INTEGER);
/** Unix seconds up to the last second of year 9999, the end of a timestamp column and of an ISO date. */
export const UnixSeconds = Type.Integer({ minimum: 0, maximum: 253_402_300_799 });
