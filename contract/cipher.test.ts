import { describe, expect, it } from 'vitest';
import { CipherError, decryptJson, encryptJson, generateKey, keyFromBase64, keyToBase64 } from './cipher';

describe('cipher', () => {
  const key = generateKey();
  const value = { token: 'abc', n: 42, nested: [true, null, 'Selamat datang 你好'] };

  it('round-trips JSON values', () => {
    expect(decryptJson(key, encryptJson(key, value))).toEqual(value);
    expect(decryptJson(key, encryptJson(key, 'plain'))).toBe('plain');
    expect(decryptJson(key, encryptJson(key, undefined))).toBeNull();
  });

  it('round-trips a body larger than one base64 chunk', () => {
    const big = { blob: 'x'.repeat(200_000) };
    expect(decryptJson(key, encryptJson(key, big))).toEqual(big);
  });

  it('uses a fresh nonce on every call', () => {
    const a = encryptJson(key, value);
    const b = encryptJson(key, value);
    expect(a).not.toBe(b);
    expect(atob(a).slice(0, 24)).not.toBe(atob(b).slice(0, 24));
  });

  it('rejects tampered cipher text', () => {
    const binary = atob(encryptJson(key, value));
    const last = binary.length - 1;
    const flipped = binary.slice(0, last) + String.fromCharCode(binary.charCodeAt(last) ^ 1);
    expect(() => decryptJson(key, btoa(flipped))).toThrow(CipherError);
  });

  it('rejects a wrong key', () => {
    expect(() => decryptJson(generateKey(), encryptJson(key, value))).toThrow(CipherError);
  });

  it('rejects bad base64 and short input', () => {
    expect(() => decryptJson(key, '%%% not base64')).toThrow(CipherError);
    expect(() => decryptJson(key, btoa('short'))).toThrow(CipherError);
    expect(() => decryptJson(key, '')).toThrow(CipherError);
  });

  it('rejects a box that opens to something other than JSON', async () => {
    const nacl = (await import('tweetnacl')).default;
    const nonce = nacl.randomBytes(24);
    const box = nacl.secretbox(new Uint8Array([0x7b, 0x7b]), nonce, key); // "{{"
    const joined = new Uint8Array([...nonce, ...box]);
    expect(() => decryptJson(key, btoa(String.fromCharCode(...joined)))).toThrow(CipherError);
  });

  it('keys survive base64 and must be 32 bytes', () => {
    expect(keyFromBase64(keyToBase64(key))).toEqual(key);
    expect(() => keyFromBase64(btoa('too short'))).toThrow(CipherError);
  });
});
