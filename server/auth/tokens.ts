import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens; only their hash is stored, so a database leak yields no live session. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
