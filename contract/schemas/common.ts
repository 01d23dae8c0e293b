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
});
export type ErrorBody = Type.Static<typeof ErrorBody>;

/** The encrypted envelope every request body travels in. */
export const EncryptedBody = Type.Object({ data: Type.String() });

export const Ok = Type.Object({ ok: Type.Literal(true) });
