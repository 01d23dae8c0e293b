import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanInsets, insetVars } from './telegramInsets';
import { initTelegram, telegramInitData, type TelegramWindow } from './telegram';
import { detectTelegram } from './telegramDetect';

const win = window as TelegramWindow;
const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

function fakeWebApp(safe: object, content: object) {
  const handlers = new Map<string, () => void>();
  const app = {
    initData: 'query_id=1&hash=x',
    platform: 'android',
    safeAreaInset: safe,
    contentSafeAreaInset: content,
    ready: vi.fn(),
    expand: vi.fn(),
    onEvent: vi.fn((event: string, handler: () => void) => void handlers.set(event, handler)),
  };
  return { app, handlers };
}

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute('style');
  delete document.documentElement.dataset.telegram;
  delete win.Telegram;
  delete win.TelegramWebviewProxy;
  history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('inset mapping', () => {
  it('maps both safe areas to Telegram-named variables, in whole pixels', () => {
    expect(insetVars({ top: 24.4, bottom: 34, left: 0, right: 0 }, { top: 46 })).toMatchObject({
      '--tg-safe-area-inset-top': '24px',
      '--tg-safe-area-inset-bottom': '34px',
      '--tg-content-safe-area-inset-top': '46px',
      '--tg-content-safe-area-inset-bottom': '0px',
    });
  });

  it('reads anything that is not a positive number as 0', () => {
    expect(cleanInsets({ top: -5, bottom: Number.NaN, left: '12', right: Infinity })).toEqual({ top: 0, bottom: 0, left: 0, right: 0 });
    expect(cleanInsets(null)).toEqual({ top: 0, bottom: 0, left: 0, right: 0 });
  });
});

describe('detectTelegram', () => {
  it('is false in a plain browser, and for the script loaded outside Telegram', () => {
    expect(detectTelegram(win)).toBe(false);
    win.Telegram = { WebApp: { initData: '', platform: 'unknown' } };
    expect(detectTelegram(win)).toBe(false);
  });

  it('is true with a launched WebApp, the web view proxy, or the launch hash', () => {
    win.Telegram = { WebApp: fakeWebApp({}, {}).app };
    expect(detectTelegram(win)).toBe(true);
    delete win.Telegram;
    win.TelegramWebviewProxy = { postEvent: vi.fn() };
    expect(detectTelegram(win)).toBe(true);
    delete win.TelegramWebviewProxy;
    history.replaceState(null, '', '/#tgWebAppData=abc&tgWebAppVersion=8.0');
    expect(detectTelegram(win)).toBe(true);
  });
});

describe('initTelegram with the WebApp object', () => {
  it('expands, says ready, and sets the insets before returning (before the first paint)', () => {
    const { app } = fakeWebApp({ top: 30, bottom: 20, left: 0, right: 0 }, { top: 56, bottom: 0, left: 0, right: 0 });
    win.Telegram = { WebApp: app };
    expect(initTelegram(win)).toBe(true);
    expect(app.expand).toHaveBeenCalledOnce();
    expect(app.ready).toHaveBeenCalledOnce();
    expect(rootVar('--tg-safe-area-inset-top')).toBe('30px');
    expect(rootVar('--tg-safe-area-inset-bottom')).toBe('20px');
    expect(rootVar('--tg-content-safe-area-inset-top')).toBe('56px');
    expect(document.documentElement.dataset.telegram).toBe('1');
  });

  it('follows safeAreaChanged and contentSafeAreaChanged', () => {
    const { app, handlers } = fakeWebApp({ top: 0, bottom: 0, left: 0, right: 0 }, { top: 0, bottom: 0, left: 0, right: 0 });
    win.Telegram = { WebApp: app };
    initTelegram(win);
    app.safeAreaInset = { top: 44, bottom: 30, left: 0, right: 0 };
    handlers.get('safeAreaChanged')?.();
    expect(rootVar('--tg-safe-area-inset-top')).toBe('44px');
    app.contentSafeAreaInset = { top: 60, bottom: 0, left: 0, right: 0 };
    handlers.get('contentSafeAreaChanged')?.();
    expect(rootVar('--tg-content-safe-area-inset-top')).toBe('60px');
  });

  it('reapplies the last insets at once on a reload inside Telegram', () => {
    const first = fakeWebApp({ top: 40, bottom: 10, left: 0, right: 0 }, {});
    win.Telegram = { WebApp: first.app };
    initTelegram(win);
    document.documentElement.removeAttribute('style');
    delete win.Telegram;
    // The reload: no script, no hash, only what this tab remembered.
    win.TelegramWebviewProxy = { postEvent: vi.fn() };
    initTelegram(win);
    expect(rootVar('--tg-safe-area-inset-top')).toBe('40px');
  });

  it('does nothing outside Telegram', () => {
    expect(initTelegram(win)).toBe(false);
    expect(rootVar('--tg-safe-area-inset-top')).toBe('');
  });
});

describe('initTelegram without the script', () => {
  it('asks the web view to expand and for the safe areas, and applies its answers', () => {
    const postEvent = vi.fn();
    win.TelegramWebviewProxy = { postEvent };
    initTelegram(win);
    expect(postEvent.mock.calls.map(([type]) => type)).toEqual([
      'web_app_ready',
      'web_app_expand',
      'web_app_request_safe_area',
      'web_app_request_content_safe_area',
    ]);
    win.Telegram?.WebView?.receiveEvent?.('safe_area_changed', { top: 24, bottom: 16, left: 0, right: 0 });
    win.Telegram?.WebView?.receiveEvent?.('content_safe_area_changed', { top: 48, bottom: 0, left: 0, right: 0 });
    expect(rootVar('--tg-safe-area-inset-top')).toBe('24px');
    expect(rootVar('--tg-safe-area-inset-bottom')).toBe('16px');
    expect(rootVar('--tg-content-safe-area-inset-top')).toBe('48px');
  });
});

describe('mini app launch data', () => {
  it("reads initData from Telegram's script when it is there", () => {
    win.Telegram = { WebApp: fakeWebApp({}, {}).app };
    expect(telegramInitData(win)).toBe('query_id=1&hash=x');
  });

  it('reads it from the launch hash and keeps it after the hash is gone', () => {
    history.replaceState(null, '', `/#tgWebAppData=${encodeURIComponent('user=%7B%22id%22%3A1%7D&hash=abc')}&tgWebAppVersion=7.0`);
    expect(telegramInitData(win)).toBe('user=%7B%22id%22%3A1%7D&hash=abc');
    history.replaceState(null, '', '/games');
    expect(telegramInitData(win)).toBe('user=%7B%22id%22%3A1%7D&hash=abc');
  });

  it('is null outside Telegram', () => {
    expect(telegramInitData(win)).toBeNull();
  });
});
