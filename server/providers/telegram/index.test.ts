import { describe, expect, it } from 'vitest';
import { botTelegram, hasTelegramOutbox, localTelegram } from '.';

describe('Telegram provider', () => {
  it('keeps messages in the local outbox without a bot token, newest first', async () => {
    const local = localTelegram({ file: null });
    expect(hasTelegramOutbox(local)).toBe(true);
    await local.send(1, 'first');
    await local.send(2, 'second');
    expect((await local.read(10)).map((m) => [m.chatId, m.text])).toEqual([
      [2, 'second'],
      [1, 'first'],
    ]);
  });

  it('calls the Bot API with the token and tells a blocked player from a failure', async () => {
    const asked: { url: string; body: unknown }[] = [];
    const answers = [200, 403, 500];
    const fetchFn = (async (url: string, init: RequestInit) => {
      asked.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('{}', { status: answers[asked.length - 1] ?? 500 });
    }) as typeof fetch;
    const bot = botTelegram('123:abc', fetchFn);
    expect(hasTelegramOutbox(bot)).toBe(false);
    expect([await bot.send(42, 'hi'), await bot.send(42, 'hi'), await bot.send(42, 'hi')]).toEqual(['sent', 'blocked', 'failed']);
    expect(asked[0]).toEqual({
      url: 'https://api.telegram.org/bot123:abc/sendMessage',
      body: { chat_id: 42, text: 'hi', link_preview_options: { is_disabled: true } },
    });
  });
});
