import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, screenHarness } from '../screens/testing';
import type { WireRequest, WireResponse } from '../worker/types';
import ConsoleApp from './ConsoleApp';
import { operatorSession, setOperatorSession } from './session';

// The console talks through its own channel worker; here that worker is a fake answering by 'METHOD url'.
const fake = vi.hoisted(() => ({
  calls: [] as WireRequest[],
  answers: new Map<string, WireResponse>(),
}));
vi.mock('../worker/spawn', () => ({
  spawnChannel: () => ({
    request: async (req: WireRequest): Promise<WireResponse> => {
      fake.calls.push(req);
      return fake.answers.get(`${req.method} ${req.url}`) ?? { status: 404, data: { message: 'msg.invalidRequest' } };
    },
  }),
}));

const h = screenHarness();
const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);

async function type(id: string, value: string) {
  const input = byTestId(id);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input ${id}`);
  await act(async () => {
    // React tracks the value it set; the native setter makes the change visible to it.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  fake.calls.length = 0;
  fake.answers.clear();
  setOperatorSession(null);
  document.cookie = 'token=player-token';
});

describe('ConsoleApp', () => {
  it('signs in with its own token, kept in sessionStorage, and never sends the player cookie', async () => {
    fake.answers.set('POST admin/login', ok({ token: 'op-token', role: 'admin' }));
    fake.answers.set('GET maintenance', ok({ maintenance: 0, mDateTime: null }));
    fake.answers.set('GET admin/games', ok([{ slug: 'fto', key: 'FTO', status: 'live', maintenance: false }]));
    await h.render(<ConsoleApp />);
    await type('console-username', 'admin');
    await type('console-password', 'admin1234');
    await h.click(byTestId('console-login-submit'));
    expect(fake.calls[0]).toMatchObject({ method: 'POST', url: 'admin/login', body: { username: 'admin', password: 'admin1234' }, headers: {} });
    expect(sessionStorage.getItem('vip.console.operator')).toContain('op-token');
    expect(h.text()).toContain('Signed in as admin (admin)');
    expect(byTestId('console-game-switch-fto')).not.toBeNull();
    expect(fake.calls.find((c) => c.url === 'admin/games')?.headers).toEqual({ authorization: 'Bearer op-token' });
  });

  it('shows a role only the tabs the server lets it use', async () => {
    setOperatorSession({ token: 't', role: 'content', username: 'editor' });
    fake.answers.set('GET content/faqs', ok([]));
    await h.render(<ConsoleApp />);
    const tabs = [...h.container.querySelectorAll('[role="tab"]')].map((el) => el.textContent);
    expect(tabs).toEqual(['Content']);
  });

  it('translates a refusal, and an expired operator session goes back to the sign-in', async () => {
    setOperatorSession({ token: 't', role: 'admin', username: 'admin' });
    fake.answers.set('GET maintenance', ok({ maintenance: 0, mDateTime: null }));
    fake.answers.set('GET admin/games', fail(403, 'msg.forbidden'));
    await h.render(<ConsoleApp />);
    expect(byTestId('console-load-error')?.textContent).toContain('Forbidden');
    expect(operatorSession()).not.toBeNull();

    fake.answers.set('GET admin/games', fail(401, 'msg.sessionExpired'));
    await h.click(byTestId('console-load-error')?.querySelector('button'));
    expect(operatorSession()).toBeNull();
    expect(byTestId('console-login')).not.toBeNull();
  });
});
