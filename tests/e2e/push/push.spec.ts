// Push on a build with Firebase configured (playwright.config.ts builds it
// into dist-push/ and serves it on its own port). Google cannot be reached
// here, so FCM's part - handing the server's message to the browser - is
// played by Chromium's own push delivery (the DevTools protocol's
// ServiceWorker.deliverPushMessage), carrying exactly what the server queued.
import { expect, test, type BrowserContext, type CDPSession, type Page, type Worker } from '@playwright/test';
import { API, COOKIES } from '../../../contract/routes';
import { ADMIN_API } from '../../../contract/adminRoutes';
import type { PushOutboxEntry } from '../../../contract/schemas/push';
import { DEMO_OPERATOR } from '../../../server/db/seed/credentials';
import { sealed } from '../support/api';
import { logIn } from '../support/games';
import { registerPlayer } from '../support/players';

interface Shown {
  title: string;
  body: string;
  tag: string;
  data: { link: string };
}

/** The notifications the worker is showing (the page's types do not know the worker's global). */
const shownBy = (sw: Worker) =>
  sw.evaluate(async (): Promise<Shown[]> => {
    const list = await (globalThis as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as { link: string } }));
  });

/**
 * Leaves the app for a blank page and waits until the worker sees no app
 * window: Firebase hands a push to a visible window instead of showing it,
 * and on a busy machine the worker still listed the page just left.
 */
async function leaveTheApp(page: Page, sw: Worker): Promise<void> {
  await page.goto('about:blank');
  await expect
    .poll(() =>
      sw.evaluate(async () => {
        const scope = globalThis as unknown as { clients: { matchAll(options: object): Promise<unknown[]> } };
        return (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).length;
      }),
    )
    .toBe(0);
}

/** The app's service worker, once it controls the page. */
async function worker(context: BrowserContext, page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
}

async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** FCM's web push envelope around the server's data fields. */
const fcmEnvelope = (data: Record<string, string>) =>
  JSON.stringify({ data, from: '100000000001', priority: 'high', fcmMessageId: `e2e-${Date.now()}` });

test('an inbox message the server queues for this device is shown as a notification that opens the message', async ({
  context,
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['notifications'], { origin });
  const player = await registerPlayer(request);
  // As if FCM had issued this device a token: the app sends it as the push-token header.
  // Set after the first visit: a browser without the app's version cookie starts from clean cookies.
  const deviceToken = `e2e-device-${player.uid}:${'x'.repeat(120)}`;
  await logIn(page, player);
  await context.addCookies([{ name: COOKIES.pushToken, value: deviceToken, url: origin }]);
  const refreshed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/${API.player}` && r.request().headers()['fcm-token'] === deviceToken,
  );
  await page.goto('/');
  await refreshed;
  const sw = await worker(context, page);

  // The operator writes to this player; the server words the push in the player's language and queues it.
  const { token: op } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  const L = (text: string) => ({ en: text, zh: `${text} zh`, ms: `${text} ms` });
  const posted = (await sealed(
    request,
    'post',
    'admin/inbox',
    { to: player.uid, kind: 'others', title: L('Weekend bonus'), desc: L('Double coins on Saturday') },
    op,
  )) as { id: number };
  const masked = `${deviceToken.slice(0, 6)}…${deviceToken.slice(-4)}`;
  const queuedFor = async () => {
    const res = await request.get(`/api/${ADMIN_API.pushOutbox}?limit=50`, { headers: { authorization: `Bearer ${op}` } });
    return ((await res.json()) as PushOutboxEntry[]).find((e) => e.to === masked && e.data.tag === `inbox-${posted.id}`);
  };
  await expect.poll(queuedFor).toBeDefined();
  const queued = await queuedFor();
  if (!queued) throw new Error('the push left the outbox');

  // With no app window in front, Firebase's handler in the worker shows it.
  const cdp = await context.newCDPSession(page);
  const registration = await registrationId(cdp, `${origin}/`);
  await leaveTheApp(page, sw);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration, data: fcmEnvelope({ ...queued.data }) });
  await expect
    .poll(() => shownBy(sw))
    .toEqual([
      {
        title: 'Weekend bonus',
        body: 'Double coins on Saturday',
        tag: `inbox-${posted.id}`,
        data: { link: `/inbox/${posted.id}?notifiid=${posted.id}` },
      },
    ]);

  // Opening that link (what a tap does) shows the message and marks it read.
  await page.goto(`/inbox/${posted.id}?notifiid=${posted.id}`);
  await expect(page.getByRole('heading', { name: 'Weekend bonus' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/inbox/${posted.id}$`));
});

test('a pushed link to another site is never followed: the notification opens the app instead', async ({
  context,
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['notifications'], { origin });
  await logIn(page, await registerPlayer(request));
  const sw = await worker(context, page);
  const cdp = await context.newCDPSession(page);
  const registration = await registrationId(cdp, `${origin}/`);
  await leaveTheApp(page, sw);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration,
    data: fcmEnvelope({ title: 'Hi', body: 'x', link: 'https://evil.example/phish', tag: 't1' }),
  });
  await expect.poll(async () => (await shownBy(sw)).map((n) => n.data.link)).toEqual(['/']);
});

test('turning push on asks the browser; when the push service cannot be reached the player is told, and can try again', async ({
  context,
  page,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL ?? '').origin });
  await logIn(page, await registerPlayer(request));
  await worker(context, page);
  await page.goto('/setting');
  const note = page.getByTestId('push-note');
  await expect(note).toHaveText('Get a notification when a reward or message arrives, even with the app closed.');
  await page.getByTestId('push-turn-on').click();
  await expect(note).toHaveText('Push notifications could not be turned on. Check your connection and try again.', { timeout: 20_000 });
  await expect(page.getByTestId('push-turn-on')).toBeEnabled();
});
