// The quiz screen's reads: the player's standing, read fresh on every visit,
// and a ticking clock. (The entry cards' public overview: QuizEntryCard.tsx.)
import { useEffect, useState } from 'react';
import { QUIZ_API } from '../../../contract/games/quizRules';
import { fetchQuizStatus } from '../../api/calls/quiz';
import { useRemote } from '../../api/hooks/useRemote';

/** The player's standing; `receivedAt` (device ms) aligns countdowns to the answer's serverNow. */
export const useQuizStatus = () =>
  useRemote(QUIZ_API.status, async () => ({ status: await fetchQuizStatus(), receivedAt: Date.now() }), { keep: false });

/** Device time, ticking each second; `frozen` pins it (the QA gallery). */
export function useNow(frozen?: number): number {
  const [now, setNow] = useState(() => frozen ?? Date.now());
  useEffect(() => {
    if (frozen !== undefined) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [frozen]);
  return frozen ?? now;
}
