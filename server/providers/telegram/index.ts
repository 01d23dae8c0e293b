// Messages from the club's Telegram bot to players who bound Telegram. With
// a real bot token (TELEGRAM_BOT_TOKEN) they go through the Bot API's
// sendMessage; without one (the generated local stand-in) each is kept in a
// local outbox, like the SMS and push outboxes, and nothing is delivered.
import { appendFile } from 'node:fs/promises';
import { readJsonLines } from '../../lib/jsonLines';

/** 'blocked': the player stopped the bot or never started it; the bot cannot reach them. */
export type TelegramResult = 'sent' | 'blocked' | 'failed';

export interface TelegramProvider {
  /** 'local' or 'bot', for the start-up banner */
  readonly name: string;
  /** chatId: the player's Telegram user id (a private chat's id is the user's) */
  send(chatId: number, text: string): Promise<TelegramResult>;
}

export interface TelegramOutboxEntry {
  chatId: number;
  text: string;
  at: string;
}

export interface TelegramOutbox {
  /** newest first */
  read(limit: number): Promise<TelegramOutboxEntry[]>;
}

export type LocalTelegram = TelegramProvider & TelegramOutbox;

export const hasTelegramOutbox = (provider: TelegramProvider): provider is LocalTelegram =>
  typeof (provider as Partial<TelegramOutbox>).read === 'function';

/**
 * The default: appends each message as a JSON line to `file` (one O_APPEND
 * write, safe across processes), or keeps it in memory when file is null.
 */
export function localTelegram(opts: { file: string | null; log?: (line: string) => void }): LocalTelegram {
  const memory: TelegramOutboxEntry[] = [];
  return {
    name: 'local',
    async send(chatId, text) {
      const entry: TelegramOutboxEntry = { chatId, text, at: new Date().toISOString() };
      if (opts.file) await appendFile(opts.file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
      else memory.push(entry);
      opts.log?.('Telegram message kept in the local outbox (no bot token: not delivered)');
      return 'sent';
    },
    async read(limit) {
      const all = opts.file ? await readJsonLines<TelegramOutboxEntry>(opts.file) : memory;
      return all.slice(-limit).reverse();
    },
  };
}

/** The Bot API, with the bot's real token; `fetchFn` is injectable for tests. */
export function botTelegram(token: string, fetchFn: typeof fetch = fetch): TelegramProvider {
  return {
    name: 'bot',
    async send(chatId, text) {
      const res = await fetchFn(`https://api.telegram.org/bot${token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: chatId, text, link_preview_options: { is_disabled: true } }),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) return 'sent';
      // 403: blocked by the user, or a user who never started the bot.
      return res.status === 403 ? 'blocked' : 'failed';
    },
  };
}
