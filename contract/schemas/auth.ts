import Type from 'typebox';
import { PASSWORD_PATTERN, UID_PATTERN } from '../validation';
import { LangSchema } from './common';

/** POST player/login: a launch token handed over by the H5 platform. */
export const TokenLoginBody = Type.Object({ token: Type.String({ minLength: 16, maxLength: 512 }) });
export type TokenLoginBody = Type.Static<typeof TokenLoginBody>;

export const PasswordLoginBody = Type.Object({
  uid: Type.String({ pattern: UID_PATTERN }),
  password: Type.String({ pattern: PASSWORD_PATTERN }),
});
export type PasswordLoginBody = Type.Static<typeof PasswordLoginBody>;

/** Login response of SPEC section 3. */
export const LoginResponse = Type.Object({
  token: Type.String(),
  uid: Type.String(),
  /** the club's full name; a player who has none yet (signed up through Telegram) gets Telegram's first name */
  fullName: Type.String(),
  /** SPEC 3: the Telegram user the login came through, when it did (fullName falls back to its first_name) */
  user: Type.Optional(Type.Object({ first_name: Type.String() })),
  tgBind: Type.Boolean(),
  tgRegister: Type.Boolean(),
  /** the player's saved language, applied at login rather than when the first refresh answers */
  language: LangSchema,
});
export type LoginResponse = Type.Static<typeof LoginResponse>;

export const AdminLoginBody = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 40 }),
  password: Type.String({ minLength: 6, maxLength: 100 }),
});
export type AdminLoginBody = Type.Static<typeof AdminLoginBody>;

export const AdminLoginResponse = Type.Object({ token: Type.String(), role: Type.String() });
export type AdminLoginResponse = Type.Static<typeof AdminLoginResponse>;

export const MaintenanceUpdate = Type.Object({
  maintenance: Type.Union([Type.Literal(0), Type.Literal(1)]),
  mDateTime: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
});
export type MaintenanceUpdate = Type.Static<typeof MaintenanceUpdate>;
