// The mini-app conventions against a fake Telegram web view: a
// TelegramWebviewProxy that records what the app posts, and events delivered
// the way the native clients deliver them (window.Telegram.WebView.receiveEvent).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Route, Switch, useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubHeader } from '../components/kit/SubHeader';
import { loadLanguage } from '../i18n';
import { haptic, useClosingConfirmation } from './miniApp';
import { initTelegram, type TelegramWindow } from './telegram';
import { disconnectBridge } from './telegramBridge';
import TelegramFrame from './TelegramFrame';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const win = window as TelegramWindow;
const BRAND = '#1a0b2e';
let posted: Array<{ type: string; data: unknown }>;
let container: HTMLDivElement;
let root: Root;

/** Telegram's web view as the app meets it on a phone: the proxy, then initTelegram. */
function openInTelegram(): void {
  win.TelegramWebviewProxy = { postEvent: (type, data) => void posted.push({ type, data: data ? JSON.parse(data) : null }) };
  expect(initTelegram(win)).toBe(true);
  posted.length = 0;
}

const telegramSends = (type: string, data?: unknown) => act(() => win.Telegram?.WebView?.receiveEvent?.(type, data));
const last = (type: string) => posted.filter((p) => p.type === type).at(-1)?.data;
const go = (path: string) => act(() => navigate(path));

function App() {
  const [path] = useLocation();
  return (
    <>
      <TelegramFrame path={path} authenticated />
      <Switch>
        <Route path="/games/:slug">
          <SubHeader title="detail" back="/games" />
        </Route>
      </Switch>
    </>
  );
}

function render(node: React.ReactNode) {
  act(() => root.render(node));
}

beforeAll(() => loadLanguage('en'));
beforeEach(() => {
  posted = [];
  sessionStorage.clear();
  delete win.Telegram;
  delete win.TelegramWebviewProxy;
  disconnectBridge();
  document.documentElement.style.setProperty('--bg', BRAND);
  history.replaceState(null, '', '/');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('Telegram back button', () => {
  it('is hidden on home and shown on every other screen', () => {
    openInTelegram();
    render(<App />);
    expect(last('web_app_setup_back_button')).toEqual({ is_visible: false });
    go('/games');
    expect(last('web_app_setup_back_button')).toEqual({ is_visible: true });
    go('/');
    expect(last('web_app_setup_back_button')).toEqual({ is_visible: false });
  });

  it('goes back to the previous screen of this visit', () => {
    openInTelegram();
    history.replaceState(null, '', '/promotions');
    render(<App />);
    go('/games/fto');
    telegramSends('back_button_pressed');
    return vi.waitFor(() => expect(location.pathname).toBe('/promotions'));
  });

  it('opened first on a screen, goes up to its own back target, then home, never forward again', () => {
    openInTelegram();
    history.replaceState(null, '', '/games/fto');
    render(<App />);
    telegramSends('back_button_pressed');
    expect(location.pathname).toBe('/games');
    telegramSends('back_button_pressed');
    expect(location.pathname).toBe('/');
    expect(last('web_app_setup_back_button')).toEqual({ is_visible: false });
  });
});

describe('vertical swipes', () => {
  it('are off while a game or a quiz week is open, and back on when leaving', () => {
    openInTelegram();
    history.replaceState(null, '', '/games');
    render(<App />);
    expect(last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: true });
    go('/games/fto/play');
    expect(last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });
    go('/games');
    expect(last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: true });
    go('/quiz/week/3');
    expect(last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });
  });
});

describe('frame colours', () => {
  it("paints Telegram's header, background and bottom bar in the brand colour, again after a theme change", () => {
    openInTelegram();
    render(<App />);
    for (const method of ['web_app_set_header_color', 'web_app_set_background_color', 'web_app_set_bottom_bar_color']) {
      expect(last(method)).toEqual({ color: BRAND });
    }
    posted.length = 0;
    telegramSends('theme_changed', { theme_params: { bg_color: '#ffffff', text_color: '#000000' } });
    expect(last('web_app_set_header_color')).toEqual({ color: BRAND });
  });
});

describe('haptics', () => {
  it('taps, wins and losses each have their feel', () => {
    openInTelegram();
    haptic('tap');
    haptic('win');
    haptic('lose');
    expect(posted).toEqual([
      { type: 'web_app_trigger_haptic_feedback', data: { type: 'impact', impact_style: 'light' } },
      { type: 'web_app_trigger_haptic_feedback', data: { type: 'notification', notification_type: 'success' } },
      { type: 'web_app_trigger_haptic_feedback', data: { type: 'notification', notification_type: 'error' } },
    ]);
  });
});

function Play({ playing }: { playing: boolean }) {
  useClosingConfirmation(playing);
  return null;
}

describe('closing confirmation', () => {
  it('asks before closing while a play runs, and no longer once it ends or the screen goes', () => {
    openInTelegram();
    render(<Play playing={false} />);
    expect(posted).toEqual([]);
    render(<Play playing />);
    expect(posted).toEqual([{ type: 'web_app_setup_closing_behavior', data: { need_confirmation: true } }]);
    render(<Play playing={false} />);
    expect(last('web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });
    render(<Play playing />);
    act(() => root.unmount());
    root = createRoot(container);
    expect(last('web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });
  });
});

describe('outside Telegram', () => {
  it('posts nothing at all', () => {
    expect(initTelegram(win)).toBe(false);
    // A proxy appearing later (another page's script) still hears nothing from an app that never connected.
    win.TelegramWebviewProxy = { postEvent: (type, data) => void posted.push({ type, data }) };
    render(
      <>
        <App />
        <Play playing />
      </>,
    );
    go('/games/fto/play');
    haptic('win');
    expect(posted).toEqual([]);
  });
});
