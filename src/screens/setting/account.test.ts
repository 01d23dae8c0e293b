import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../contract/errors';
import { API } from '../../../contract/routes';
import { setTransport, type Transport } from '../../api/client';
import type { WireRequest } from '../../worker/types';
import { languageState, resetLanguage } from '../../state/language';
import { playerState, resetPlayer } from '../../state/player';
import { EXPIRY_API } from '../../../contract/loyalty/expiryRules';
import { changeFullName, changeUid, saveExpiryReminders, saveNotify, switchLanguage } from './account';

let calls: WireRequest[];
function answer(status: number, data: unknown = { ok: true }): void {
  const transport: Transport = async (req) => {
    calls.push(req);
    return { status, data };
  };
  setTransport(transport);
}

beforeEach(() => {
  calls = [];
  resetPlayer();
  resetLanguage();
  playerState.authenticated = true;
  playerState.uid = 'player01';
});
afterEach(() => setTransport(null));

describe('saveExpiryReminders', () => {
  it('saves the switch on the server, and rolls back with Update Failed when refused', async () => {
    answer(200);
    expect(await saveExpiryReminders(false)).toBeNull();
    expect(playerState.expiryReminders).toBe(false);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: EXPIRY_API.reminders, body: { enabled: false } });
    answer(500, { message: MSG.internalServerError });
    expect(await saveExpiryReminders(true)).toBe(MSG.updateFailed);
    expect(playerState.expiryReminders).toBe(false);
  });
});

describe('saveNotify', () => {
  it('keeps the new value when the server agrees', async () => {
    answer(200);
    expect(await saveNotify(false)).toBeNull();
    expect(playerState.notify).toBe(false);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: API.notify, body: { notify: false } });
  });

  it('moves at once and rolls back with Update Failed when refused', async () => {
    answer(500, { message: MSG.internalServerError });
    const pending = saveNotify(false);
    expect(playerState.notify).toBe(false);
    expect(await pending).toBe(MSG.updateFailed);
    expect(playerState.notify).toBe(true);
  });

  it('a slow failure does not undo a newer choice', async () => {
    let fail!: () => void;
    setTransport((req) => {
      calls.push(req);
      return calls.length === 1
        ? new Promise((resolve) => {
            fail = () => resolve({ status: 500, data: { message: MSG.internalServerError } });
          })
        : Promise.resolve({ status: 200, data: { ok: true } });
    });
    const first = saveNotify(false);
    await saveNotify(true);
    fail();
    await first;
    expect(playerState.notify).toBe(true);
  });
});

describe('changeUid', () => {
  it('checks the format before calling', async () => {
    answer(200);
    expect(await changeUid('1bad')).toBe(MSG.invalidUid);
    expect(calls).toHaveLength(0);
  });

  it('updates the store on success', async () => {
    answer(200, { message: MSG.uidUpdated });
    expect(await changeUid('player02')).toBeNull();
    expect(playerState.uid).toBe('player02');
  });

  it('answers Unable to change UID when refused, Account already exist when taken', async () => {
    answer(403, { message: MSG.forbidden });
    expect(await changeUid('player02')).toBe(MSG.unableChangeUid);
    answer(409, { message: MSG.accountExist });
    expect(await changeUid('player02')).toBe(MSG.accountExist);
    expect(playerState.uid).toBe('player01');
  });
});

describe('changeFullName', () => {
  it('rejects an invalid name without a call, saves a tidied valid one', async () => {
    answer(200);
    expect(await changeFullName('1234')).toBe(MSG.invalidFullName);
    expect(calls).toHaveLength(0);
    expect(await changeFullName('  Tan   Mei Ling ')).toBeNull();
    expect(calls[0]?.body).toEqual({ fullName: 'Tan Mei Ling' });
    expect(playerState.fullName).toBe('Tan Mei Ling');
  });
});

describe('switchLanguage', () => {
  it('saves on the server when logged in, sets the store, then reloads after the delay', async () => {
    vi.useFakeTimers();
    answer(200);
    const reload = vi.fn();
    expect(await switchLanguage('zh', { reload, delayMs: 500 })).toBeNull();
    expect(calls[0]).toMatchObject({ method: 'PUT', url: API.language, body: { language: 'zh' } });
    expect(languageState.lang).toBe('zh');
    vi.advanceTimersByTime(499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('a guest switches without a call', async () => {
    playerState.authenticated = false;
    answer(200);
    await switchLanguage('ms', { reload: vi.fn(), delayMs: 0 });
    expect(calls).toHaveLength(0);
    expect(languageState.lang).toBe('ms');
  });

  it('keeps the language and reloads nothing when the server refuses', async () => {
    answer(500, { message: MSG.internalServerError });
    const reload = vi.fn();
    expect(await switchLanguage('ms', { reload, delayMs: 0 })).toBe(MSG.internalServerError);
    expect(languageState.lang).toBe('en');
  });
});
