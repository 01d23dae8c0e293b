// Input rules of SPEC section 5, shared so the form and the server agree.

/** 6-15 characters, letters and digits, first a letter, at least one digit. */
/** A one-time token of a link (register token): URL-safe base64 as the server issues it. */
export const REGISTER_TOKEN_PATTERN = '^[\\w-]{16,128}$';
export const UID_PATTERN = '^(?=.*[0-9])[A-Za-z][A-Za-z0-9]{5,14}$';
/** 6-15 letters and digits, no spaces. */
export const PASSWORD_PATTERN = '^[A-Za-z0-9]{6,15}$';
/** Letters, spaces and the punctuation of Malaysian names (bin, a/l, Chinese names). */
export const FULL_NAME_PATTERN = "^[\\p{L}][\\p{L}\\p{M} .'@/-]{1,59}$";
/** Malaysian mobile: 01X followed by 7-8 digits, optionally written with +60 / 60. */
export const MY_PHONE_PATTERN = '^(?:\\+?60|0)1[0-9]{8,9}$';
export const OTP_PATTERN = '^[0-9]{6}$';

const uid = new RegExp(UID_PATTERN);
const password = new RegExp(PASSWORD_PATTERN);
const fullName = new RegExp(FULL_NAME_PATTERN, 'u');
const phone = new RegExp(MY_PHONE_PATTERN);

export const isValidUid = (v: string): boolean => uid.test(v);
export const isValidPassword = (v: string): boolean => password.test(v);
export const isValidFullName = (v: string): boolean => fullName.test(v.trim());
export const isValidPhone = (v: string): boolean => phone.test(v.replace(/[\s-]/g, ''));

/** Canonical E.164 form of a Malaysian mobile number, or null. */
export function normalizePhone(v: string): string | null {
  const compact = v.replace(/[\s-]/g, '');
  if (!phone.test(compact)) return null;
  const national = compact.replace(/^\+?60/, '').replace(/^0/, '');
  return `+60${national}`;
}
