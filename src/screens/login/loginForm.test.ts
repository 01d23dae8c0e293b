import { expect, it } from 'vitest';
import { MSG } from '../../../contract/errors';
import { validateLogin } from './loginForm';

it('answers each bad field with its own message, and nothing for good input', () => {
  expect(validateLogin('', '')).toEqual({ uid: MSG.invalidUid, password: MSG.invalidPassword });
  expect(validateLogin('demo01', 'pass 1')).toEqual({ password: MSG.invalidPassword });
  expect(validateLogin('demo01', 'demo1234')).toEqual({});
});
