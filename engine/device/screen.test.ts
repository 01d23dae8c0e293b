import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeDocument } from '../testing/fakes';
import { createScreenKeeper, FULLSCREEN_FALLBACK_CLASS, type FullscreenTarget } from './screen';

class FakeSentinel {
  released = false;
  async release() {
    this.released = true;
  }
}

let doc: FakeDocument;
let locks: FakeSentinel[];
let nav: { wakeLock?: { request(type: 'screen'): Promise<FakeSentinel> } };

beforeEach(() => {
  doc = new FakeDocument();
  locks = [];
  nav = {
    wakeLock: {
      request: async () => {
        const s = new FakeSentinel();
        locks.push(s);
        return s;
      },
    },
  };
});

const hasFallback = () => doc.documentElement.classList.contains(FULLSCREEN_FALLBACK_CLASS);

describe('screen keeper', () => {
  it('goes full screen and holds a wake lock while the game is open, and lets both go on leave', async () => {
    const target: FullscreenTarget = {
      requestFullscreen: vi.fn(async () => {
        doc.fullscreenElement = document.body;
      }),
    };
    const keeper = createScreenKeeper(target, { doc, nav });
    expect(await keeper.enter()).toBe('fullscreen');
    expect(target.requestFullscreen).toHaveBeenCalledWith({ navigationUI: 'hide' });
    expect(keeper.awake).toBe(true);
    expect(hasFallback()).toBe(false);
    await keeper.leave();
    expect(doc.fullscreenElement).toBeNull();
    expect(locks[0]?.released).toBe(true);
    expect(keeper.mode).toBe('off');
    expect(doc.total()).toBe(0);
  });

  it('uses the CSS full-viewport class where requestFullscreen is missing (iPhone)', async () => {
    const keeper = createScreenKeeper({}, { doc, nav });
    expect(await keeper.enter()).toBe('fallback');
    expect(hasFallback()).toBe(true);
    await keeper.leave();
    expect(hasFallback()).toBe(false);
  });

  it('falls back too when the browser refuses full screen (no user gesture)', async () => {
    const keeper = createScreenKeeper(
      {
        requestFullscreen: async () => {
          throw new TypeError('not allowed');
        },
      },
      { doc, nav },
    );
    expect(await keeper.enter()).toBe('fallback');
    await keeper.leave();
  });

  it('asks for the wake lock again when the page comes back (the browser drops it when hidden)', async () => {
    const keeper = createScreenKeeper({}, { doc, nav });
    await keeper.enter();
    locks[0]?.release();
    doc.visibilityState = 'hidden';
    doc.fire('visibilitychange');
    expect(locks).toHaveLength(1);
    doc.visibilityState = 'visible';
    doc.fire('visibilitychange');
    await vi.waitFor(() => expect(locks).toHaveLength(2));
    expect(keeper.awake).toBe(true);
    await keeper.leave();
    expect(locks[1]?.released).toBe(true);
    doc.fire('visibilitychange');
    expect(locks).toHaveLength(2);
  });

  it('still works without the Wake Lock API or when it is refused', async () => {
    const none = createScreenKeeper({}, { doc, nav: {} });
    expect(await none.enter()).toBe('fallback');
    expect(none.awake).toBe(false);
    await none.leave();
    const refused = createScreenKeeper(
      {},
      {
        doc,
        nav: {
          wakeLock: {
            request: async () => {
              throw new Error('NotAllowedError');
            },
          },
        },
      },
    );
    expect(await refused.enter()).toBe('fallback');
    await refused.leave();
  });

  it('releases a lock that arrives after leave() already ran', async () => {
    let grant!: (s: FakeSentinel) => void;
    const late = new FakeSentinel();
    const keeper = createScreenKeeper(
      {},
      {
        doc,
        nav: {
          wakeLock: {
            request: () =>
              new Promise((r) => {
                grant = r;
              }),
          },
        },
      },
    );
    const entering = keeper.enter();
    await Promise.resolve();
    await keeper.leave();
    grant(late);
    await entering;
    expect(late.released).toBe(true);
    expect(keeper.awake).toBe(false);
  });
});
