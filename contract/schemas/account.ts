import Type from 'typebox';
import { LangSchema, UnixSeconds } from './common';
import { FULL_NAME_PATTERN, MY_PHONE_PATTERN, OTP_PATTERN, PASSWORD_PATTERN, REGISTER_TOKEN_PATTERN, UID_PATTERN } from '../validation';

/** POST account/uid-check: is this UID free? */
export const UidCheckBody = Type.Object({ uid: Type.String({ pattern: UID_PATTERN }) });
export type UidCheckBody = Type.Static<typeof UidCheckBody>;
export const UidCheckResponse = Type.Object({ available: Type.Boolean() });
export type UidCheckResponse = Type.Static<typeof UidCheckResponse>;

/** POST account/otp: send a one-time code by SMS. Refused with 429 { typ: 'otp', wait } while throttled. */
export const OtpRequestBody = Type.Object({
  phone: Type.String({ pattern: MY_PHONE_PATTERN }),
  purpose: Type.Enum(['register'] as const),
  /** the SMS's language (the screen's); English when absent */
  language: Type.Optional(LangSchema),
});
export type OtpRequestBody = Type.Static<typeof OtpRequestBody>;
export const OtpRequestResponse = Type.Object({
  /** seconds until another code may be requested */
  resendIn: Type.Integer(),
  /** seconds the code stays valid */
  expiresIn: Type.Integer(),
});
export type OtpRequestResponse = Type.Static<typeof OtpRequestResponse>;

/** POST account/register: answers the login shape and opens a session. */
export const RegisterBody = Type.Object({
  uid: Type.String({ pattern: UID_PATTERN }),
  fullName: Type.String({ pattern: FULL_NAME_PATTERN }),
  password: Type.String({ pattern: PASSWORD_PATTERN }),
  confirmPassword: Type.String({ pattern: PASSWORD_PATTERN }),
  phone: Type.String({ pattern: MY_PHONE_PATTERN }),
  otp: Type.String({ pattern: OTP_PATTERN }),
  terms: Type.Literal(true),
  referrer: Type.Optional(Type.String({ pattern: '^[\\w-]{1,64}$' })),
  language: Type.Optional(LangSchema),
  /** the register token of the H5 platform's registration link (SPEC 3), when the player came by one */
  registerToken: Type.Optional(Type.String({ pattern: REGISTER_TOKEN_PATTERN })),
});
export type RegisterBody = Type.Static<typeof RegisterBody>;

export const NotifyBody = Type.Object({ notify: Type.Boolean() });
export type NotifyBody = Type.Static<typeof NotifyBody>;
export const LanguageBody = Type.Object({ language: LangSchema });
export type LanguageBody = Type.Static<typeof LanguageBody>;

/** PUT player/uid: a player may change their UID once (answers msg.uidUpdated / msg.unableChangeUid). */
export const UidChangeBody = Type.Object({ uid: Type.String({ pattern: UID_PATTERN }) });
export type UidChangeBody = Type.Static<typeof UidChangeBody>;
export const FullNameBody = Type.Object({ fullName: Type.String({ pattern: FULL_NAME_PATTERN }) });
export type FullNameBody = Type.Static<typeof FullNameBody>;

/** GET player/profile: what the settings screen shows and may change. */
export const Profile = Type.Object({
  uid: Type.String(),
  fullName: Type.String(),
  /** masked, e.g. +60 12-*** 6789 */
  phone: Type.Union([Type.String(), Type.Null()]),
  language: LangSchema,
  notify: Type.Boolean(),
  canChangeUid: Type.Boolean(),
  tgBind: Type.Boolean(),
});
export type Profile = Type.Static<typeof Profile>;

/**
 * POST h5/launch-token, called by the H5 platform (HMAC-signed, not encrypted).
 * ts is Unix seconds. A signed body is accepted once; a platform asking twice
 * for one player within a second sends a random nonce to tell them apart.
 */
export const LaunchTokenBody = Type.Object({
  uid: Type.String({ pattern: UID_PATTERN }),
  ts: UnixSeconds,
  nonce: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type LaunchTokenBody = Type.Static<typeof LaunchTokenBody>;
export const LaunchTokenResponse = Type.Object({ token: Type.String(), url: Type.String(), expiresIn: Type.Integer() });
export type LaunchTokenResponse = Type.Static<typeof LaunchTokenResponse>;

/** POST h5/register-token (signed like launch-token): a one-time token for a registration link, with the member's affiliate code. */
export const RegisterTokenBody = Type.Object({
  ts: UnixSeconds,
  referrer: Type.Optional(Type.String({ pattern: '^[\\w-]{1,64}$' })),
  nonce: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type RegisterTokenBody = Type.Static<typeof RegisterTokenBody>;
/** url: the registration link to send (the app's /register with the token). */
export const RegisterTokenResponse = LaunchTokenResponse;
export type RegisterTokenResponse = LaunchTokenResponse;
