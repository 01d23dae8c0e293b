import { describe, expect, it } from 'vitest';
import { MSG } from '../../../contract/errors';
import {
  emptyValues,
  fieldOfServerError,
  firstInvalid,
  isUidChecked,
  needsNewOtp,
  phoneE164,
  registerBody,
  validateRegister,
  type RegisterValues,
} from './registerForm';

const good: RegisterValues = {
  uid: 'player01',
  fullName: '  Siti   Aminah ',
  password: 'abc123',
  confirmPassword: 'abc123',
  phone: '12 345 6789',
  otp: '123456',
  terms: true,
};
const checked = { uid: 'player01', available: true };

describe('validateRegister', () => {
  it('accepts a complete form whose UID was checked', () => {
    expect(validateRegister(good, checked)).toEqual({});
  });

  it('names every message of SPEC section 5 at its own field', () => {
    expect(validateRegister(emptyValues(), null)).toEqual({
      uid: MSG.invalidUid,
      fullName: MSG.invalidFullName,
      password: MSG.invalidPassword,
      confirmPassword: MSG.invalidConfirmPassword,
      phone: MSG.invalidPhoneNumber,
      otp: MSG.invalidOtp,
      terms: MSG.checkTerms,
    });
  });

  it.each([
    ['starts with a digit', '1player'],
    ['too short', 'ab1'],
    ['too long', 'a12345678901234x'],
    ['has a space', 'play er1'],
  ])('rejects a UID that %s', (_why, uid) => {
    expect(validateRegister({ ...good, uid }, { uid, available: true }).uid).toBe(MSG.invalidUid);
  });

  it('asks for a check when the UID was never checked or changed after the check', () => {
    expect(validateRegister(good, null).uid).toBe(MSG.checkUidFirst);
    expect(validateRegister({ ...good, uid: 'player02' }, checked).uid).toBe(MSG.checkUidFirst);
  });

  it('keeps saying the UID is taken while the same UID is in the box', () => {
    expect(validateRegister(good, { uid: 'player01', available: false }).uid).toBe(MSG.accountExist);
  });

  it('flags a confirmation that differs, even when both are valid passwords', () => {
    expect(validateRegister({ ...good, confirmPassword: 'abc124' }, checked)).toEqual({ confirmPassword: MSG.invalidConfirmPassword });
  });

  it('flags passwords with spaces or symbols', () => {
    const errors = validateRegister({ ...good, password: 'abc 123', confirmPassword: 'abc 123' }, checked);
    expect(errors).toEqual({ password: MSG.invalidPassword, confirmPassword: MSG.invalidConfirmPassword });
  });

  it('wants a 6-digit OTP and the terms ticked', () => {
    expect(validateRegister({ ...good, otp: '12345', terms: false }, checked)).toEqual({ otp: MSG.invalidOtp, terms: MSG.checkTerms });
  });
});

describe('phoneE164', () => {
  it.each([
    ['12 345 6789', '+60123456789'],
    ['0123456789', '+60123456789'],
    ['60123456789', '+60123456789'],
    ['+60 11-2345 6789', '+601123456789'],
  ])('reads %s after the +60 as %s', (typed, e164) => {
    expect(phoneE164(typed)).toBe(e164);
  });

  it.each(['', '2345678', '0312345678', '12345'])('rejects %j', (typed) => {
    expect(phoneE164(typed)).toBeNull();
  });
});

describe('server answers', () => {
  it('map to the field they are about', () => {
    expect(fieldOfServerError(MSG.accountExist)).toBe('uid');
    expect(fieldOfServerError(MSG.phoneExist)).toBe('phone');
    expect(fieldOfServerError(MSG.incorrectVerificationCode)).toBe('otp');
    expect(fieldOfServerError(MSG.otpExpired)).toBe('otp');
  });

  it('leave the rest to the form, prototype names included', () => {
    expect(fieldOfServerError(MSG.registerFailed)).toBeNull();
    expect(fieldOfServerError('constructor')).toBeNull();
  });

  it('an expired OTP, and only that, asks for a new code', () => {
    expect(needsNewOtp(MSG.otpExpired)).toBe(true);
    expect(needsNewOtp(MSG.incorrectVerificationCode)).toBe(false);
  });
});

describe('registerBody', () => {
  it('sends the normalised phone, the tidied name, the referrer and the language', () => {
    expect(registerBody(good, 'aff-7', 'ms')).toEqual({
      uid: 'player01',
      fullName: 'Siti Aminah',
      password: 'abc123',
      confirmPassword: 'abc123',
      phone: '+60123456789',
      otp: '123456',
      terms: true,
      referrer: 'aff-7',
      language: 'ms',
    });
  });

  it('leaves the referrer out when there is none', () => {
    expect(registerBody(good, null, 'en')).not.toHaveProperty('referrer');
  });
});

it('firstInvalid follows the order on screen', () => {
  expect(firstInvalid({ terms: MSG.checkTerms, phone: MSG.invalidPhoneNumber })).toBe('phone');
  expect(firstInvalid({})).toBeNull();
  expect(isUidChecked('a', null)).toBe(false);
});
