import nacl from 'tweetnacl'; // default import: a named import throws in Node ESM (STACK.md)

// The symmetric body cipher of SPEC section 7, shared by the server (opens
// bodies) and the client worker (seals them). Wire format: base64 of
// nonce (24 bytes) || secretbox(JSON). One format, one module, so the two ends
// cannot drift apart.

const NONCE_LENGTH = nacl.secretbox.nonceLength;
const KEY_LENGTH = nacl.secretbox.keyLength;

/** Anything that makes a cipher text or key unusable; callers map it to a 400. */
export class CipherError extends Error {
  override name = 'CipherError';
}

export function generateKey(): Uint8Array {
  return nacl.randomBytes(KEY_LENGTH);
}

export function keyToBase64(key: Uint8Array): string {
  return bytesToBase64(key);
}

export function keyFromBase64(s: string): Uint8Array {
  const key = base64ToBytes(s.trim());
  if (key.length !== KEY_LENGTH) throw new CipherError(`cipher key must be ${KEY_LENGTH} bytes`);
  return key;
}

export function encryptJson(key: Uint8Array, value: unknown): string {
  // JSON.stringify(undefined) is undefined, which would seal the text "undefined"
  const json = JSON.stringify(value) ?? 'null';
  // TextEncoder output from another realm (jsdom) fails tweetnacl's type check
  const message = new Uint8Array(new TextEncoder().encode(json));
  const nonce = nacl.randomBytes(NONCE_LENGTH);
  const box = nacl.secretbox(message, nonce, key);
  const out = new Uint8Array(NONCE_LENGTH + box.length);
  out.set(nonce);
  out.set(box, NONCE_LENGTH);
  return bytesToBase64(out);
}

export function decryptJson(key: Uint8Array, data: string): unknown {
  const bytes = base64ToBytes(data);
  // the smallest valid input is a nonce plus the authenticator of an empty box
  if (bytes.length < NONCE_LENGTH + nacl.secretbox.overheadLength) throw new CipherError('cipher text too short');
  const opened = nacl.secretbox.open(bytes.subarray(NONCE_LENGTH), bytes.subarray(0, NONCE_LENGTH), key);
  if (!opened) throw new CipherError('cipher text failed authentication');
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(opened));
  } catch {
    throw new CipherError('cipher text is not JSON');
  }
}

// btoa/atob exist in browsers, workers and Node 20 alike, so no Buffer here;
// they work on "binary strings", one char per byte.
const CHUNK = 0x8000; // keeps String.fromCharCode under the engines' argument limit

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

function base64ToBytes(s: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(s);
  } catch {
    throw new CipherError('not base64');
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
