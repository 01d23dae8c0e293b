import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { COOKIES } from '../../contract/routes';
import { initState } from './boot';
import { browserCookies } from './cookies';
import { createMemoryStore } from './memoryStore';
import { resetAllStores, STATE_KEY, STATE_VERSION, stopPersistence } from './persist';
import { languageState } from './language';
import { playerState } from './player';
import { createStateWriter } from './stateWriter';

function clearCookies(): void {
  for (const name of browserCookies.names()) browserCookies.remove(name);
}

beforeEach(() => {
  vi.useFakeTimers();
  clearCookies();
  resetAllStores();
});

afterEach(() => {
  stopPersistence();
  vi.useRealTimers();
  clearCookies();
});

const loggedIn = { v: STATE_VERSION, savedAt: 0, data: { player: { authenticated: true, uid: 'player1' } } };

describe('initState', () => {
  it('restores a logged-in player whose cookies are current', async () => {
    document.cookie = `${COOKIES.version}=6.0.0; path=/`;
    document.cookie = `${COOKIES.token}=tok; path=/`;
    const store = createMemoryStore({ [STATE_KEY]: loggedIn });
    const result = await initState({ appVersion: '6.0.0', store, writer: createStateWriter({ store }) });
    expect(result).toEqual({ cookies: { previous: '6.0.0', cleared: false, removed: [] }, hydrate: 'restored', auth: 'consistent' });
    expect(playerState.uid).toBe('player1');
    expect(store.writes).toHaveLength(0);
  });

  it('logs out when the cookie migration removed the token, and saves that at once', async () => {
    document.cookie = `${COOKIES.version}=3.5.27; path=/`;
    document.cookie = `${COOKIES.token}=tok; path=/`;
    const store = createMemoryStore({ [STATE_KEY]: loggedIn });
    const result = await initState({ appVersion: '6.0.0', store, writer: createStateWriter({ store }) });
    expect(result.cookies.cleared).toBe(true);
    expect(result.auth).toBe('logged-out');
    expect(playerState.authenticated).toBe(false);
    expect(Cookies.get(COOKIES.token)).toBeUndefined();
    expect(store.writes).toHaveLength(1);
  });

  it('keeps the language of a session that lapsed while the app was closed, and saves it so', async () => {
    document.cookie = `${COOKIES.version}=6.0.0; path=/`;
    const store = createMemoryStore({ [STATE_KEY]: { ...loggedIn, data: { ...loggedIn.data, language: { lang: 'ms' } } } });
    const result = await initState({ appVersion: '6.0.0', store, writer: createStateWriter({ store }) });
    expect(result.auth).toBe('logged-out');
    expect(playerState.authenticated).toBe(false);
    expect(languageState.lang).toBe('ms');
    expect(store.writes.at(-1)).toMatchObject({ data: { player: { authenticated: false }, language: { lang: 'ms' } } });
  });

  it('starts writing changes afterwards', async () => {
    const store = createMemoryStore();
    await initState({ appVersion: '6.0.0', store, writer: createStateWriter({ store }) });
    playerState.notify = false;
    await vi.advanceTimersByTimeAsync(500);
    expect(store.writes).toHaveLength(1);
  });
});
