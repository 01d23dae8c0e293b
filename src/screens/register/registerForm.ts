// The register form's rules (SPEC section 5) as pure functions: which field
// shows which message key, for the client's own checks and for the server's
// answers. The screen only draws what these return.
import { MSG } from '../../../contract/errors';
import type { RegisterBody } from '../../../contract/schemas/account';
import type { Lang } from '../../../contract/constants';
import {
  isValidFullName,
  isValidPassword,
  isValidUid,
  normalizePhone,
  OTP_PATTERN,
  REGISTER_TOKEN_PATTERN,
} from '../../../contract/validation';

/** In the order they appear on screen: the first invalid one gets focus. */
export const REGISTER_FIELDS = ['uid', 'fullName', 'password', 'confirmPassword', 'phone', 'otp', 'terms'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface RegisterValues {
  uid: string;
  fullName: string;
  password: string;
  confirmPassword: string;
  /** As typed after the fixed +60: '12 345 6789', '0123456789' and '60123456789' all work. */
  phone: string;
  otp: string;
  terms: boolean;
}

/** Message keys per field: our own checks give MsgKey, the server may answer any key. */
export type FieldErrors = Partial<Record<RegisterField, string>>;

export const emptyValues = (): RegisterValues => ({
  uid: '',
  fullName: '',
  password: '',
  confirmPassword: '',
  phone: '',
  otp: '',
  terms: false,
});

/** The last UID check: which UID was asked and what the server said. */
export interface UidCheck {
  uid: string;
  available: boolean;
}

/** A check counts only for the UID it was made for: editing the UID asks for a new one. */
export function isUidChecked(uid: string, check: UidCheck | null): boolean {
  return check !== null && check.available && check.uid === uid;
}

/** The number the player typed, as +60XXXXXXXXX, or null when it is not a Malaysian mobile. */
export function phoneE164(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '');
  if (compact === '') return null;
  // The +60 is printed before the box; a pasted full number (0..., 60..., +60...) is accepted too.
  return normalizePhone(/^(?:\+|0|60)/.test(compact) ? compact : `0${compact}`);
}

const otpRe = new RegExp(OTP_PATTERN);

/** Every field's error at once (all are shown, the first one is focused). */
export function validateRegister(values: RegisterValues, check: UidCheck | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidUid(values.uid)) errors.uid = MSG.invalidUid;
  else if (!isUidChecked(values.uid, check)) errors.uid = check?.uid === values.uid ? MSG.accountExist : MSG.checkUidFirst;
  if (!isValidFullName(values.fullName)) errors.fullName = MSG.invalidFullName;
  if (!isValidPassword(values.password)) errors.password = MSG.invalidPassword;
  if (values.confirmPassword !== values.password || !isValidPassword(values.confirmPassword)) {
    errors.confirmPassword = MSG.invalidConfirmPassword;
  }
  if (phoneE164(values.phone) === null) errors.phone = MSG.invalidPhoneNumber;
  if (!otpRe.test(values.otp)) errors.otp = MSG.invalidOtp;
  if (!values.terms) errors.terms = MSG.checkTerms;
  return errors;
}

export function firstInvalid(errors: FieldErrors): RegisterField | null {
  return REGISTER_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

// Server answers that belong to one field; anything else is shown above the form.
const SERVER_FIELD: Partial<Record<string, RegisterField>> = {
  [MSG.accountExist]: 'uid',
  [MSG.invalidUid]: 'uid',
  [MSG.invalidFullName]: 'fullName',
  [MSG.invalidPassword]: 'password',
  [MSG.invalidConfirmPassword]: 'confirmPassword',
  [MSG.phoneExist]: 'phone',
  [MSG.invalidPhoneNumber]: 'phone',
  [MSG.incorrectVerificationCode]: 'otp',
  [MSG.invalidOtp]: 'otp',
  [MSG.otpExpired]: 'otp',
  [MSG.checkTerms]: 'terms',
};

export function fieldOfServerError(message: string): RegisterField | null {
  return Object.hasOwn(SERVER_FIELD, message) ? (SERVER_FIELD[message] ?? null) : null;
}

/** An expired code cannot be fixed by retyping: the player must ask for a new one. */
export const needsNewOtp = (message: string): boolean => message === MSG.otpExpired;

/** The body of POST account/register; call only after validateRegister found nothing. */
export function registerBody(
  values: RegisterValues,
  referrer: string | null,
  language: Lang,
  registerToken: string | null = null,
): RegisterBody {
  const phone = phoneE164(values.phone);
  if (phone === null) throw new Error('registerBody: invalid phone');
  return {
    uid: values.uid,
    fullName: values.fullName.trim().replace(/\s+/g, ' '),
    password: values.password,
    confirmPassword: values.confirmPassword,
    phone,
    otp: values.otp,
    terms: true,
    ...(referrer ? { referrer } : {}),
    language,
    ...(registerToken ? { registerToken } : {}),
  };
}

/** The register token of the H5 platform's registration link (?registerToken=...), when it looks like one (SPEC 3). */
export function linkRegisterToken(search: string): string | null {
  const token = new URLSearchParams(search).get('registerToken');
  return token && new RegExp(REGISTER_TOKEN_PATTERN).test(token) ? token : null;
}
