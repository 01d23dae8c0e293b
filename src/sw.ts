/// <reference lib="webworker" />
import { initializeApp } from '@firebase/app';
import { getMessaging, onBackgroundMessage } from '@firebase/messaging/sw';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { firebaseConfig } from './push/config';
import { notificationOf, openLink } from './push/notification';

declare const self: ServiceWorkerGlobalScope;

// The shell and hashed assets are precached so the app opens offline; API
// calls always go to the network (they carry money, never a stale answer).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
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
