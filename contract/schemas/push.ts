// Push notifications (issue 4, "Push"): the device registers its FCM token,
// the server sends data-only messages whose fields the service worker turns
// into a notification, and operators can read what the local provider kept.
import Type from 'typebox';

/** FCM registration tokens are opaque, about 160 characters today; 4 kB leaves room. */
export const PushTokenBody = Type.Object({ token: Type.String({ minLength: 20, maxLength: 4096, pattern: '^[A-Za-z0-9_:.-]+$' }) });
export type PushTokenBody = Type.Static<typeof PushTokenBody>;

/**
 * A push as it travels: FCM data values are strings, so these are too. link
 * is a same-origin path the notification opens; tag lets a newer push about
 * the same message replace the older one on the lock screen.
 */
export const PushData = Type.Object({
  title: Type.String(),
  body: Type.String(),
  link: Type.String(),
  tag: Type.String(),
  icon: Type.Optional(Type.String()),
});
export type PushData = Type.Static<typeof PushData>;

/** What the local provider "sent" (the token cut to its ends), newest first. */
export const PushOutboxEntry = Type.Object({
  to: Type.String(),
  data: PushData,
  at: Type.String(),
});
export type PushOutboxEntry = Type.Static<typeof PushOutboxEntry>;

export const PushOutboxQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) });
