import { act } from 'react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { EggStatus } from '../../../contract/games/luckyegg';
import { LUCKY_EGG_API } from '../../../contract/games/luckyEggRules';
import type { QuizOverview, QuizWeek } from '../../../contract/games/quiz';
import { QUIZ_API } from '../../../contract/games/quizRules';
import { API } from '../../../contract/routes';
import { loadLanguage } from '../../i18n';
import { replaceState } from '../../state/merge';
import { refreshFixture } from '../../state/refresh.fixture';
import { defaultSite, siteState } from '../../state/site';
import { fail, ok, screenHarness } from '../testing';
import EventScreen from './EventScreen';

const h = screenHarness();
beforeEach(() => replaceState(siteState, defaultSite()));
afterAll(() => loadLanguage('en'));

// 12:03 on 25/11/2026 in Malaysia: the noon session is open, 18:00 and 21:00 are to come.
const SERVER_NOW = '2026-11-25T04:03:00.000Z';
const session = (startsAt: string, endsAt: string) => ({ startsAt, endsAt });
const TODAY = [
  session('2026-11-25T04:00:00.000Z', '2026-11-25T04:10:00.000Z'),
  session('2026-11-25T10:00:00.000Z', '2026-11-25T10:10:00.000Z'),
  session('2026-11-25T13:00:00.000Z', '2026-11-25T13:10:00.000Z'),
];
const egg = (over: Partial<EggStatus> = {}): EggStatus => ({
  bounds: { min: 1, max: 1000 },
  maintenance: false,
  serverNow: SERVER_NOW,
  session: TODAY[0] ?? null,
  next: TODAY[1] ?? null,
  today: TODAY,
  played: null,
  table: [{ multiplier: 2, weight: 1 }],
  exactRtp: 1,
  ...over,
});
const week = (id: number, startsAt: string, endsAt: string): QuizWeek => ({
  id,
  number: id,
  startsAt,
  endsAt,
  state: 'open',
  questions: 5,
  placesTaken: 0,
  play: null,
});
const L = (en: string) => ({ en, zh: `${en}-zh`, ms: `${en}-ms` });
const OVERVIEW: QuizOverview = {
  campaign: {
    id: 1,
    slug: 'demo',
    title: L('Racing Quiz'),
    startsAt: '2026-11-22T16:00:00.000Z',
    endsAt: '2026-12-06T16:00:00.000Z',
    answerSeconds: 20,
    eligiblePlaces: 50,
    contactDays: 5,
    prizes: [],
  },
  weeks: [week(2, '2026-11-29T16:00:00.000Z', '2026-12-06T16:00:00.000Z'), week(1, '2026-11-22T16:00:00.000Z', '2026-11-29T16:00:00.000Z')],
  serverNow: SERVER_NOW,
};
const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);

function answerAll(overview: QuizOverview, status: EggStatus, promotions = refreshFixture().promotions) {
  h.answers.set(`GET ${QUIZ_API.overview}`, ok(overview));
  h.answers.set(`GET ${LUCKY_EGG_API.status}`, ok(status));
  h.answers.set(`GET ${API.vips}`, ok({ ...refreshFixture(), promotions }));
}

describe('EventScreen', () => {
  it("lists the quiz week and the next, today's egg sessions with countdowns on the server's clock, and the promotions", async () => {
    answerAll(OVERVIEW, egg());
    await h.render(<EventScreen />);
    expect(h.container.querySelector('h1')?.textContent).toBe('Events');
    expect(byTestId('event-quiz-current')?.textContent).toBe('Week 1: 23/11/2026 to 29/11/2026This week ends in 107:57:00');
    expect(byTestId('event-quiz-next')?.textContent).toBe('Next: week 2 from 30/11/2026');
    const rows = [...h.container.querySelectorAll('[data-testid="event-egg-session"]')].map((r) => r.textContent);
    expect(rows).toEqual([
      'Session 25/11/2026 12:00 PMOpen now, closes in 00:07:00',
      'Session 25/11/2026 06:00 PMOpens in 05:57:00',
      'Session 25/11/2026 09:00 PMOpens in 08:57:00',
    ]);
    expect(byTestId('event-promotions')?.textContent).toContain('Welcome');
    expect(h.container.querySelector('a[href="/quiz"]')).not.toBeNull();
    expect(h.container.querySelector('a[href="/games/lucky-egg"]')).not.toBeNull();
  });

  it("after the day's last session, shows the sessions as over and tomorrow's next one", async () => {
    const late = '2026-11-25T14:00:00.000Z';
    const tomorrow = session('2026-11-26T04:00:00.000Z', '2026-11-26T04:10:00.000Z');
    answerAll({ ...OVERVIEW, campaign: null, weeks: [] }, egg({ serverNow: late, session: null, next: tomorrow }), []);
    await h.render(<EventScreen />);
    expect(byTestId('event-quiz')).toBeNull();
    expect(byTestId('event-promotions')).toBeNull();
    const rows = [...h.container.querySelectorAll('[data-testid="event-egg-session"]')].map((r) => r.textContent);
    expect(rows).toEqual([
      'Session 25/11/2026 12:00 PMOver',
      'Session 25/11/2026 06:00 PMOver',
      'Session 25/11/2026 09:00 PMOver',
      'Session 26/11/2026 12:00 PMOpens in 14:00:00',
    ]);
  });

  it('says "Nothing on right now" when nothing runs', async () => {
    answerAll({ ...OVERVIEW, campaign: null, weeks: [] }, egg({ session: null, next: null, today: [] }), []);
    await h.render(<EventScreen />);
    expect(byTestId('empty-state')?.textContent).toContain('Nothing on right now');
  });

  it('offers a retry when every read failed', async () => {
    h.answers.set(`GET ${QUIZ_API.overview}`, fail(500, 'msg.internalServerError'));
    h.answers.set(`GET ${LUCKY_EGG_API.status}`, fail(500, 'msg.internalServerError'));
    h.answers.set(`GET ${API.vips}`, fail(500, 'msg.internalServerError'));
    await h.render(<EventScreen />);
    expect(byTestId('load-error')).not.toBeNull();
    answerAll(OVERVIEW, egg());
    await h.click(h.container.querySelector('[data-testid="load-error"] button'));
    expect(byTestId('event-egg')).not.toBeNull();
    expect(byTestId('event-quiz')).not.toBeNull();
  });

  it('speaks Malay and Chinese', async () => {
    answerAll(OVERVIEW, egg());
    await act(() => loadLanguage('ms'));
    await h.render(<EventScreen />);
    expect(h.container.querySelector('h1')?.textContent).toBe('Acara');
    expect(byTestId('event-egg')?.textContent).toContain('Dibuka sekarang, ditutup dalam 00:07:00');
    await act(() => loadLanguage('zh'));
    await h.render(<EventScreen />);
    expect(byTestId('event-egg')?.textContent).toContain('今日幸运蛋');
    expect(byTestId('event-quiz-next')?.textContent).toBe('下一轮：第 2 周，30/11/2026 开始');
  });
});
