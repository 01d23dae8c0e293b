// The week's play as a player meets it: a play left open on another device
// continues at its open question; a quick double tap answers once; the answer
// reveals the right choice and moves the balance; a refusal is said and the
// standing read again.
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../contract/errors';
import type { QuizAnswer, QuizStatus } from '../../../contract/games/quiz';
import { QUIZ_API } from '../../../contract/games/quizRules';
import { playerState } from '../../state/player';
import { fail, ok, screenHarness } from '../testing';
import { galleryAnswer, galleryPlay, GALLERY_QUESTION, GALLERY_STATUS } from './galleryFixtures';
import { QuizWeekScreen } from './QuizWeekScreen';

const h = screenHarness();

/** Week 2 with a play started elsewhere: two answered, question 3 open with 12 s left. */
function resumable(): QuizStatus {
  const now = Date.now();
  const question = { ...GALLERY_QUESTION, serverNow: new Date(now).toISOString(), deadline: new Date(now + 12_000).toISOString() };
  const play = { ...galleryPlay([true, true], null, null), question, nextPosition: 3 };
  return { ...GALLERY_STATUS, weeks: GALLERY_STATUS.weeks.map((w) => (w.id === 2 ? { ...w, play } : w)) };
}

const coin = { balance: 42, pending: 0, redeemed: 0, expire: { balance: 0, date: null } };
const el = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);

describe('a quiz week', () => {
  it('continues the open question, answers a double tap once, reveals the right choice and the new balance', async () => {
    h.answers.set(`GET ${QUIZ_API.status}`, ok(resumable()));
    const answer: QuizAnswer = { ...galleryAnswer(1), coin };
    h.answers.set(`POST ${QUIZ_API.answer}`, ok(answer));
    await h.render(<QuizWeekScreen weekId={2} />);

    expect(el('quiz-question')?.getAttribute('data-position')).toBe('3');
    // No new question asked: the open one comes back with its own deadline.
    expect(h.calls.filter((c) => c.url === QUIZ_API.question)).toHaveLength(0);

    const choice = el('quiz-choice-1') as HTMLButtonElement;
    choice.click();
    choice.click();
    await h.click(choice);
    const sent = h.calls.filter((c) => c.url === QUIZ_API.answer);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ playId: 9, position: 3, choice: 1 });
    expect(el('quiz-verdict')?.getAttribute('data-verdict')).toBe('right');
    expect(el('quiz-choice-1')?.getAttribute('data-mark')).toBe('right');
    expect(playerState.coin.total).toBe(42);
    expect(el('quiz-next')).not.toBeNull();
  });

  it('says why an answer was refused and reads the standing again', async () => {
    h.answers.set(`GET ${QUIZ_API.status}`, ok(resumable()));
    h.answers.set(`POST ${QUIZ_API.answer}`, fail(409, MSG.roundTimeUp));
    await h.render(<QuizWeekScreen weekId={2} />);
    await h.click(el('quiz-choice-0'));
    expect(el('quiz-message')?.textContent).toBe('Time is up for this round');
    expect(h.calls.filter((c) => c.url === QUIZ_API.status)).toHaveLength(2);
  });

  it('tells a week that has not started with the catalogue message', async () => {
    const status = { ...GALLERY_STATUS, weeks: GALLERY_STATUS.weeks.map((w) => (w.id === 2 ? { ...w, state: 'notStarted' as const } : w)) };
    h.answers.set(`GET ${QUIZ_API.status}`, ok(status));
    await h.render(<QuizWeekScreen weekId={2} />);
    expect(el('quiz-closed')?.textContent).toContain('Event not start yet');
  });

  it('tells a week the quiz does not have apart from one that is closed', async () => {
    h.answers.set(`GET ${QUIZ_API.status}`, ok(GALLERY_STATUS));
    await h.render(<QuizWeekScreen weekId={999} />);
    expect(el('quiz-closed')?.textContent).toContain('This quiz has no such week.');
  });
});
