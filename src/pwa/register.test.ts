import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptUpdate, pwaState } from './pwaState';
import { watchForUpdates } from './register';

/** A service worker with the parts the update flow reads: its state and its messages. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new version is found and installs; it waits unless `activates`. */
  install(activates: boolean): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
    if (activates) {
      this.waiting = null;
      worker.moveTo('activating');
    }
    return worker;
  }
}

function watch(registration: FakeRegistration) {
  const container = new EventTarget();
  watchForUpdates(registration as unknown as ServiceWorkerRegistration, container as ServiceWorkerContainer);
  return container;
}

beforeEach(() => {
  vi.useFakeTimers();
  pwaState.updateReady = false;
});
afterEach(() => vi.useRealTimers());

describe('service worker updates', () => {
  it('offers a new version that installs and waits; accepting tells it to take over, then reloads on the switch', () => {
    const registration = new FakeRegistration();
    const container = watch(registration);
    const worker = registration.install(false);
    expect(pwaState.updateReady).toBe(false);
    vi.advanceTimersByTime(200);
    expect(pwaState.updateReady).toBe(true);

    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    acceptUpdate();
    expect(worker.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a version that was already waiting when the page opened', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    watch(registration);
    expect(pwaState.updateReady).toBe(true);
  });

  it('says nothing of a first install, which activates at once', () => {
    const registration = new FakeRegistration();
    watch(registration);
    registration.install(true);
    vi.advanceTimersByTime(1_000);
    expect(pwaState.updateReady).toBe(false);
  });
});
