import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMission, AdminMissionList } from '../../../contract/loyalty/missions';
import { ok, screenHarness } from '../../screens/testing';
import { consoleTexts } from '../i18n';
import { setOperatorSession } from '../session';
import { fake, resetFake } from '../testing';
import { MissionsTab } from './MissionsTab';

// The console's own channel worker, faked (src/console/testing.ts): answers by 'METHOD url'.
vi.mock('../../worker/spawn', () => import('../testing'));

const h = screenHarness();
const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);
const valueOf = (id: string) => (byTestId(id) as HTMLInputElement | HTMLSelectElement | null)?.value;
async function choose(id: string, value: string): Promise<void> {
  const select = byTestId(id);
  if (!(select instanceof HTMLSelectElement)) throw new Error(`no select ${id}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const L = (en: string) => ({ en, zh: `${en} (zh)`, ms: `${en} (ms)` });
// Starts and ends at 10:30 GMT+8, not at midnight: an edit that leaves the days alone must keep these instants.
const STAKE: AdminMission = {
  id: 7,
  title: L('High roller'),
  body: L('Stake 50 coins'),
  goal: 'stakeCoins',
  target: 50,
  reward: 5,
  period: 'weekly',
  startsAt: '2091-06-01T02:30:00.000Z',
  endsAt: '2091-07-01T02:30:00.000Z',
  active: false,
  sort: 3,
};
const SPIN: AdminMission = {
  ...STAKE,
  id: 8,
  title: L('Spin to win'),
  goal: 'wheelSpins',
  target: 1,
  reward: 2,
  period: 'daily',
  active: true,
  sort: 1,
};
const LIST: AdminMissionList = { missions: [SPIN, STAKE] };

beforeAll(() => consoleTexts());
beforeEach(() => {
  resetFake();
  setOperatorSession({ token: 't', role: 'content', username: 'content' });
  fake.answers.set('GET admin/missions', ok(LIST));
  fake.answers.set('GET admin/festivals', ok({ days: [] }));
});

describe('the missions tab', () => {
  it('lists each mission with its goal and reset in words, and buttons that name the mission', async () => {
    await h.render(<MissionsTab />);
    const cells = (id: string) => [...(byTestId(id)?.querySelectorAll('td') ?? [])].slice(0, 5).map((td) => td.textContent);
    expect(cells('console-mission-7')).toEqual(['High roller', 'Stake coins in any game', '50', '5', 'Weekly (Monday 00:00 GMT+8)']);
    expect(cells('console-mission-8')).toEqual(['Spin to win', 'Spin the wheel', '1', '2', 'Daily (GMT+8 midnight)']);
    const names = [...(byTestId('console-mission-7')?.querySelectorAll('button') ?? [])].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Edit High roller', 'Remove High roller']);
  });

  it("shows the server's refusal of a new mission in words, and adds a good one", async () => {
    fake.answers.set('POST admin/missions', { status: 400, data: { message: 'msg.missionRewardInvalid' } });
    await h.render(<MissionsTab />);
    await h.type(byTestId('console-mission-reward'), '-1');
    await h.click(byTestId('console-mission-save'));
    expect(byTestId('console-mission')?.querySelector('[role="alert"]')?.textContent).toBe(
      'The reward is a whole number of coins from 0 to 100,000',
    );

    fake.answers.set('POST admin/missions', ok({ ...SPIN, id: 9 }));
    for (const lang of ['en', 'zh', 'ms']) await h.type(byTestId(`console-mission-title-${lang}`), `Quiz ${lang}`);
    await choose('console-mission-goal', 'quizAnswer');
    await h.type(byTestId('console-mission-reward'), '3');
    await h.type(byTestId('console-mission-starts'), '2091-06-02');
    await h.type(byTestId('console-mission-ends'), '2091-06-09');
    await h.click(byTestId('console-mission-save'));
    expect(fake.calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({
      title: { en: 'Quiz en', zh: 'Quiz zh', ms: 'Quiz ms' },
      goal: 'quizAnswer',
      reward: 3,
      period: 'daily',
      startsAt: '2091-06-02T00:00:00+08:00',
      endsAt: '2091-06-09T00:00:00+08:00',
    });
    expect(byTestId('console-mission')?.querySelector('[role="status"]')?.textContent).toBe('Mission 9 added');
    // Blank again for the next one.
    expect(valueOf('console-mission-title-en')).toBe('');
  });

  it('edits a mission in the same form, filled with it, and keeps what the form does not show', async () => {
    fake.answers.set('PUT admin/missions/7', ok({ ...STAKE, reward: 9 }));
    await h.render(<MissionsTab />);
    await h.click(byTestId('console-mission-7-edit'));
    const editor = byTestId('console-mission-edit');
    expect(editor?.querySelector('h2')?.textContent).toBe('Edit mission 7');
    // Opening the editor takes the focus there, so a keyboard or screen reader follows.
    expect(document.activeElement).toBe(editor?.querySelector('h2'));
    expect([
      valueOf('console-mission-edit-title-en'),
      valueOf('console-mission-edit-goal'),
      valueOf('console-mission-edit-period'),
    ]).toEqual(['High roller', 'stakeCoins', 'weekly']);
    expect([valueOf('console-mission-edit-target'), valueOf('console-mission-edit-reward')]).toEqual(['50', '5']);
    expect([valueOf('console-mission-edit-starts'), valueOf('console-mission-edit-ends')]).toEqual(['2091-06-01', '2091-07-01']);

    await h.type(byTestId('console-mission-edit-reward'), '9');
    await h.click(byTestId('console-mission-edit-save'));
    const put = fake.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('admin/missions/7');
    expect(put?.body).toEqual({
      title: STAKE.title,
      body: STAKE.body,
      goal: 'stakeCoins',
      target: 50,
      reward: 9,
      period: 'weekly',
      startsAt: STAKE.startsAt,
      endsAt: STAKE.endsAt,
      active: false,
      sort: 3,
    });
    expect(editor?.querySelector('[role="status"]')?.textContent).toBe('Mission 7 saved');
    // The list is read again after the save.
    expect(fake.calls.filter((c) => c.method === 'GET' && c.url === 'admin/missions')).toHaveLength(2);

    // A day changed is sent as that day's GMT+8 midnight.
    await h.type(byTestId('console-mission-edit-ends'), '2091-08-01');
    await h.click(byTestId('console-mission-edit-save'));
    expect(fake.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({
      startsAt: STAKE.startsAt,
      endsAt: '2091-08-01T00:00:00+08:00',
    });

    fake.answers.set('PUT admin/missions/7', { status: 400, data: { message: 'msg.missionDatesInvalid' } });
    await h.type(byTestId('console-mission-edit-ends'), '2091-05-01');
    await h.click(byTestId('console-mission-edit-save'));
    expect(editor?.querySelector('[role="alert"]')?.textContent).toBe('The end must come after the start');

    await h.click(byTestId('console-mission-edit-close'));
    expect(byTestId('console-mission-edit')).toBeNull();
  });

  it('removes a mission, and closes its editor', async () => {
    fake.answers.set('DELETE admin/missions/7', ok({ ok: true }));
    await h.render(<MissionsTab />);
    await h.click(byTestId('console-mission-7-edit'));
    const remove = [...(byTestId('console-mission-7')?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Remove');
    await h.click(remove);
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.url === 'admin/missions/7')).toBe(true);
    expect(byTestId('console-mission-edit')).toBeNull();
  });
});
