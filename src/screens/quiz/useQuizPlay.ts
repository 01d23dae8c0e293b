// The flow of one week's play (no markup): read the standing, continue a
// play in progress (the open question again with its deadline, or the next
// one asked), start the week's play with its idempotency key, answer, move
// on, and the result. The server keeps the play; this only carries it, so a
// reload or another device picks it up where it stands.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuizAnswer, QuizCampaign, QuizPlay, QuizQuestion, QuizStatus, QuizWeek } from '../../../contract/games/quiz';
import { answerQuiz, askQuizQuestion, fetchQuizStatus, startQuizPlay } from '../../api/calls/quiz';
import { errorKey } from '../../api/client';
import { sendWithRetryKey } from '../../api/retryKey';
import { haptic, useClosingConfirmation } from '../../app/miniApp';
import { applyCoins } from '../../state/coins';
import { stepOf } from './quizView';

export type PlayView =
  | { kind: 'loading' }
  | { kind: 'error'; key: string }
  /** the week is not open and holds no play of the player's */
  | { kind: 'closed'; week: QuizWeek | null }
  /** open, not played yet: the Start panel */
  | { kind: 'ready'; week: QuizWeek; campaign: QuizCampaign; questionsLeft: number }
  | { kind: 'question'; play: QuizPlay; question: QuizQuestion; receivedAt: number; answer: QuizAnswer | null; pending: boolean }
  | { kind: 'result'; play: QuizPlay; week: QuizWeek; campaign: QuizCampaign };

export interface QuizPlayFlow {
  view: PlayView;
  /** a refusal to show over the screen (a message key) */
  message: string | null;
  start(): void;
  pick(choice: number): void;
  timeUp(): void;
  next(): void;
  reload(): void;
}

/** The start's retry key, one per week: a retry after no answer gets the same play back. */
export const playAction = (weekId: number): string => `quiz-play-${weekId}`;

export function useQuizPlay(weekId: number): QuizPlayFlow {
  const [view, setView] = useState<PlayView>({ kind: 'loading' });
  const [message, setMessage] = useState<string | null>(null);
  const context = useRef<{ status: QuizStatus; week: QuizWeek; campaign: QuizCampaign } | null>(null);
  const alive = useRef(true);
  // What the handlers read: the view as last set, not as last rendered (two quick taps see the first's 'pending').
  const viewRef = useRef(view);
  useClosingConfirmation(view.kind === 'question');

  const show = useCallback((next: PlayView) => {
    if (!alive.current) return;
    viewRef.current = next;
    setView(next);
  }, []);
  const fail = useCallback((error: unknown) => show({ kind: 'error', key: errorKey(error) }), [show]);

  const carryOn = useCallback(
    async (play: QuizPlay): Promise<void> => {
      const step = stepOf(play);
      const ctx = context.current;
      if (step.kind === 'result') {
        if (ctx) show({ kind: 'result', play, week: ctx.week, campaign: ctx.campaign });
        return;
      }
      if (step.kind === 'question') {
        show({ kind: 'question', play, question: step.question, receivedAt: Date.now(), answer: null, pending: false });
        return;
      }
      const question = await askQuizQuestion({ playId: play.id, position: step.position });
      show({ kind: 'question', play, question, receivedAt: Date.now(), answer: null, pending: false });
    },
    [show],
  );

  const load = useCallback(() => {
    show({ kind: 'loading' });
    fetchQuizStatus()
      .then(async (status) => {
        const week = status.weeks.find((w) => w.id === weekId) ?? null;
        if (!status.campaign || !week) return show({ kind: 'closed', week });
        context.current = { status, week, campaign: status.campaign };
        if (week.play) return carryOn(week.play);
        if (week.state !== 'open') return show({ kind: 'closed', week });
        show({ kind: 'ready', week, campaign: status.campaign, questionsLeft: status.questionsLeft24h });
      })
      .catch(fail);
  }, [weekId, carryOn, fail, show]);

  useEffect(() => {
    alive.current = true;
    load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  /** A refusal: say it, then read where the play really stands (answered elsewhere, closed by its deadline). */
  const refused = useCallback(
    (error: unknown) => {
      if (!alive.current) return;
      setMessage(errorKey(error));
      load();
    },
    [load],
  );

  const start = useCallback(() => {
    if (viewRef.current.kind !== 'ready') return;
    setMessage(null);
    show({ kind: 'loading' });
    sendWithRetryKey(playAction(weekId), (idempotencyKey) => startQuizPlay({ weekId, idempotencyKey }))
      .then(carryOn)
      .catch(refused);
  }, [weekId, carryOn, refused, show]);

  const answer = useCallback(
    (choice: number | null) => {
      const current = viewRef.current;
      if (current.kind !== 'question' || current.answer || current.pending) return;
      if (choice !== null) haptic('tap');
      setMessage(null);
      show({ ...current, pending: true });
      const { play, question } = current;
      answerQuiz(
        choice === null ? { playId: play.id, position: question.position } : { playId: play.id, position: question.position, choice },
      ).then((answered) => {
        if (answered.coin) applyCoins(answered.coin);
        haptic(answered.result.correct ? 'win' : 'lose');
        show({ ...current, play: answered.play, answer: answered, pending: false });
      }, refused);
    },
    [refused, show],
  );

  const next = useCallback(() => {
    const current = viewRef.current;
    if (current.kind !== 'question' || !current.answer) return;
    show({ kind: 'loading' });
    carryOn(current.answer.play).catch(refused);
  }, [carryOn, refused, show]);

  return {
    view,
    message,
    start,
    next,
    reload: load,
    pick: useCallback((choice: number) => answer(choice), [answer]),
    timeUp: useCallback(() => answer(null), [answer]),
  };
}
