// The login form's own checks (SPEC section 5) before any call: a UID or
// password that cannot exist is answered at once, at its field.
import { MSG } from '../../../contract/errors';
import { isValidPassword, isValidUid } from '../../../contract/validation';

export type LoginField = 'uid' | 'password';
export type LoginErrors = Partial<Record<LoginField, string>>;

export function validateLogin(uid: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!isValidUid(uid)) errors.uid = MSG.invalidUid;
  if (!isValidPassword(password)) errors.password = MSG.invalidPassword;
  return errors;
}
