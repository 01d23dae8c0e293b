// The lucky roulette for a week's place: the spin is the server's (one per
// place, its idempotency key kept until the server answers, so a retry after
// a lost answer gets the same spin back); the wallet it carries goes to
// applyCoins; the wheel is the roulette's stage (src/game/quiz/roulette, its
// own chunk with Phaser); once it rests, the prize in words and back to the week.
import { Suspense, useCallback, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { RoulettePrize, RouletteSpin } from '../../../contract/games/quiz';
import { spinQuizRoulette } from '../../api/calls/quiz';
import { sendWithRetryKey } from '../../api/retryKey';
import { Spinner } from '../../components/kit/LoadState';
import { RouletteStage } from '../../game/quiz/roulette';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format';
import { applyCoins } from '../../state/coins';
import { languageState } from '../../state/language';
import { PrizeMailLine } from './QuizPrizes';
import styles from './Quiz.module.css';

/** The spin's retry key, one per week. */
export const spinAction = (weekId: number): string => `quiz-roulette-${weekId}`;

export function useRouletteSpin(weekId: number): () => Promise<RouletteSpin> {
  return useCallback(async () => {
    const answer = await sendWithRetryKey(spinAction(weekId), (idempotencyKey) => spinQuizRoulette({ weekId, idempotencyKey }));
    if (answer.coin) applyCoins(answer.coin);
    return answer.spin;
  }, [weekId]);
}

/** What the wheel landed on, in words. */
export function RoulettePrizeCard({ spin, onDone }: { spin: RouletteSpin; onDone(): void }) {
  const t = useT();
  const { lang } = useSnapshot(languageState);
  const none = spin.prize.kind === 'none';
  return (
    <section className={styles.result} data-testid="quiz-roulette-prize" data-kind={spin.prize.kind} aria-labelledby="quiz-prize-title">
      <h2 id="quiz-prize-title">{t('quiz.roulette.title')}</h2>
      <p className={styles.score}>{none ? t('quiz.roulette.noPrize') : t('quiz.roulette.won', [spin.prize.label[lang]])}</p>
      {spin.award?.contactBy && <p className={styles.outcome}>{t('quiz.prizes.contactBy', [formatDateTime(spin.award.contactBy)])}</p>}
      {spin.award && <PrizeMailLine award={spin.award} className={styles.outcome} />}
      <button type="button" className={`btn ${styles.big}`} onClick={onDone} autoFocus data-testid="quiz-roulette-done">
        {t('quiz.result.weeks')}
      </button>
    </section>
  );
}

export default function QuizRoulette({ weekId, prizes, onDone }: { weekId: number; prizes: RoulettePrize[]; onDone(): void }) {
  const spin = useRouletteSpin(weekId);
  const [settled, setSettled] = useState<RouletteSpin | null>(null);
  if (settled) return <RoulettePrizeCard spin={settled} onDone={onDone} />;
  return (
    <Suspense fallback={<Spinner />}>
      <RouletteStage prizes={prizes} spin={spin} onSettled={setSettled} onClose={onDone} />
    </Suspense>
  );
}
