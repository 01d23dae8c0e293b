import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../i18n';
import type * as Device from '../push/device';
import { fail, screenHarness } from '../screens/testing';
import { consoleTexts } from './i18n';
import { PushSwitch } from './PushSwitch';
import { setOperatorSession } from './session';
import { fake, resetFake } from './testing';

vi.mock('../worker/spawn', () => import('./testing'));
// The device's side (permission, Firebase's token) is the player app's module; only what the browser would answer is faked.
const device = vi.hoisted(() => ({ pushBlocker: vi.fn(), askDeviceToken: vi.fn() }));
vi.mock('../push/device', async (original) => ({ ...(await original<typeof Device>()), ...device }));

const h = screenHarness();
const TOKEN = 'fcm-token-of-this-desk-0001';
const pushSwitch = () => h.container.querySelector('[role="switch"]');
const note = () => h.container.querySelector('[data-testid="console-push-note"]');
const pushCalls = () => fake.calls.filter((c) => c.url === 'admin/push-token');

beforeAll(() => consoleTexts());

beforeEach(async () => {
  // This build's own answer (no Firebase config in tests) unless a test fakes a browser that can push.
  device.pushBlocker.mockReset().mockImplementation((await vi.importActual<typeof Device>('../push/device')).pushBlocker);
  device.askDeviceToken.mockReset();
  resetFake();
  localStorage.clear();
  setOperatorSession({ token: 't', role: 'support', username: 'helper' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser that can push and has granted this site (what the prompt's "Allow" leaves behind). */
function allowingBrowser() {
  device.pushBlocker.mockReturnValue(null);
  device.askDeviceToken.mockResolvedValue({ token: TOKEN });
  vi.stubGlobal('Notification', { permission: 'granted' });
}

describe('PushSwitch', () => {
  it('says push is off on a build without Firebase, and offers nothing to turn on', async () => {
    await h.render(<PushSwitch />);
    expect(pushSwitch()?.getAttribute('aria-label')).toBe('Notify me on this device');
    expect((pushSwitch() as HTMLButtonElement).disabled).toBe(true);
    expect(note()?.textContent).toBe('Push is off on this build: the notices show here while the console is open.');
    expect(pushSwitch()?.getAttribute('aria-describedby')).toBe(note()?.id);
    expect(pushCalls()).toEqual([]);
  });

  it("saves this device's token with the console's language, follows a language switch, and removes it when turned off", async () => {
    allowingBrowser();
    fake.answers.set('PUT admin/push-token', { status: 204, data: null });
    fake.answers.set('DELETE admin/push-token', { status: 204, data: null });
    await h.render(<PushSwitch />);
    expect(pushSwitch()?.getAttribute('aria-checked')).toBe('false');
    expect(note()?.textContent).toContain('even with the console closed');

    await h.click(pushSwitch());
    expect(pushCalls()).toEqual([
      expect.objectContaining({ method: 'PUT', body: { token: TOKEN, lang: 'en' }, headers: { authorization: 'Bearer t' } }),
    ]);
    expect(pushSwitch()?.getAttribute('aria-checked')).toBe('true');
    expect(note()?.textContent).toBe('This device gets a push when a redemption has waited 12 h and 20 h undecided.');

    // The operator reads the console in Chinese: the pushes follow.
    await act(async () => {
      await loadLanguage('zh');
    });
    expect(pushCalls().at(-1)).toMatchObject({ method: 'PUT', body: { token: TOKEN, lang: 'zh' } });
    expect(pushSwitch()?.getAttribute('aria-label')).toBe('在本设备上通知我');
    await act(async () => {
      await loadLanguage('en');
    });

    await h.click(pushSwitch());
    expect(pushCalls().at(-1)).toMatchObject({ method: 'DELETE', body: { token: TOKEN } });
    expect(pushSwitch()?.getAttribute('aria-checked')).toBe('false');
    expect(localStorage.length).toBe(0);
  });

  it('stays on where it was turned on, and says so when the server refuses', async () => {
    allowingBrowser();
    localStorage.setItem('vip.console.pushToken', TOKEN);
    fake.answers.set('PUT admin/push-token', { status: 204, data: null });
    fake.answers.set('DELETE admin/push-token', fail(500, 'msg.internalServerError'));
    await h.render(<PushSwitch />);
    // Opening the console again hands the device to whoever signed in, in their language.
    expect(pushCalls()).toEqual([expect.objectContaining({ method: 'PUT', body: { token: TOKEN, lang: 'en' } })]);
    expect(pushSwitch()?.getAttribute('aria-checked')).toBe('true');

    await h.click(pushSwitch());
    expect(note()?.getAttribute('role')).toBe('alert');
    expect(note()?.textContent).toBe('Push could not be changed on this device. Check the connection and try again.');
    expect(pushSwitch()?.getAttribute('aria-checked')).toBe('true');
  });

  it('stays off when the browser is refused the permission', async () => {
    allowingBrowser();
    device.askDeviceToken.mockImplementation(async () => {
      vi.stubGlobal('Notification', { permission: 'denied' });
      device.pushBlocker.mockReturnValue('blocked');
      return { state: 'blocked' };
    });
    vi.stubGlobal('Notification', { permission: 'default' });
    await h.render(<PushSwitch />);
    await h.click(pushSwitch());
    expect(pushCalls()).toEqual([]);
    expect(pushSwitch()?.getAttribute('aria-checked')).toBe('false');
    expect(note()?.textContent).toContain('Notifications are blocked for this site');
  });
});
