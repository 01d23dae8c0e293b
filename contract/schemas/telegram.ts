import Type from 'typebox';

/**
 * POST telegram/bind: either the Telegram Login Widget's fields as Telegram
 * sent them, or (inside the mini app) its initData string.
 */
export const TelegramBindBody = Type.Union([
  Type.Object({ fields: Type.Record(Type.String({ pattern: '^[a-z_]{1,32}$' }), Type.String({ maxLength: 512 }), { maxProperties: 12 }) }),
  Type.Object({ initData: Type.String({ minLength: 10, maxLength: 4096 }) }),
]);
export type TelegramBindBody = Type.Static<typeof TelegramBindBody>;

/** POST telegram/mini-app-login: the mini app's initData string, signed by Telegram. */
export const MiniAppLoginBody = Type.Object({ initData: Type.String({ minLength: 10, maxLength: 4096 }) });
export type MiniAppLoginBody = Type.Static<typeof MiniAppLoginBody>;

export const TelegramState = Type.Object({ tgBind: Type.Boolean() });
export type TelegramState = Type.Static<typeof TelegramState>;

/** A message the local bot stand-in kept instead of sending (GET admin/telegram-outbox, outside production). */
export const TelegramOutboxEntry = Type.Object({ chatId: Type.Integer(), text: Type.String(), at: Type.String({ format: 'date-time' }) });
export type TelegramOutboxEntry = Type.Static<typeof TelegramOutboxEntry>;
