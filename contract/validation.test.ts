import { describe, expect, it } from 'vitest';
import { isValidFullName, isValidPassword, isValidPhone, isValidUid, normalizePhone } from './validation';

describe('UID (6-15, letters and digits, first a letter)', () => {
  it.each(['abc123', 'A12345', 'player2024abcde'])('accepts %s', (v) => expect(isValidUid(v)).toBe(true));
  it.each(['ab123', '1abcde', 'abcdef', 'abc 123', 'abc_123', 'player2024abcdef', ''])('refuses %j', (v) =>
    expect(isValidUid(v)).toBe(false),
  );
});

describe('password (6-15 letters and digits, no spaces)', () => {
  it.each(['abc123', 'ABCDEF', '123456', 'abcdefghij12345'])('accepts %s', (v) => expect(isValidPassword(v)).toBe(true));
  it.each(['abc12', 'abc 123', 'abc123!', 'abcdefghij123456', ''])('refuses %j', (v) => expect(isValidPassword(v)).toBe(false));
});

describe('full name', () => {
  it.each(['Ahmad bin Razak', '陈小明', "Siti Nur'aini", 'Muthu a/l Raman'])('accepts %s', (v) => expect(isValidFullName(v)).toBe(true));
  it.each(['', 'A', '1234', '<script>', ' '])('refuses %j', (v) => expect(isValidFullName(v)).toBe(false));
});

describe('Malaysian mobile number', () => {
  it.each([
    ['012-345 6789', '+60123456789'],
    ['0112345678 9', '+601123456789'],
    ['+60123456789', '+60123456789'],
    ['60123456789', '+60123456789'],
  ])('normalises %s to %s', (input, e164) => {
    expect(isValidPhone(input)).toBe(true);
    expect(normalizePhone(input)).toBe(e164);
  });
  it.each(['0312345678', '12345678', '+6512345678', '01234', 'abc'])('refuses %j', (v) => {
    expect(isValidPhone(v)).toBe(false);
    expect(normalizePhone(v)).toBeNull();
  });
});
