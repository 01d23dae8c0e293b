// What the service worker does with a push and with a tap on its
// notification. Kept apart from src/sw.ts and free of worker globals so unit
// tests drive it with plain objects.

/** The message the worker posts to an open app window to show a pushed link in place. */
export const OPEN_LINK_MESSAGE = 'push:open';
export interface OpenLinkMessage {
  type: typeof OPEN_LINK_MESSAGE;
  link: string;
}

export interface PushNotification {
  title: string;
  options: NotificationOptions & { data: { link: string } };
}

/**
 * A same-origin path, or home: a pushed link must never take the player to
 * another site, whatever the message says.
 */
export function safeLink(link: string | undefined, origin: string): string {
  if (!link) return '/';
  try {
    const url = new URL(link, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}

/** The notification for a push's data fields (contract PushData), or null when it has no title. */
export function notificationOf(data: Record<string, string> | undefined, origin: string): PushNotification | null {
  if (!data?.title) return null;
  return {
    title: data.title,
    options: {
      body: data.body ?? '',
      icon: data.icon ?? '/icon-192.png',
      badge: '/icon-192.png',
      ...(data.tag ? { tag: data.tag } : {}),
      data: { link: safeLink(data.link, origin) },
    },
  };
}

/** The parts of a window client and of `clients` the tap handler needs. */
export interface AppWindow {
  url: string;
  focus(): Promise<unknown>;
  postMessage(message: OpenLinkMessage): void;
}
export interface AppWindows {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A tap on a notification: an open app window is focused and told to show the
 * link (the app routes there without a reload, keeping its state); with no
 * window open, the app opens on the link.
 */
export async function openLink(clients: AppWindows, origin: string, rawLink: unknown): Promise<void> {
  const link = safeLink(typeof rawLink === 'string' ? rawLink : undefined, origin);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.url.startsWith(origin));
  if (open) {
    open.postMessage({ type: OPEN_LINK_MESSAGE, link });
    await open.focus();
    return;
  }
  await clients.openWindow(new URL(link, origin).href);
}

export function isOpenLinkMessage(value: unknown): value is OpenLinkMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === OPEN_LINK_MESSAGE &&
    typeof (value as { link?: unknown }).link === 'string'
  );
}
