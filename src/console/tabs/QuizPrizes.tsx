import { useState } from 'react';
import { LANGS } from '../../../contract/constants';
import { QUIZ_PRIZE_KINDS } from '../../../contract/games/quiz';
import { QUIZ_LIMITS, type AdminQuizCampaign, type QuizPrizeInput } from '../../../contract/games/quizConsole';
import { expectedCoins } from '../../../contract/games/rouletteRules';
import type { Localized } from '../../../contract/schemas/common';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format';
import { putQuizPrizes } from '../calls';
import { Button, EMPTY_TEXT, Outcome, styles } from '../ui';
import { useAction } from '../useLoad';
import quiz from './Quiz.module.css';
import type { Saved } from './QuizCampaignEditor';

type Kind = QuizPrizeInput['kind'];
/** A slot as typed: numbers stay text until saved, so a half-typed one is not rewritten under the cursor. */
interface Slot {
  label: Localized;
  kind: Kind;
  coins: string;
  weight: string;
  stock: string;
}

const toSlot = (p: AdminQuizCampaign['prizes'][number]): Slot => ({
  label: p.label,
  kind: p.kind,
  coins: String(p.coins),
  weight: String(p.weight),
  stock: p.weeklyStock === null ? '' : String(p.weeklyStock),
});
const emptySlot = (): Slot => ({ label: EMPTY_TEXT, kind: 'none', coins: '0', weight: '0', stock: '' });
/** A number as typed, NaN when it is not one: the server's 400 then names the field. */
const num = (text: string): number => (text.trim() === '' ? NaN : Number(text));
const isKind = (value: string): value is Kind => (QUIZ_PRIZE_KINDS as readonly string[]).includes(value);

function toInput(s: Slot): QuizPrizeInput {
  const stock = s.stock.trim();
  return {
    label: s.label,
    kind: s.kind,
    coins: s.kind === 'coins' ? num(s.coins) : 0,
    weight: num(s.weight),
    ...(stock === '' ? {} : { weeklyStock: num(stock) }),
  };
}

/**
 * The lucky roulette's table, in wheel order: each slot's label in three
 * languages, kind, coins, weight and weekly stock, with the chance its weight
 * gives it and the coins a spin pays on average (what the published table
 * promises players).
 */
export function QuizPrizes({ campaign, saved }: { campaign: AdminQuizCampaign; saved: Saved }) {
  const t = useT();
  const [slots, setSlots] = useState<Slot[]>(() =>
    campaign.prizes.length ? campaign.prizes.map(toSlot) : Array.from({ length: QUIZ_LIMITS.prizes.min }, emptySlot),
  );
  const action = useAction();
  const edit = (index: number, change: Partial<Slot>) => setSlots((all) => all.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const weights = slots.map((s) => Math.max(0, num(s.weight) || 0));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const expected = expectedCoins({
    prizes: slots.map((_, i) => i),
    weights,
    coins: slots.map((s) => (s.kind === 'coins' ? num(s.coins) || 0 : 0)),
  });
  const save = () =>
    void action.run(async () => {
      const answer = await putQuizPrizes(campaign.id, { prizes: slots.map(toInput) });
      saved(answer);
      return t('console.action.saved');
    });
  return (
    <div className={styles.panel} data-testid="console-quiz-prizes">
      <h3>{t('console.quiz.prizes')}</h3>
      <p className={styles.meta}>{t('console.quiz.prizesHint', [QUIZ_LIMITS.prizes.min, QUIZ_LIMITS.prizes.max])}</p>
      <div className={quiz.scroll}>
        <table className={quiz.table}>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('console.quiz.label')}</th>
              <th>{t('console.quiz.kind')}</th>
              <th>{t('console.quiz.coins')}</th>
              <th>{t('console.quiz.weight')}</th>
              <th>{t('console.quiz.stock')}</th>
              <th className={quiz.right}>{t('console.quiz.chance')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {slots.map((s, i) => (
              <tr key={i} data-testid={`console-quiz-slot-${i}`}>
                <td>{i + 1}</td>
                <td>
                  <div className={quiz.labels}>
                    {LANGS.map((lang) => (
                      <input
                        key={lang}
                        className={styles.input}
                        value={s.label[lang]}
                        placeholder={t(`lang.${lang}`)}
                        aria-label={`${t('console.quiz.label')} (${t(`lang.${lang}`)})`}
                        onChange={(e) => edit(i, { label: { ...s.label, [lang]: e.target.value } })}
                        data-testid={`console-quiz-slot-${i}-label-${lang}`}
                      />
                    ))}
                  </div>
                </td>
                <td>
                  <select
                    className={`${styles.select} ${quiz.kind}`}
                    value={s.kind}
                    aria-label={t('console.quiz.kind')}
                    data-testid={`console-quiz-slot-${i}-kind`}
                    onChange={(e) => {
                      if (isKind(e.target.value)) edit(i, { kind: e.target.value });
                    }}
                  >
                    {QUIZ_PRIZE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`console.quiz.kinds.${k}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    className={`${styles.input} ${quiz.num}`}
                    type="number"
                    min={0}
                    step="0.01"
                    value={s.kind === 'coins' ? s.coins : '0'}
                    disabled={s.kind !== 'coins'}
                    aria-label={t('console.quiz.coins')}
                    onChange={(e) => edit(i, { coins: e.target.value })}
                    data-testid={`console-quiz-slot-${i}-coins`}
                  />
                </td>
                <td>
                  <input
                    className={`${styles.input} ${quiz.num}`}
                    type="number"
                    min={0}
                    step={1}
                    value={s.weight}
                    aria-label={t('console.quiz.weight')}
                    onChange={(e) => edit(i, { weight: e.target.value })}
                    data-testid={`console-quiz-slot-${i}-weight`}
                  />
                </td>
                <td>
                  <input
                    className={`${styles.input} ${quiz.num}`}
                    type="number"
                    min={0}
                    step={1}
                    value={s.stock}
                    aria-label={t('console.quiz.stock')}
                    onChange={(e) => edit(i, { stock: e.target.value })}
                    data-testid={`console-quiz-slot-${i}-stock`}
                  />
                </td>
                <td className={quiz.right} data-testid={`console-quiz-slot-${i}-chance`}>
                  {total > 0 ? `${formatNumber(((weights[i] ?? 0) / total) * 100)}%` : '-'}
                </td>
                <td>
                  <Button
                    variant="danger"
                    disabled={slots.length <= QUIZ_LIMITS.prizes.min}
                    onClick={() => setSlots((all) => all.filter((_, k) => k !== i))}
                  >
                    {t('console.quiz.removeSlot')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="console-quiz-expected">
        {t('console.quiz.totalWeight', [total])} · {t('console.quiz.expected', [formatNumber(expected)])}
      </p>
      <div className={styles.row}>
        <Button variant="ghost" disabled={slots.length >= QUIZ_LIMITS.prizes.max} onClick={() => setSlots((all) => [...all, emptySlot()])}>
          {t('console.quiz.addSlot')}
        </Button>
        <Button disabled={action.busy} onClick={save} testId="console-quiz-prizes-save">
          {t('console.action.save')}
        </Button>
      </div>
      <Outcome error={action.error} note={action.note} />
    </div>
  );
}
