import { beforeEach, describe, expect, it, vi } from 'vitest';
import { planQuery, resetSpentTokens, runQueryPlan, type QueryEffects } from './query';

const guest = { storedToken: undefined, authenticated: false };
const player = { storedToken: 'session-token', authenticated: true };

describe('planQuery', () => {
  it('leaves a query without handled parameters alone', () => {
    expect(planQuery('?a=1&b=2', guest)).toEqual({ loginToken: null, notifId: null, referrer: null, search: '?a=1&b=2', changed: false });
    expect(planQuery('', player).changed).toBe(false);
  });

  it('logs in with a token that differs from the stored one, and strips it', () => {
    const plan = planQuery('?token=launch-abc&action=redeem', guest);
    expect(plan).toMatchObject({ loginToken: 'launch-abc', search: '?action=redeem', changed: true });
    expect(planQuery('token=other', player).loginToken).toBe('other');
  });

  it('only strips a token equal to the stored one, or an empty one', () => {
    expect(planQuery('?token=session-token', player)).toMatchObject({ loginToken: null, search: '', changed: true });
    expect(planQuery('?token=', guest)).toMatchObject({ loginToken: null, changed: true });
  });

  it('marks a notification read for a player and clears it', () => {
    expect(planQuery('?notifiid=12&x=1', player)).toMatchObject({ notifId: '12', search: '?x=1', changed: true });
  });

  it('handles the notification after a token login in the same link', () => {
    expect(planQuery('?token=t&notifiid=9', guest)).toMatchObject({ loginToken: 't', notifId: '9', search: '' });
  });

  it("keeps a guest's notification in the URL, to be handled after login", () => {
    expect(planQuery('?notifiid=12', guest)).toMatchObject({ notifId: null, search: '?notifiid=12', changed: false });
  });

  it('drops a malformed notification id without calling the server', () => {
    expect(planQuery('?notifiid=..%2Fadmin', player)).toMatchObject({ notifId: null, search: '', changed: true });
  });

  it('remembers a guest referrer and strips it', () => {
    expect(planQuery('?ref=AFF01&x=1', guest)).toMatchObject({ referrer: 'AFF01', search: '?x=1', changed: true });
  });

  it('drops the referrer of a player, or of a guest logging in by token', () => {
    expect(planQuery('?ref=AFF01', player)).toMatchObject({ referrer: null, search: '', changed: true });
    expect(planQuery('?ref=AFF01&token=t', guest)).toMatchObject({ referrer: null, loginToken: 't' });
  });
});

function fakeEffects(overrides: Partial<QueryEffects<string>> = {}) {
  const calls: string[] = [];
  const fx: QueryEffects<string> = {
    tokenLogin: vi.fn(async (token: string) => {
      calls.push(`login ${token}`);
      return `session-for-${token}`;
    }),
    startSession: vi.fn(async (session: string, to: string) => {
      calls.push(`start ${session} ${to}`);
    }),
    markRead: vi.fn(async (id: string) => calls.push(`read ${id}`)),
    rememberReferrer: vi.fn((code: string) => void calls.push(`ref ${code}`)),
    replace: vi.fn((to: string) => void calls.push(`replace ${to}`)),
    toLogin: vi.fn(() => void calls.push('to login')),
    ...overrides,
  };
  return { fx, calls };
}

describe('runQueryPlan', () => {
  beforeEach(() => resetSpentTokens());

  it('logs in, stays on the path without the token, then marks the notification', async () => {
    const { fx, calls } = fakeEffects();
    await runQueryPlan(planQuery('?token=abc&notifiid=5&x=1', guest), '/redeem', fx);
    expect(calls).toEqual(['login abc', 'start session-for-abc /redeem?x=1', 'read 5']);
  });

  it('goes to /login when the token login fails, doing nothing else', async () => {
    const { fx, calls } = fakeEffects({ tokenLogin: () => Promise.reject(new Error('msg.invalidToken')) });
    await runQueryPlan(planQuery('?token=bad&notifiid=5', guest), '/', fx);
    expect(calls).toEqual(['to login']);
  });

  it('spends a launch token once, however often the plan runs', async () => {
    const { fx } = fakeEffects();
    const plan = planQuery('?token=once', guest);
    await Promise.all([runQueryPlan(plan, '/', fx), runQueryPlan(plan, '/', fx)]);
    expect(fx.tokenLogin).toHaveBeenCalledTimes(1);
  });

  it('rewrites the address and stores the referrer for a guest', async () => {
    const { fx, calls } = fakeEffects();
    await runQueryPlan(planQuery('?ref=AFF&y=2', guest), '/promotions', fx);
    expect(calls).toEqual(['replace /promotions?y=2', 'ref AFF']);
  });

  it('ignores a failed notification update', async () => {
    const { fx, calls } = fakeEffects({ markRead: () => Promise.reject(new Error('404')) });
    await expect(runQueryPlan(planQuery('?notifiid=5', player), '/inbox', fx)).resolves.toBeUndefined();
    expect(calls).toEqual(['replace /inbox']);
  });
});
