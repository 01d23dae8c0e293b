/// <reference lib="webworker" />
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { firebaseConfig } from './push/config';
import { notificationOf, openLink } from './push/notification';

declare const self: ServiceWorkerGlobalScope;

// The shell is precached so the app opens offline (scripts/pwa-shell.ts says
// what it holds); API calls always go to the network (they carry money, never
// a stale answer).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A game's code and art are not precached: a guest who never plays would
// download Phaser for nothing. They are cached as the game first fetches
// them; their URLs are content-hashed, so a cached copy is never stale and a
// new build's files have new names (old ones age out of the bounded cache).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'game-files', plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })] }),
);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/uploads\//, /^\/sw\//] }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Push: Firebase messaging lives in this one worker (a second worker on the
// scope would fight this one, STACK.md). It must attach its push listener on
// the worker's first run, hence a build-time config. The server sends data-only
// messages; the notification is worded and shown here. With an app window in
// the foreground Firebase hands the message to the page instead, where the
// socket has already refreshed the inbox.
if (firebaseConfig) {
  onBackgroundMessage(getMessaging(initializeApp(firebaseConfig)), async (payload) => {
    const shown = notificationOf(payload.data, self.location.origin);
    if (shown) await self.registration.showNotification(shown.title, shown.options);
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { link?: unknown } | null;
  event.waitUntil(openLink(self.clients, self.location.origin, data?.link));
});
