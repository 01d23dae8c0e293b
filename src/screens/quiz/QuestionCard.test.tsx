import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { QuizQuestion } from '../../../contract/games/quiz';
import { loadLanguage } from '../../i18n';
import { quizTexts } from './quizTexts';
import { QuestionCard, type QuestionCardProps } from './QuestionCard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const T0 = Date.parse('2024-10-10T07:00:00.000Z');
const L = (text: string) => ({ en: text, zh: text, ms: text });
const question: QuizQuestion = {
  position: 1,
  questions: 5,
  prompt: L('Which?'),
  choices: [L('a'), L('b'), L('c')],
  limitMs: 10_000,
  serverNow: new Date(T0).toISOString(),
  deadline: new Date(T0 + 10_000).toISOString(),
};

let container: HTMLDivElement;
let root: Root;
beforeAll(() => Promise.all([loadLanguage('en'), quizTexts()]));
beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const seconds = () => container.querySelector('[data-testid="quiz-seconds"]')?.textContent;
const barFrom = () => (container.querySelector('[role="timer"] span[style]') as HTMLElement | null)?.style.getPropertyValue('--from');

it('at a time-up the clock reads 0 and the bar stays empty, not back at the start', async () => {
  const props: QuestionCardProps = {
    question,
    receivedAt: T0,
    lang: 'en',
    result: null,
    verdict: null,
    pending: false,
    onPick: () => undefined,
    onTimeUp: vi.fn(),
  };
  await act(async () => root.render(<QuestionCard {...props} />));
  expect(seconds()).toBe('10 s');
  expect(barFrom()).toBe('1');
  await act(async () => {
    vi.advanceTimersByTime(10_000);
  });
  expect(props.onTimeUp).toHaveBeenCalledOnce();
  // The page sends the time-up, then shows the server's reveal.
  await act(async () => root.render(<QuestionCard {...props} pending />));
  await act(async () =>
    root.render(
      <QuestionCard {...props} result={{ position: 1, picked: null, right: 2, correct: false, timedOut: true }} verdict="timeUp" />,
    ),
  );
  expect(seconds()).toBe('0 s');
  expect(barFrom()).toBe('0');
});

it('after an answer the bar stays at the time that was left', async () => {
  const props: QuestionCardProps = {
    question,
    receivedAt: T0,
    lang: 'en',
    result: null,
    verdict: null,
    pending: false,
    onPick: () => undefined,
    onTimeUp: () => undefined,
  };
  await act(async () => root.render(<QuestionCard {...props} />));
  await act(async () => {
    vi.advanceTimersByTime(4_000);
  });
  await act(async () => root.render(<QuestionCard {...props} pending />));
  expect(seconds()).toBe('6 s');
  expect(barFrom()).toBe('0.6');
});
