import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ref } from 'valtio/vanilla';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../i18n';
import { playerState } from '../state/player';
import { defaultSite, siteState } from '../state/site';
import { replaceState } from '../state/merge';
import { BottomNav } from './BottomNav';
import { CONTACT_TUCK_MS, ContactButton } from './ContactButton';
import { InstallBar } from './InstallBar';
import { installState } from '../app/install';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeAll(() => loadLanguage('en'));
/** What the page has under a point: happy-dom lays nothing out, so a test says it. */
let underPoint: Element[] = [];
beforeEach(() => {
  underPoint = [];
  document.elementsFromPoint = () => underPoint;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  replaceState(siteState, defaultSite());
  playerState.authenticated = false;
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const click = (el: Element | null) => act(() => (el as HTMLElement).click());

describe('ContactButton', () => {
  it('is absent when no contact link is set', async () => {
    await act(async () => root.render(<ContactButton raised={false} />));
    expect(container.innerHTML).toBe('');
  });

  it("lists only the links that are not '#', opening outside", async () => {
    siteState.links.whatsapp = 'https://wa.example.invalid/1';
    siteState.links.telegram = 'https://t.example.invalid/x';
    await act(async () => root.render(<ContactButton raised={false} />));
    const button = container.querySelector('button');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    await click(button);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['WhatsApp(opens outside the app)', 'Telegram(opens outside the app)']);
    expect(links.every((a) => a.target === '_blank' && a.rel.includes('noopener'))).toBe(true);
  });

  it('open, it dims the page behind its labels and a tap there closes it', async () => {
    siteState.links.whatsapp = 'https://wa.example.invalid/1';
    await act(async () => root.render(<ContactButton raised={false} />));
    await click(container.querySelector('button'));
    const scrim = container.querySelector('[data-testid="contact"] > div[aria-hidden="true"]');
    expect(scrim).not.toBeNull();
    await click(scrim);
    expect(container.querySelector('button')?.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('[data-testid="contact"] > div[aria-hidden="true"]')).toBeNull();
  });

  it('stands half aside while a link of the page is under it, and not over plain text', async () => {
    siteState.links.telegram = 'https://t.example.invalid/x';
    const link = Object.assign(document.createElement('a'), { href: '/more' });
    link.append(document.createElement('span'));
    document.body.append(link);
    try {
      const contact = () => container.querySelector('[data-testid="contact"]');
      underPoint = [document.createElement('p')];
      await act(async () => root.render(<ContactButton raised />));
      expect(contact()?.hasAttribute('data-aside')).toBe(false);
      // The page changes (a screen comes in): the button looks again once it has settled.
      underPoint = [link.firstElementChild as Element, link];
      await act(async () => {
        link.append(document.createElement('em'));
      });
      await vi.waitFor(() => expect(contact()?.hasAttribute('data-aside')).toBe(true));
      // Open, it stands where it always does.
      await click(container.querySelector('button'));
      expect(contact()?.hasAttribute('data-aside')).toBe(false);
    } finally {
      link.remove();
    }
  });

  it('tucks aside while the page scrolls and comes back when it stops', async () => {
    vi.useFakeTimers();
    try {
      siteState.links.telegram = 'https://t.example.invalid/x';
      await act(async () => root.render(<ContactButton raised />));
      const contact = () => container.querySelector('[data-testid="contact"]');
      expect(contact()?.hasAttribute('data-tucked')).toBe(false);
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(contact()?.hasAttribute('data-tucked')).toBe(true);
      await act(async () => {
        vi.advanceTimersByTime(CONTACT_TUCK_MS - 100);
        window.dispatchEvent(new Event('scroll'));
      });
      await act(async () => {
        vi.advanceTimersByTime(CONTACT_TUCK_MS - 100);
      });
      expect(contact()?.hasAttribute('data-tucked')).toBe(true);
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
      expect(contact()?.hasAttribute('data-tucked')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('BottomNav', () => {
  it('has the five items and marks the current one', async () => {
    await act(async () => root.render(<BottomNav path="/games" />));
    const items = [...container.querySelectorAll('nav > ul > li')];
    expect(items).toHaveLength(5);
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('Game');
  });

  it('shows the unread count to a player, 99+ above 99', async () => {
    playerState.authenticated = true;
    siteState.inbox.unreadCount = 7;
    await act(async () => root.render(<BottomNav path="/" />));
    expect(container.querySelector('[data-testid="unread-badge"]')?.textContent).toBe('7');
    await act(async () => {
      siteState.inbox.unreadCount = 140;
    });
    expect(container.querySelector('[data-testid="unread-badge"]')?.textContent).toBe('99+');
    expect(container.querySelector('[data-testid="centre-button"]')?.getAttribute('aria-label')).toBe('Quick menu, 99+ unread messages');
  });

  it('opens the centre popup with H5 login (when set) and the inbox', async () => {
    siteState.links.h5 = 'https://h5.example.invalid/login';
    await act(async () => root.render(<BottomNav path="/" />));
    expect(container.querySelector('[data-testid="unread-badge"]')).toBeNull();
    await click(container.querySelector('[data-testid="centre-button"]'));
    // The popup is its own chunk, fetched on the first tap.
    await vi.waitFor(() => expect(container.querySelector('[data-testid="centre-menu"]')).not.toBeNull());
    const menu = container.querySelector('[data-testid="centre-menu"]');
    // Focus moves into the popup when it opens.
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe('https://h5.example.invalid/login'));
    expect([...(menu?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      'https://h5.example.invalid/login',
      '/inbox',
    ]);
    await act(async () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(container.querySelector('[data-testid="centre-menu"]')).toBeNull();
    expect(document.activeElement?.getAttribute('data-testid')).toBe('centre-button');
  });
});

describe('InstallBar', () => {
  const prompt = () =>
    Object.assign(new Event('beforeinstallprompt'), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const, platform: 'web' }),
    });
  const bar = () => container.querySelector('[data-testid="install-bar"]');
  beforeEach(() => {
    localStorage.clear();
    installState.prompt = null;
  });

  it("shows the browser's prompt that came before the screen painted", async () => {
    installState.prompt = ref(prompt());
    await act(async () => root.render(<InstallBar path="/login" />));
    expect(bar()?.textContent).toContain('Install');
  });

  it('keeps a prompt that comes later for the next screen: this one must not be pushed down', async () => {
    await act(async () => root.render(<InstallBar path="/login" />));
    await act(async () => {
      installState.prompt = ref(prompt());
    });
    expect(bar()).toBeNull();
    await act(async () => root.render(<InstallBar path="/games" />));
    expect(bar()?.textContent).toContain('Install');
    await act(async () => {
      installState.prompt = null; // used from the setting screen
    });
    expect(bar()).toBeNull();
  });
});
