import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminQuizAward } from '../../../contract/games/quizConsole';
import type { PublicHolidayList, QuizMailLate } from '../../../contract/games/quizMail';
import { loadLanguage } from '../../i18n';
import { ok, screenHarness } from '../../screens/testing';
import { consoleTexts } from '../i18n';
import { setOperatorSession } from '../session';
import { dayLabel, HolidaysEditor, MailBy, MailLateSummary } from './QuizMail';
import { fake, resetFake } from '../testing';

// The console's own channel worker, faked (src/console/testing.ts): answers by 'METHOD url'.
vi.mock('../../worker/spawn', () => import('../testing'));

const h = screenHarness();
const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);

const AWARD: AdminQuizAward = {
  id: 7,
  uid: 'user7',
  fullName: 'Ali',
  phone: '60123456789',
  campaignId: 1,
  weekId: 2,
  weekNumber: 1,
  label: { en: 'Race tickets', zh: '赛车门票', ms: 'Tiket perlumbaan' },
  kind: 'physical',
  coins: 0,
  state: 'contacted',
  contactBy: '2090-12-20T02:00:00.000Z',
  note: null,
  wonAt: '2090-12-15T02:00:00.000Z',
  updatedAt: '2090-12-16T02:00:00.000Z',
  mailedAt: null,
  mailBy: '2091-01-08',
  late: true,
};
const HOLIDAYS: PublicHolidayList = { days: [{ day: '2090-12-25', name: { en: 'Christmas', zh: '圣诞节', ms: 'Hari Krismas' } }] };

beforeAll(() => consoleTexts());
beforeEach(() => {
  resetFake();
  setOperatorSession({ token: 't', role: 'support', username: 'support' });
});

describe('mail-by in the quiz console', () => {
  it('reads a GMT+8 day as DD/MM/YYYY', () => {
    expect(dayLabel('2091-01-08')).toBe('08/01/2091');
  });

  it('counts the prizes past their mail-by day and lists the ones still to mail', async () => {
    const late: QuizMailLate = { overdue: 1, mailedLate: 2, rows: [AWARD] };
    fake.answers.set('GET admin/quiz/awards/late', ok(late));
    await h.render(<MailLateSummary />);
    expect(byTestId('console-quiz-mail-late-count')?.textContent).toBe(
      '1 physical prizes not mailed within 14 working days · 2 mailed late',
    );
    expect(byTestId('console-quiz-mail-late-7')?.textContent).toContain('Mail by: 08/01/2091');
  });

  it("shows a prize's mail-by day, when it was mailed, and the late badge only when late", async () => {
    await h.render(<MailBy award={{ ...AWARD, state: 'shipped', mailedAt: '2091-01-09T02:00:00.000Z' }} />);
    expect(byTestId('console-quiz-award-7-mail')?.textContent).toBe('Mail by: 08/01/2091 · Mailed: 09/01/2091 · Late');
    await h.render(<MailBy award={{ ...AWARD, late: false }} />);
    expect(byTestId('console-quiz-award-7-late')).toBeNull();
    await h.render(<MailBy award={{ ...AWARD, kind: 'coins', mailBy: null, late: false }} />);
    expect(byTestId('console-quiz-award-7-mail')).toBeNull();
  });

  it('writes each label and its value as one text, so Chinese has its full-width colon', async () => {
    await loadLanguage('zh');
    try {
      await h.render(<MailBy award={{ ...AWARD, state: 'shipped', mailedAt: '2091-01-09T02:00:00.000Z' }} />);
      expect(byTestId('console-quiz-award-7-mail')?.textContent).toBe('寄出期限：08/01/2091 · 已寄出：09/01/2091 · 逾期');
      fake.answers.set('GET admin/quiz/awards/late', ok({ overdue: 1, mailedLate: 0, rows: [AWARD] }));
      await h.render(<MailLateSummary />);
      expect(byTestId('console-quiz-mail-late-7')?.textContent).toBe('#7 · 赛车门票 · user7 · 寄出期限：08/01/2091 · 已联系');
    } finally {
      // The summary stays mounted and redraws in English.
      await act(() => loadLanguage('en'));
    }
  });

  it('lists the holidays, adds one with its three names, removes one, and shows a refusal in words', async () => {
    fake.answers.set('GET admin/holidays', ok(HOLIDAYS));
    fake.answers.set('PUT admin/holidays', ok({ ok: true }));
    fake.answers.set('DELETE admin/holidays/2090-12-25', ok({ ok: true }));
    await h.render(<HolidaysEditor />);
    expect(byTestId('console-holiday-2090-12-25')?.textContent).toContain('25/12/2090 · Christmas');

    await h.type(byTestId('console-holiday-day'), '2091-01-01');
    await h.type(byTestId('console-holiday-name-en'), 'New Year');
    await h.type(byTestId('console-holiday-name-zh'), '元旦');
    await h.type(byTestId('console-holiday-name-ms'), 'Tahun Baru');
    await h.click(byTestId('console-holiday-save'));
    expect(fake.calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: 'admin/holidays',
      body: { day: '2091-01-01', name: { en: 'New Year', zh: '元旦', ms: 'Tahun Baru' } },
    });
    expect(h.text()).toContain('Holiday saved');

    await h.click(byTestId('console-holiday-2090-12-25-remove'));
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.url === 'admin/holidays/2090-12-25')).toBe(true);

    fake.answers.set('PUT admin/holidays', { status: 400, data: { message: 'msg.holidayNameMissing' } });
    await h.click(byTestId('console-holiday-save'));
    expect(byTestId('console-holidays')?.querySelector('[role="alert"]')?.textContent).toBe(
      'Name the holiday in English, Chinese and Malay',
    );
  });
});
