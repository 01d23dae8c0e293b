import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { COOKIES } from '../../contract/routes';
import { pushState, turnOnPush } from './device';
import type { FirebaseWebConfig } from './config';

const config: FirebaseWebConfig = { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'B0' };

function browser(permission: NotificationPermission | null, opts: { push?: boolean } = {}) {
  if (permission === null) vi.stubGlobal('Notification', undefined);
  else vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => permission) });
  if (opts.push !== false)
    vi.stubGlobal('PushManager', function PushManagerStub() {
      return undefined;
    });
  else vi.stubGlobal('PushManager', undefined);
  if (!('serviceWorker' in navigator)) Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(COOKIES.pushToken);
});

describe('pushState', () => {
  it('is off without a Firebase config, whatever the browser can do', () => {
    browser('granted');
    expect(pushState(null)).toBe('off');
  });

  it('is unsupported where the browser has no web push (iOS outside a home-screen app)', () => {
    browser('default', { push: false });
    expect(pushState(config)).toBe('unsupported');
  });

  it('follows the permission, and is on only with a token on this device', () => {
    browser('denied');
    expect(pushState(config)).toBe('blocked');
    browser('default');
    expect(pushState(config)).toBe('ask');
    browser('granted');
    expect(pushState(config)).toBe('ask');
    Cookies.set(COOKIES.pushToken, 'token-from-fcm');
    expect(pushState(config)).toBe('on');
  });
});

describe('turnOnPush', () => {
  it('asks nothing when push is off or blocked, and reports a refusal as blocked', async () => {
    browser('denied');
    expect(await turnOnPush(config)).toBe('blocked');
    expect(await turnOnPush(null)).toBe('off');
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'denied') });
    expect(await turnOnPush(config)).toBe('blocked');
  });
});
