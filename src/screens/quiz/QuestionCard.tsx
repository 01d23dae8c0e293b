// One question on screen: the prompt, its choices in the order the server
// gave this player, and the time bar running down to the server's deadline.
// A tap answers (a second tap within TIMING.doubleTapGuardMs is dropped); the
// time running out answers with no choice. Only the answer tells which choice
// was right: the reveal marks it, the tapped one, and +1 coin when right.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Lang } from '../../../contract/constants';
import type { QuizAnswerResult, QuizQuestion } from '../../../contract/games/quiz';
import { createDoubleTapGuard } from '../../../engine/input/doubleTap';
import { useT } from '../../i18n/useT';
import { timeLeft, type Verdict } from './quizView';
import styles from './Quiz.module.css';

const LETTERS = ['A', 'B', 'C', 'D'];
const tapClock = (): number => performance.now();

export interface QuestionCardProps {
  question: QuizQuestion;
  /** device ms when the question arrived (its serverNow is read against it) */
  receivedAt: number;
  lang: Lang;
  /** the answer's reveal, once answered */
  result: QuizAnswerResult | null;
  verdict: Verdict | null;
  /** an answer is on its way: no more taps */
  pending: boolean;
  onPick(choice: number): void;
  onTimeUp(): void;
  /** the QA gallery: a pinned device time, nothing runs */
  frozenNow?: number;
}

/**
 * Device time ticking 4 times a second while `running` (the seconds left read
 * smoothly), and read once more when it stops: the clock then shows the time
 * the question closed at, not the last tick before (a time-up read "1 s").
 */
function useTicking(running: boolean, frozen?: number): number {
  const [now, setNow] = useState(() => frozen ?? Date.now());
  useEffect(() => {
    if (!running || frozen !== undefined) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => {
      clearInterval(id);
      setNow(Date.now());
    };
  }, [running, frozen]);
  return frozen ?? now;
}

export function QuestionCard({ question, receivedAt, lang, result, verdict, pending, onPick, onTimeUp, frozenNow }: QuestionCardProps) {
  const t = useT();
  const open = result === null && !pending;
  const now = useTicking(open, frozenNow);
  const left = timeLeft(question, receivedAt, now);
  const [guard] = useState(() => createDoubleTapGuard(tapClock));
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  });

  // The time running out answers by itself; the server's deadline decides all the same.
  const [startLeft] = useState(() => timeLeft(question, receivedAt, frozenNow ?? Date.now()));
  useEffect(() => {
    if (!open || frozenNow !== undefined) return;
    const id = setTimeout(() => timeUp.current(), timeLeft(question, receivedAt, Date.now()));
    return () => clearTimeout(id);
  }, [open, question, receivedAt, frozenNow]);

  const running = open && frozenNow === undefined;
  // Running, the bar drains from where it started; stopped, it stays where the question closed (not back at the start).
  const bar = { '--from': (running ? startLeft : left) / question.limitMs, animationDuration: `${startLeft}ms` } as CSSProperties;
  return (
    <section className={styles.question} data-testid="quiz-question" data-position={question.position} aria-labelledby="quiz-prompt">
      <p className={styles.qCount}>{t('quiz.play.question', [question.position, question.questions])}</p>
      <div className={styles.timer} role="timer" aria-label={t('quiz.play.timeLabel')}>
        <div className={styles.track}>
          <span
            className={styles.bar}
            style={bar}
            data-running={running ? '' : undefined}
            data-low={left < question.limitMs / 4 ? '' : undefined}
          />
        </div>
        <span className={styles.seconds} data-testid="quiz-seconds">
          {t('quiz.play.secondsLeft', [Math.ceil(left / 1000)])}
        </span>
      </div>
      <h2 id="quiz-prompt" className={styles.prompt}>
        {question.prompt[lang]}
      </h2>
      <ol className={styles.choices}>
        {question.choices.map((choice, i) => {
          const mark = result === null ? undefined : i === result.right ? 'right' : i === result.picked ? 'wrong' : 'other';
          return (
            <li key={i}>
              <button
                type="button"
                className={styles.choice}
                data-mark={mark}
                disabled={!open}
                data-testid={`quiz-choice-${i}`}
                onClick={() => {
                  if (open && guard.accept()) onPick(i);
                }}
              >
                <span className={styles.letter} aria-hidden="true">
                  {LETTERS[i]}
                </span>
                <span>{choice[lang]}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {verdict && (
        <p className={styles.verdict} data-verdict={verdict} role="status" data-testid="quiz-verdict">
          <b>{t(`quiz.play.${verdict}`)}</b>
          {verdict === 'right' ? (
            <span className={styles.coinFly} aria-hidden="true">
              {t('quiz.play.coin')}
            </span>
          ) : (
            ` ${t('quiz.play.rightIs')}`
          )}
          {verdict === 'right' && <span className="visually-hidden">{t('quiz.play.coin')}</span>}
        </p>
      )}
    </section>
  );
}
