// Push delivery. A real service (FCM, ./fcm.ts) plugs in behind PushProvider
// when its credentials are configured; otherwise the local provider keeps
// each push in an outbox file operators can read, and nothing is delivered.
import { appendFile } from 'node:fs/promises';
import type { PushData, PushOutboxEntry } from '../../../contract/schemas/push';
import { readJsonLines } from '../../lib/jsonLines';

/** 'invalid-token': the service says this device will never receive again; the caller forgets the token. */
export type PushResult = 'sent' | 'invalid-token' | 'failed';

export interface PushProvider {
  /** 'local' or the service's name, for the start-up banner */
  readonly name: string;
  send(token: string, data: PushData): Promise<PushResult>;
}

export interface PushOutbox {
  read(limit: number): Promise<PushOutboxEntry[]>;
}

export type LocalPush = PushProvider & PushOutbox;

export const hasPushOutbox = (provider: PushProvider): provider is LocalPush =>
  typeof (provider as Partial<PushOutbox>).read === 'function';

/** Tokens are credentials of a device: logs and the outbox keep their ends only. */
export const maskToken = (token: string): string => `${token.slice(0, 6)}…${token.slice(-4)}`;

/**
 * The default provider: appends each push as a JSON line to `file` (one
 * O_APPEND write, safe across processes) or keeps it in memory when file is
 * null (throwaway test apps).
 */
export function localPush(opts: { file: string | null; log?: (line: string) => void }): LocalPush {
  const memory: PushOutboxEntry[] = [];
  return {
    name: 'local',
    async send(token, data) {
      const entry: PushOutboxEntry = { to: maskToken(token), data, at: new Date().toISOString() };
      if (opts.file) await appendFile(opts.file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
      else memory.push(entry);
      opts.log?.(`push to ${entry.to} kept in the local outbox (local provider: not delivered)`);
      return 'sent';
    },
    async read(limit) {
      const all = opts.file ? await readJsonLines<PushOutboxEntry>(opts.file) : memory;
      return all.slice(-limit).reverse();
    },
  };
}
