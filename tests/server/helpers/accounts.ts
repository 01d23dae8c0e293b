// Building blocks for the account tests: unique phones, UIDs and addresses
// (so throttles of one test never touch another), codes read back from the
// app's in-memory SMS outbox, and a registered player in one call.
import { expect } from 'vitest';
import type { LoginResponse } from '../../../contract/schemas/auth';
import type { RegisterBody } from '../../../contract/schemas/account';
import { DEMO_OPERATOR } from '../../../server/db/seed';
import type { TestApp } from './app';

let serial = 0;
const next = (): number => ++serial + (process.pid % 1000) * 1000;

/** A fresh Malaysian mobile number in the national spelling the form sends (012-xxx style). */
export const uniquePhone = (): string => `011${String(next()).padStart(8, '0')}`;
/** The same number as the server stores it. */
export const e164 = (national: string): string => `+60${national.slice(1)}`;
export const uniqueUid = (): string => `user${String(next()).padStart(6, '0')}`;
/** A caller address of its own, so per-address limits start from zero. */
export const uniqueIp = (): string => {
  const n = next();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export async function requestOtp(t: TestApp, phone: string, ip = uniqueIp()) {
  return t.call('POST', '/api/account/otp', { body: { phone, purpose: 'register' }, ip });
}

/** The newest code texted to a number (national or +60 spelling). */
export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const [message] = await t.sms.read({ to: phone.startsWith('+') ? phone : e164(phone), limit: 1 });
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  expect(code, `no code was texted to ${phone}`).toBeDefined();
  return code ?? '';
}

export function registerBody(phone: string, otp: string, over: Partial<RegisterBody> = {}): RegisterBody {
  return {
    uid: uniqueUid(),
    fullName: 'Siti binti Ahmad',
    password: 'secret123',
    confirmPassword: 'secret123',
    phone,
    otp,
    terms: true,
    ...over,
  };
}

/** Asks for a code and registers with it; returns the login answer and what was sent. */
export async function registerPlayer(t: TestApp, over: Partial<RegisterBody> = {}): Promise<LoginResponse & { body: RegisterBody }> {
  const phone = over.phone ?? uniquePhone();
  const ip = uniqueIp();
  expect((await requestOtp(t, phone, ip)).statusCode).toBe(200);
  const body = registerBody(phone, await lastCode(t, phone), over);
  const res = await t.call('POST', '/api/account/register', { body, ip });
  expect(res.statusCode, res.body).toBe(200);
  return { ...res.json<LoginResponse>(), body };
}

export async function operatorToken(t: TestApp, creds: { username: string; password: string } = DEMO_OPERATOR): Promise<string> {
  const res = await t.call('POST', '/api/admin/login', { body: creds, ip: uniqueIp() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}
