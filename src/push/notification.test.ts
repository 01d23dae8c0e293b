import { describe, expect, it, vi } from 'vitest';
import { isOpenLinkMessage, notificationOf, openLink, safeLink, type AppWindow, type AppWindows } from './notification';

const ORIGIN = 'https://club.example';

describe('safeLink', () => {
  it('keeps a same-origin path with its query and sends anything else home', () => {
    expect(safeLink('/inbox/7?notifiid=7', ORIGIN)).toBe('/inbox/7?notifiid=7');
    expect(safeLink(`${ORIGIN}/redeem#top`, ORIGIN)).toBe('/redeem#top');
    expect(safeLink('https://evil.example/x', ORIGIN)).toBe('/');
    expect(safeLink('//evil.example/x', ORIGIN)).toBe('/');
    expect(safeLink('javascript:alert(1)', ORIGIN)).toBe('/');
    expect(safeLink(undefined, ORIGIN)).toBe('/');
  });
});

describe('notificationOf', () => {
  it('turns the data fields into a notification that carries its link', () => {
    expect(notificationOf({ title: 'Redemption approved', body: 'RM10.00', link: '/inbox/3?notifiid=3', tag: 'inbox-3' }, ORIGIN)).toEqual({
      title: 'Redemption approved',
      options: { body: 'RM10.00', icon: '/icon-192.png', badge: '/icon-192.png', tag: 'inbox-3', data: { link: '/inbox/3?notifiid=3' } },
    });
  });

  it('shows nothing for a push without a title', () => {
    expect(notificationOf({ body: 'x' }, ORIGIN)).toBeNull();
    expect(notificationOf(undefined, ORIGIN)).toBeNull();
  });
});

function windows(open: { url: string }[]) {
  const made: (AppWindow & { messages: unknown[]; focused: boolean })[] = open.map(({ url }) => {
    const w = {
      url,
      messages: [] as unknown[],
      focused: false,
      postMessage: (m: unknown) => {
        w.messages.push(m);
      },
      focus: async () => {
        w.focused = true;
      },
    };
    return w;
  });
  const clients: AppWindows & { opened: string[] } = {
    opened: [],
    matchAll: async () => made,
    openWindow: async (url) => {
      clients.opened.push(url);
    },
  };
  return { clients, made };
}

describe('openLink (a tap on the notification)', () => {
  it('focuses an open app window and tells it where to go, without opening another', async () => {
    const { clients, made } = windows([{ url: 'https://other.example/' }, { url: `${ORIGIN}/games` }]);
    await openLink(clients, ORIGIN, '/inbox/9?notifiid=9');
    expect(made[1]).toMatchObject({ focused: true, messages: [{ type: 'push:open', link: '/inbox/9?notifiid=9' }] });
    expect(made[0]).toMatchObject({ focused: false, messages: [] });
    expect(clients.opened).toEqual([]);
  });

  it('opens the app on the link when no window is open, and on home for a foreign link', async () => {
    const { clients } = windows([]);
    await openLink(clients, ORIGIN, '/redeem');
    await openLink(clients, ORIGIN, 'https://evil.example/');
    await openLink(clients, ORIGIN, 42);
    expect(clients.opened).toEqual([`${ORIGIN}/redeem`, `${ORIGIN}/`, `${ORIGIN}/`]);
  });
});

describe('isOpenLinkMessage', () => {
  it("accepts only the worker's own message shape", () => {
    expect(isOpenLinkMessage({ type: 'push:open', link: '/x' })).toBe(true);
    expect(isOpenLinkMessage({ type: 'push:open' })).toBe(false);
    expect(isOpenLinkMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isOpenLinkMessage(null)).toBe(false);
    vi.restoreAllMocks();
  });
});
