import { useState } from 'react';
import { LANGS, QUIZ_CAMPAIGN } from '../../../contract/constants';
import { QUIZ_LIMITS, type AdminQuizWeek, type QuizQuestionInput } from '../../../contract/games/quizConsole';
import type { Localized } from '../../../contract/schemas/common';
import { useT } from '../../i18n/useT';
import { putQuizQuestions } from '../calls';
import { Button, EMPTY_TEXT, LocalizedFields, Outcome, styles } from '../ui';
import { useAction } from '../useLoad';
import quiz from './Quiz.module.css';
import type { Saved } from './QuizCampaignEditor';

interface Draft {
  prompt: Localized;
  choices: Localized[];
  correct: number;
  asked: number;
}

const blank = (): Draft => ({ prompt: EMPTY_TEXT, choices: [EMPTY_TEXT, EMPTY_TEXT, EMPTY_TEXT], correct: 0, asked: 0 });
const typed = (text: Localized) => LANGS.some((lang) => text[lang].trim() !== '');
/** A position is sent once anything of it is written; an untouched one stays empty (the week is filled in over time). */
const used = (d: Draft) => typed(d.prompt) || d.choices.some(typed);

/**
 * The week's five questions, each in three languages with 3 or 4 choices and
 * the right one marked, saved as one set. A question players were already
 * asked keeps its right answer and its number of choices (the server refuses
 * otherwise): only its wording may change, and the form says so.
 */
export function QuizQuestions({ week, saved }: { week: AdminQuizWeek; saved: Saved }) {
  const t = useT();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    Array.from({ length: QUIZ_CAMPAIGN.questionsPerWeek }, (_, i) => {
      const q = week.questions.find((row) => row.position === i + 1);
      return q ? { prompt: q.prompt, choices: q.choices, correct: q.correct, asked: q.asked } : blank();
    }),
  );
  const action = useAction();
  const edit = (index: number, change: Partial<Draft>) => setDrafts((all) => all.map((d, i) => (i === index ? { ...d, ...change } : d)));
  const save = () =>
    void action.run(async () => {
      const questions: QuizQuestionInput[] = drafts.flatMap((d, i) =>
        used(d) ? [{ position: i + 1, prompt: d.prompt, choices: d.choices, correct: d.correct }] : [],
      );
      const answer = await putQuizQuestions(week.id, { questions });
      saved(answer);
      return t('console.action.saved');
    });
  return (
    <div data-testid={`console-quiz-questions-${week.number}`}>
      {drafts.map((d, i) => {
        const locked = d.asked > 0;
        const testId = `console-quiz-q${i + 1}`;
        return (
          <fieldset key={i} className={quiz.question} data-testid={testId}>
            <legend>{t('console.quiz.question', [i + 1])}</legend>
            {locked && <p className={styles.meta}>{t('console.quiz.asked', [d.asked])}</p>}
            <LocalizedFields
              label={t('console.quiz.prompt')}
              value={d.prompt}
              onChange={(prompt) => edit(i, { prompt })}
              multiline
              testId={`${testId}-prompt`}
            />
            {d.choices.map((choice, c) => (
              <div key={c} className={quiz.choice}>
                <label className={styles.label} style={{ paddingTop: 18 }}>
                  <input
                    type="radio"
                    name={`right-${week.id}-${i}`}
                    checked={d.correct === c}
                    disabled={locked}
                    onChange={() => edit(i, { correct: c })}
                    aria-label={t('console.quiz.rightChoice')}
                    data-testid={`${testId}-right-${c}`}
                  />
                </label>
                <LocalizedFields
                  label={`${t('console.quiz.choice', [c + 1])}${d.correct === c ? ` · ${t('console.quiz.rightChoice')}` : ''}`}
                  value={choice}
                  onChange={(text) => edit(i, { choices: d.choices.map((old, k) => (k === c ? text : old)) })}
                  testId={`${testId}-choice-${c}`}
                />
              </div>
            ))}
            {/* Each play holds the order of this many choices: once the week is played, their number stays. */}
            {week.plays === 0 &&
              (d.choices.length < QUIZ_LIMITS.choices.max ? (
                <Button variant="ghost" onClick={() => edit(i, { choices: [...d.choices, EMPTY_TEXT] })}>
                  {t('console.quiz.addChoice')}
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  onClick={() =>
                    edit(i, {
                      choices: d.choices.slice(0, QUIZ_LIMITS.choices.min),
                      correct: Math.min(d.correct, QUIZ_LIMITS.choices.min - 1),
                    })
                  }
                >
                  {t('console.quiz.removeChoice')}
                </Button>
              ))}
          </fieldset>
        );
      })}
      <Button disabled={action.busy} onClick={save} testId={`console-quiz-questions-${week.number}-save`}>
        {t('console.action.save')}
      </Button>
      <Outcome error={action.error} note={action.note} />
    </div>
  );
}
