import { appendFile } from 'node:fs/promises';
import type { SmsMessage } from '../../../contract/schemas/content';
import { readJsonLines } from '../../lib/jsonLines';

/** Anything that can deliver a text message; a real gateway plugs in here. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/** A provider that keeps what it "sent" where tests and operators can read it. */
export interface SmsOutbox {
  /** newest first, optionally only the messages to one number */
  read(opts: { to?: string | undefined; limit: number }): Promise<SmsMessage[]>;
}

export type LocalSms = SmsProvider & SmsOutbox;

export const hasOutbox = (provider: SmsProvider): provider is LocalSms => typeof (provider as Partial<SmsOutbox>).read === 'function';

/**
 * The default provider: nothing leaves the machine. Messages are appended as
 * JSON lines to `file` (one O_APPEND write each, so several server processes
 * can share the file) or kept in memory when file is null (throwaway test
 * apps). `log` is told where each message went, without its text.
 */
export function localSms(opts: { file: string | null; log?: (line: string) => void }): LocalSms {
  const memory: SmsMessage[] = [];
  return {
    async send(to, text) {
      const message: SmsMessage = { to, text, at: new Date().toISOString() };
      if (opts.file) await appendFile(opts.file, `${JSON.stringify(message)}\n`, { mode: 0o600 });
      else memory.push(message);
      opts.log?.(`SMS to ${maskNumber(to)} kept in the local outbox (local provider: not delivered)`);
    },
    async read({ to, limit }) {
      const all = opts.file ? await readJsonLines<SmsMessage>(opts.file) : memory;
      return all
        .filter((m) => to === undefined || m.to === to)
        .slice(-limit)
        .reverse();
    },
  };
}

/** Logs keep the last three digits only. */
export const maskNumber = (phone: string): string => phone.slice(0, 3) + '*'.repeat(Math.max(0, phone.length - 6)) + phone.slice(-3);
