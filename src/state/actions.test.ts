import { createStateWriter } from './stateWriter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { snapshot } from 'valtio/vanilla';
import { COOKIES } from '../../contract/routes';
import type { LoginResponse } from '../../contract/schemas/auth';
import { login, logout, reconcileAuth } from './actions';
import { browserCookies, cookieAttributes } from './cookies';
import { countersState, setAuthMessage } from './counters';
import { DEFAULT_VOLUME, defaultRecords, gameState, setVolume } from './game';
import { languageState } from './language';
import { createMemoryStore, type MemoryStore } from './memoryStore';
import { resetAllStores, STATE_KEY, startPersistence, stopPersistence, type SavedEnvelope } from './persist';
import { defaultPlayer, playerState, rememberReferrer } from './player';
import { applyRefresh } from './refresh';
import { refreshFixture } from './refresh.fixture';
import { sessionState } from './session';
import { siteState } from './site';

const response: LoginResponse = {
  token: 'tok-0123456789abcdef',
  uid: 'player1',
  fullName: 'Ali Bin Abu',
  tgBind: true,
  tgRegister: false,
  language: 'zh',
};

let store: MemoryStore;

function clearCookies(): void {
  for (const name of browserCookies.names()) browserCookies.remove(name);
}

beforeEach(() => {
  vi.useFakeTimers();
  clearCookies();
  resetAllStores();
  store = createMemoryStore();
  startPersistence({ writer: createStateWriter({ store }), store, flushOnHide: false });
});

afterEach(() => {
  stopPersistence();
  vi.useRealTimers();
  clearCookies();
});

const saved = (): SavedEnvelope => store.data.get(STATE_KEY) as SavedEnvelope;

describe('login', () => {
  it('sets the token cookie, fills the player, clears the referrer and saves at once', async () => {
    rememberReferrer('AFF01');
    setAuthMessage('msg.loggedInOtherDevices');
    await login(response);

    expect(Cookies.get(COOKIES.token)).toBe(response.token);
    expect(playerState).toMatchObject({
      authenticated: true,
      uid: 'player1',
      fullName: 'Ali Bin Abu',
      tgBind: true,
      tgRegister: false,
      referrer: null,
    });
    // The saved language applies at login, before any refresh answers.
    expect(languageState.lang).toBe('zh');
    expect(countersState.authMessage).toBeNull();
    expect(store.writes).toHaveLength(1); // no timer needed
    expect(saved().data.player.uid).toBe('player1');
  });

  it('never writes the token into saved state', async () => {
    await login(response);
    expect(JSON.stringify(saved())).not.toContain(response.token);
  });

  it("drops another player's data left on the device", async () => {
    await login({ ...response, uid: 'player0' });
    applyRefresh(refreshFixture());
    await login(response);
    expect(playerState.coin.total).toBe(0);
    expect(siteState.inbox.items).toHaveLength(0);
  });

  it("keeps the same player's coins on a repeated login", async () => {
    await login(response);
    applyRefresh(refreshFixture());
    await login(response);
    expect(playerState.coin.total).toBe(150.01);
  });

  it('rejects a response without a token', async () => {
    await expect(login({ ...response, token: '' })).rejects.toThrow(/token/);
    expect(playerState.authenticated).toBe(false);
  });

  it('marks the cookie secure only over https', () => {
    expect(cookieAttributes('https:')).toEqual({ path: '/', sameSite: 'lax', secure: true });
    expect(cookieAttributes('http:').secure).toBe(false);
  });
});

describe('logout', () => {
  async function loggedInWithEverythingSet(): Promise<void> {
    await login(response);
    applyRefresh(refreshFixture()); // coins, bonus, notify off, zh, records, inbox
    setVolume('bgm', 0.9);
    setVolume('sfx', 0.1);
    gameState.bgm.on = false;
    gameState.tutorialSeen = true;
    sessionState.activitySessionId = 'act-1';
    sessionState.redirectPath = '/redeem';
  }

  it('resets every field SPEC section 4 lists', async () => {
    await loggedInWithEverythingSet();
    expect(languageState.lang).toBe('zh'); // precondition: the fixture changed it

    await logout();

    // player data, coins to 0, notifications enabled
    expect(snapshot(playerState)).toEqual(defaultPlayer());
    expect(playerState.coin.total + playerState.coin.pending + playerState.coin.redeemed + playerState.coin.expiring.amount).toBe(0);
    expect(playerState.notify).toBe(true);
    expect(playerState.authenticated).toBe(false);
    // language en
    expect(languageState.lang).toBe('en');
    // game records and volume
    expect(snapshot(gameState.records)).toEqual(defaultRecords());
    expect(snapshot(gameState.bgm)).toEqual({ on: true, volume: DEFAULT_VOLUME });
    expect(snapshot(gameState.sfx)).toEqual({ on: true, volume: DEFAULT_VOLUME });
    // inbox count
    expect(siteState.inbox.unreadCount).toBe(0);
    expect(siteState.inbox.items).toHaveLength(0);
    // session: token and activity gone
    expect(Cookies.get(COOKIES.token)).toBeUndefined();
    expect(sessionState.activitySessionId).toBeNull();
  });

  it('keeps what is not the player: links, banners, tutorial flag, remembered path, auth message', async () => {
    await loggedInWithEverythingSet();
    setAuthMessage('msg.loggedInOtherDevices');
    await logout();
    expect(siteState.links.h5).toBe('https://h5.example.com/login');
    expect(siteState.banners).toHaveLength(1);
    expect(gameState.tutorialSeen).toBe(true);
    expect(sessionState.redirectPath).toBe('/redeem');
    expect(countersState.authMessage).toBe('msg.loggedInOtherDevices');
  });

  it('saves the reset state at once', async () => {
    await loggedInWithEverythingSet();
    await vi.advanceTimersByTimeAsync(1_000);
    const before = store.writes.length;
    await logout();
    expect(store.writes).toHaveLength(before + 1);
    expect(saved().data.player.authenticated).toBe(false);
    expect(saved().data.language.lang).toBe('en');
  });
});

describe('reconcileAuth', () => {
  it('logs out a saved session whose cookie is gone', async () => {
    await login(response);
    browserCookies.remove(COOKIES.token);
    expect(reconcileAuth()).toBe('logged-out');
    expect(playerState.authenticated).toBe(false);
  });

  // The cookie lapsed on its own (a browser-session cookie after the browser closed, a cookie
  // migration, a reload that cut a server-ended session's write short): the player did not choose
  // to leave, so the login screen speaks the language they read, as after any other lapse.
  it('keeps the language of a saved session whose cookie is gone', async () => {
    await login(response);
    applyRefresh(refreshFixture()); // zh
    expect(languageState.lang).toBe('zh');
    browserCookies.remove(COOKIES.token);
    expect(reconcileAuth()).toBe('logged-out');
    expect(languageState.lang).toBe('zh');
    expect(playerState.uid).toBe('');
  });

  it('keeps a cookie the saved state does not know (a reload between login and its write)', () => {
    browserCookies.set(COOKIES.token, 'fresh-token');
    expect(reconcileAuth()).toBe('token-adopted');
    expect(playerState.authenticated).toBe(true);
    expect(Cookies.get(COOKIES.token)).toBe('fresh-token');
  });

  it('leaves a consistent state alone', async () => {
    expect(reconcileAuth()).toBe('consistent');
    await login(response);
    expect(reconcileAuth()).toBe('consistent');
  });
});
