import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, screenHarness } from '../screens/testing';
import ConsoleApp from './ConsoleApp';
import { consoleTexts } from './i18n';
import { operatorSession, setOperatorSession } from './session';
import { fake, resetFake } from './testing';

// The console's own channel worker, faked (src/console/testing.ts): answers by 'METHOD url'.
vi.mock('../worker/spawn', () => import('./testing'));

const h = screenHarness();
const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);

const type = (id: string, value: string) => h.type(byTestId(id), value);

// The console's dictionary is a chunk of its own; a real browser waits in App's Suspense.
beforeAll(() => consoleTexts());

beforeEach(() => {
  resetFake();
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
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      url: 'admin/login',
      body: { username: 'admin', password: 'admin1234' },
      headers: {},
    });
    expect(sessionStorage.getItem('vip.console.operator')).toContain('op-token');
    expect(h.text()).toContain('Signed in as admin (admin)');
    // The dashboard opens first; the game switches are on the system tab.
    expect(byTestId('console-tab-dashboard')?.getAttribute('aria-selected')).toBe('true');
    await h.click(byTestId('console-tab-system'));
    expect(byTestId('console-game-switch-fto')).not.toBeNull();
    expect(fake.calls.find((c) => c.url === 'admin/games')?.headers).toEqual({ authorization: 'Bearer op-token' });
  });

  it('shows a role only the tabs the server lets it use', async () => {
    setOperatorSession({ token: 't', role: 'content', username: 'editor' });
    fake.answers.set('GET content/faqs', ok([]));
    await h.render(<ConsoleApp />);
    const tabs = [...h.container.querySelectorAll('[role="tab"]')].map((el) => el.textContent);
    expect(tabs).toEqual(['Content', 'Quiz', 'Missions', 'Operators']);
  });

  it('translates a refusal, and an expired operator session goes back to the sign-in', async () => {
    setOperatorSession({ token: 't', role: 'admin', username: 'admin' });
    fake.answers.set('GET maintenance', ok({ maintenance: 0, mDateTime: null }));
    fake.answers.set('GET admin/games', fail(403, 'msg.forbidden'));
    await h.render(<ConsoleApp />);
    await h.click(byTestId('console-tab-system'));
    expect(byTestId('console-load-error')?.textContent).toContain('Forbidden');
    expect(operatorSession()).not.toBeNull();

    fake.answers.set('GET admin/games', fail(401, 'msg.sessionExpired'));
    await h.click(byTestId('console-load-error')?.querySelector('button'));
    expect(operatorSession()).toBeNull();
    expect(byTestId('console-login')).not.toBeNull();
  });

  it("shows the dashboard in GMT+8 as the player sees it, with the overdue and a free play's return as n/a", async () => {
    setOperatorSession({ token: 't', role: 'support', username: 'helper' });
    const period = { plays: 2, stakes: 60, payouts: 20, observedReturn: 1 / 3 };
    fake.answers.set(
      'GET admin/dashboard',
      ok({
        at: '2026-11-24T19:43:00.000Z',
        pending: { count: 3, creditRm: 30, fresh: 1, dueSoon: 0, overdue: 2, oldestAt: '2026-11-23T01:00:00.000Z' },
        players: { total: 10, verified: 4, newToday: 1 },
        coins: { issuedToday: 47, redeemedToday: 150, redeemedCreditRmToday: 30 },
        games: [
          { game: 'SPINWHEEL', unit: 'RM', staked: true, declaredRtp: 0.97, today: period, days30: period },
          {
            game: 'SPINWHEELV2',
            unit: 'RM',
            staked: true,
            declaredRtp: 0.97,
            today: { plays: 0, stakes: 0, payouts: 0, observedReturn: null },
            days30: period,
          },
          {
            game: 'FTO',
            unit: 'coins',
            staked: false,
            declaredRtp: 0.97,
            today: { plays: 1, stakes: 0, payouts: 3, observedReturn: null },
            days30: { plays: 1, stakes: 0, payouts: 3, observedReturn: null },
          },
          // A squid game cashed out at 0.96 x 2^5 on a stake of 1, and one lost: stakes and payouts exact, not rounded.
          {
            game: 'SQUIDGAME',
            unit: 'coins',
            staked: true,
            declaredRtp: 0.96,
            today: { plays: 2, stakes: 1219.4, payouts: 0.5, observedReturn: 0.0004 },
            days30: { plays: 2, stakes: 1219.4, payouts: 30.72, observedReturn: 0.0252 },
          },
        ],
        // Two spin prizes past their 15 minutes, the oldest due 1 h 05 min before the figures.
        spinPayouts: { owed: 3, late: 2, oldestDueAt: '2026-11-24T18:38:00.000Z', paidLate30: 4 },
      }),
    );
    await h.render(<ConsoleApp />);
    // The redemption the player sees as 25/11/2026 03:43 AM reads the same here, whatever the desktop's zone.
    expect(h.text()).toContain('Figures as of 25/11/2026 03:43 AM (GMT+8)');
    expect(byTestId('console-dash-pending-overdue')?.textContent).toBe('2');
    expect(byTestId('console-dash-game-SPINWHEEL')?.textContent).toContain('33.33%');
    expect(byTestId('console-dash-game-SPINWHEEL')?.textContent).toContain('97.00%');
    expect(byTestId('console-dash-game-FTO')?.textContent).toContain('n/a (free play)');
    // A staked wheel not played today has nothing to compare yet: not a free play.
    expect(byTestId('console-dash-game-SPINWHEELV2')?.textContent).not.toContain('n/a');
    expect(byTestId('console-dash-game-FTO')?.textContent).toContain('Find The Odd');
    // Issue 26 item 15: a staking game's stakes are shown (not '-'), and amounts keep their hundredths with thousand separators.
    const squid = byTestId('console-dash-game-SQUIDGAME')?.textContent ?? '';
    expect(squid).toContain('1,219.40 coins');
    expect(squid).toContain('0.50 coins');
    expect(squid).toContain('30.72 coins');
    expect(squid).not.toMatch(/\b1 coins?\b/);
    expect(byTestId('console-dash-game-FTO')?.querySelectorAll('td')[2]?.textContent).toBe('-');
    // Issue 26 item 2: the spin payout job's lateness against its 15 minutes.
    expect(byTestId('console-dash-spin-payouts')?.textContent).toContain('Spin prizes against the 15-minute promise');
    expect(byTestId('console-dash-spin-late')?.textContent).toBe('2');
    expect(byTestId('console-dash-spin-oldest-late')?.textContent).toBe('1 h 5 min');
    expect(byTestId('console-dash-spin-paid-late')?.textContent).toBe('4');
  });

  it("shows a player's daily spin limit and raises it within the allowed range", async () => {
    setOperatorSession({ token: 't', role: 'support', username: 'helper' });
    const player = {
      uid: 'ali88',
      fullName: 'Ali',
      phone: null,
      verified: true,
      role: 'vip',
      balance: 10,
      pending: 0,
      createdAt: '2026-05-01T00:00:00.000Z',
      spinDailyLimit: null as number | null,
      blockedAt: null,
    };
    fake.answers.set('GET admin/players', ok([player]));
    fake.answers.set('PUT admin/players/ali88/spin-limit', ok({ uid: 'ali88', spinDailyLimit: 20 }));
    await h.render(<ConsoleApp />);
    await h.click(byTestId('console-tab-players'));
    await type('console-player-q', 'ali');
    await h.click(h.container.querySelector('form button[type="submit"]'));
    expect(byTestId('console-spin-limit-current')?.textContent).toBe('16 spins a day (the default)');
    expect(byTestId('console-spin-limit-reset')).toBeNull();
    const save = () => byTestId('console-spin-limit-save') as HTMLButtonElement;
    for (const bad of ['15', '20.5', '501', '16']) {
      await type('console-spin-limit-input', bad);
      expect(save().disabled).toBe(true);
    }
    await type('console-spin-limit-input', '20');
    expect(save().disabled).toBe(false);
    fake.answers.set('GET admin/players', ok([{ ...player, spinDailyLimit: 20 }]));
    await h.click(save());
    expect(fake.calls.find((c) => c.method === 'PUT')).toMatchObject({ url: 'admin/players/ali88/spin-limit', body: { dailyLimit: 20 } });
    expect(h.text()).toContain('Done. Daily spin limit: 20');
    expect(byTestId('console-spin-limit-current')?.textContent).toBe('20 spins a day (raised; the default is 16)');
    expect(byTestId('console-spin-limit-reset')).not.toBeNull();
  });

  it("shows a player's play limits and excludes them after a confirmation; a refusal is shown", async () => {
    setOperatorSession({ token: 't', role: 'support', username: 'helper' });
    const player = {
      uid: 'ali88',
      fullName: 'Ali',
      phone: null,
      verified: true,
      role: 'vip',
      balance: 10,
      pending: 0,
      createdAt: '2026-05-01T00:00:00.000Z',
      spinDailyLimit: null,
      blockedAt: null,
    };
    const limits = {
      daily: 100,
      weekly: null,
      dailyPending: { value: 300, from: '2026-11-26T04:00:00.000Z' },
      weeklyPending: null,
      stakedToday: 40,
      stakedThisWeek: 40,
      breakUntil: null,
      excludedUntil: null,
      realityCheckMinutes: null,
    };
    fake.answers.set('GET admin/players', ok([player]));
    fake.answers.set('GET admin/players/ali88/limits', ok({ uid: 'ali88', limits, excludedBy: null }));
    fake.answers.set('PUT admin/players/ali88/exclusion', fail(409, 'msg.cannotShortenPause'));
    await h.render(<ConsoleApp />);
    await h.click(byTestId('console-tab-players'));
    await type('console-player-q', 'ali');
    await h.click(h.container.querySelector('form button[type="submit"]'));
    expect(h.text()).toContain('Daily stake limit: 100 (staked 40); changes to 300 on 26/11/2026 12:00 PM');
    expect(byTestId('console-limits-exclusion')?.textContent).toBe('Not excluded');

    await h.click(byTestId('console-limits-exclude'));
    expect(fake.calls.some((c) => c.method === 'PUT')).toBe(false);
    await h.click(byTestId('console-limits-confirm'));
    expect(fake.calls.find((c) => c.method === 'PUT')).toMatchObject({ url: 'admin/players/ali88/exclusion', body: { period: '6m' } });
    expect(h.text()).toContain('A break or a self-exclusion cannot be shortened or lifted before it ends');

    fake.answers.set(
      'PUT admin/players/ali88/exclusion',
      ok({ uid: 'ali88', limits: { ...limits, excludedUntil: '2027-05-25T04:00:00.000Z' }, excludedBy: 'helper' }),
    );
    fake.answers.set(
      'GET admin/players/ali88/limits',
      ok({ uid: 'ali88', limits: { ...limits, excludedUntil: '2027-05-25T04:00:00.000Z' }, excludedBy: 'helper' }),
    );
    await h.click(byTestId('console-limits-confirm'));
    expect(h.text()).toContain('Done. Excluded until 25/05/2027 12:00 PM');
    expect(byTestId('console-limits-exclusion')?.textContent).toBe('Excluded until 25/05/2027 12:00 PM (by helper)');
  });

  it('lets any operator change their own password, and only an admin see and create operators', async () => {
    setOperatorSession({ token: 't', role: 'support', username: 'helper' });
    fake.answers.set('GET admin/dashboard', fail(404, 'msg.invalidRequest'));
    fake.answers.set('PUT admin/me/password', ok({ ok: true }));
    await h.render(<ConsoleApp />);
    await h.click(byTestId('console-tab-operators'));
    expect(byTestId('console-operators')).toBeNull();
    expect(fake.calls.some((c) => c.url === 'admin/operators')).toBe(false);
    const save = () => byTestId('console-my-password-save') as HTMLButtonElement;
    await type('console-my-password-current', 'old-secret');
    await type('console-my-password-next', 'too-short');
    expect(save().disabled).toBe(true);
    await type('console-my-password-next', 'a-long-new-secret');
    await h.click(save());
    expect(fake.calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: 'admin/me/password',
      body: { current: 'old-secret', next: 'a-long-new-secret' },
    });
    expect(h.text()).toContain('Your other sessions are signed out');

    setOperatorSession({ token: 't', role: 'admin', username: 'admin' });
    fake.answers.set('GET admin/operators', ok([{ id: 1, username: 'admin', role: 'admin', createdAt: '2026-11-24T00:00:00.000Z' }]));
    fake.answers.set('POST admin/operators', fail(409, 'msg.accountExist'));
    await h.render(<ConsoleApp />);
    await h.click(byTestId('console-tab-operators'));
    expect(byTestId('console-operator-admin')?.textContent).toContain('Admin');
    await type('console-operator-create-username', 'admin');
    await type('console-operator-create-password', 'a-long-new-secret');
    await h.click(byTestId('console-operator-create-save'));
    expect(fake.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: 'admin/operators',
      body: { username: 'admin', password: 'a-long-new-secret', role: 'support' },
    });
    expect(h.text()).toContain('Account already exist');
  });

  it('switches its own texts with the language picked on the page', async () => {
    await h.render(<ConsoleApp />);
    expect(h.text()).toContain('Operator sign-in');
    const select = byTestId('console-lang');
    if (!(select instanceof HTMLSelectElement)) throw new Error('no language select');
    for (const [lang, heading] of [
      ['zh', '运营人员登录'],
      ['ms', 'Log masuk operator'],
      ['en', 'Operator sign-in'],
    ] as const) {
      await act(async () => {
        select.value = lang;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      // The player's and the console's dictionary chunks for the language load first: modules the test
      // runner transforms on first import, which took over waitFor's default second on a busy machine.
      await vi.waitFor(
        async () => {
          await act(async () => new Promise((r) => setTimeout(r, 10)));
          expect(byTestId('console-login')?.textContent).toContain(heading);
        },
        { timeout: 15_000 },
      );
    }
  });
});
