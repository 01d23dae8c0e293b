import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countersState, setCounter } from './counters';
import { gameState, setVolume } from './game';
import { languageState } from './language';
import { createMemoryStore, type MemoryStore } from './memoryStore';
import { createStateWriter } from './stateWriter';
import {
  flushNow,
  hydrate,
  resetAllStores,
  STATE_KEY,
  STATE_VERSION,
  startPersistence,
  stopPersistence,
  type KeyValueStore,
  type SavedEnvelope,
  type SavedState,
} from './persist';
import { playerState } from './player';
import { sessionState } from './session';
import { siteState } from './site';

let store: MemoryStore;

beforeEach(() => {
  vi.useFakeTimers();
  resetAllStores();
  store = createMemoryStore();
});

afterEach(() => {
  stopPersistence();
  vi.useRealTimers();
});

const saved = (): SavedEnvelope => store.data.get(STATE_KEY) as SavedEnvelope;

describe('debounced writes', () => {
  it('writes once, 500 ms after the first of several quick changes, with all of them', async () => {
    startPersistence({ writer: createStateWriter({ store }), store, flushOnHide: false });
    playerState.uid = 'a12345';
    await vi.advanceTimersByTimeAsync(200);
    setVolume('bgm', 0.2);
    await vi.advanceTimersByTimeAsync(200);
    languageState.lang = 'ms';
    await vi.advanceTimersByTimeAsync(99);
    expect(store.writes).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(store.writes).toHaveLength(1);
    expect(saved().v).toBe(STATE_VERSION);
    expect(saved().data.player.uid).toBe('a12345');
    expect(saved().data.game.bgm.volume).toBe(0.2);
    expect(saved().data.language.lang).toBe('ms');

    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.writes).toHaveLength(1);
  });

  it('is not held back by a store that keeps changing faster than the delay', async () => {
    startPersistence({ writer: createStateWriter({ store }), store, flushOnHide: false });
    setVolume('sfx', 0.3);
    // A change every 100 ms, like a ticking countdown: the first change is still written 500 ms after it.
    for (let i = 0; i < 10; i++) {
      playerState.uid = `tick${i}00`;
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(store.writes.length).toBeGreaterThanOrEqual(2);
    expect(saved().data.game.sfx.volume).toBe(0.3);
  });

  it('watches every store', async () => {
    startPersistence({ writer: createStateWriter({ store }), store, flushOnHide: false });
    const changes = [
      () => {
        playerState.notify = false;
      },
      () => {
        languageState.lang = 'zh';
      },
      () => {
        gameState.tutorialSeen = true;
      },
      () => {
        siteState.inbox.unreadCount = 2;
      },
      () => {
        setCounter('otp429', 60);
      },
      () => {
        sessionState.redirectPath = '/redeem';
      },
    ];
    for (const change of changes) {
      change();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(store.writes).toHaveLength(changes.length);
  });

  it('flushNow writes at once and cancels the pending write', async () => {
    startPersistence({ writer: createStateWriter({ store }), store, flushOnHide: false });
    playerState.uid = 'b12345';
    await flushNow();
    expect(store.writes).toHaveLength(1);
    expect(saved().data.player.uid).toBe('b12345');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.writes).toHaveLength(1);
  });

  it('flushNow does nothing before persistence starts', async () => {
    await flushNow();
    expect(store.writes).toHaveLength(0);
  });

  it('writes plain data, never proxies', async () => {
    startPersistence({ writer: createStateWriter({ store }), store, flushOnHide: false });
    // structuredClone (as IndexedDB does) throws on a Proxy; memoryStore clones.
    await expect(flushNow()).resolves.toBeUndefined();
    expect(store.writes).toHaveLength(1);
  });

  it('flushes a pending write when the page is hidden', async () => {
    startPersistence({ writer: createStateWriter({ store }), store });
    playerState.uid = 'c12345';
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.writes).toHaveLength(1);
  });

  it('flushNow writes from the page itself, not through the worker', async () => {
    const inWorker = createStateWriter<SavedState>({ store: createMemoryStore() });
    startPersistence({ writer: inWorker, store, flushOnHide: false });
    playerState.uid = 'f12345';
    await flushNow();
    expect(store.writes).toHaveLength(1);
    expect(saved().data.player.uid).toBe('f12345');
  });

  it('reports a failed write instead of throwing', async () => {
    const onError = vi.fn();
    const quota = () => Promise.reject(new Error('quota'));
    const failing: KeyValueStore = { ...store, update: quota };
    startPersistence({ writer: createStateWriter({ store: failing, onError }), store: failing, onError, flushOnHide: false });
    playerState.uid = 'd12345';
    await expect(flushNow()).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('stops writing after stopPersistence', async () => {
    startPersistence({ writer: createStateWriter({ store }), store, flushOnHide: false });
    stopPersistence();
    playerState.uid = 'e12345';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.writes).toHaveLength(0);
  });
});

describe('hydrate', () => {
  it('round-trips what was written', async () => {
    startPersistence({ writer: createStateWriter({ store }), store, flushOnHide: false });
    playerState.authenticated = true;
    playerState.coin.total = 42.5;
    languageState.lang = 'zh';
    setVolume('sfx', 0.1);
    siteState.links.whatsapp = 'https://wa.me/1';
    setCounter('otp429', 30, 1_000);
    sessionState.activitySessionId = 's-1';
    await flushNow();
    stopPersistence();
    resetAllStores();

    expect(await hydrate({ store })).toBe('restored');
    expect(playerState.authenticated).toBe(true);
    expect(playerState.coin.total).toBe(42.5);
    expect(languageState.lang).toBe('zh');
    expect(gameState.sfx.volume).toBe(0.1);
    expect(siteState.links.whatsapp).toBe('https://wa.me/1');
    expect(countersState.counts.otp429).toBe(30);
    expect(sessionState.activitySessionId).toBe('s-1');
  });

  it('starts from defaults when nothing was saved', async () => {
    playerState.uid = 'left-over';
    expect(await hydrate({ store })).toBe('empty');
    expect(playerState.uid).toBe('');
  });

  it('discards data of another version and deletes it', async () => {
    store.data.set(STATE_KEY, { v: STATE_VERSION + 1, savedAt: 0, data: { player: { uid: 'future1' } } });
    expect(await hydrate({ store })).toBe('discarded');
    expect(playerState.uid).toBe('');
    expect(store.data.has(STATE_KEY)).toBe(false);

    store.data.set(STATE_KEY, { v: 0, savedAt: 0, data: { player: { uid: 'old1234' } } });
    expect(await hydrate({ store })).toBe('discarded'); // no migration from 0
    expect(playerState.uid).toBe('');
  });

  it('discards data that is not an envelope', async () => {
    store.data.set(STATE_KEY, 'garbage');
    expect(await hydrate({ store })).toBe('discarded');
  });

  it('runs the migration table step by step when one exists', async () => {
    store.data.set(STATE_KEY, { v: 0, savedAt: 0, data: { player: { userId: 'mig1234' } } });
    const migrations = {
      0: (data: unknown) => {
        const old = data as { player: { userId: string } };
        return { player: { uid: old.player.userId } };
      },
    };
    expect(await hydrate({ store, migrations })).toBe('migrated');
    expect(playerState.uid).toBe('mig1234');
  });

  it('discards when a migration throws', async () => {
    store.data.set(STATE_KEY, { v: 0, savedAt: 0, data: {} });
    const migrations = {
      0: () => {
        throw new Error('bad');
      },
    };
    expect(await hydrate({ store, migrations })).toBe('discarded');
  });

  it('keeps defaults when storage cannot be read', async () => {
    const broken: KeyValueStore = { ...store, get: () => Promise.reject(new Error('blocked')) };
    expect(await hydrate({ store: broken })).toBe('unreadable');
    expect(languageState.lang).toBe('en');
  });

  it('does not trigger a write of its own once persistence starts after it', async () => {
    store.data.set(STATE_KEY, { v: STATE_VERSION, savedAt: 0, data: { language: { lang: 'ms' } } });
    await hydrate({ store });
    startPersistence({ writer: createStateWriter({ store }), store, flushOnHide: false });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.writes).toHaveLength(0);
    expect(languageState.lang).toBe('ms');
  });
});
