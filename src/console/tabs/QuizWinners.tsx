import { useState } from 'react';
import { QUIZ_AWARD_STATES, type QuizAwardState } from '../../../contract/games/quiz';
import { QUIZ_AWARD_MOVES, QUIZ_LIMITS, type AdminQuizAward, type QuizAwardOperatorState } from '../../../contract/games/quizConsole';
import { currentLang } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatDateTime, formatNumber } from '../../lib/format';
import { fetchQuizAwards, fetchQuizCampaigns, moveQuizAward } from '../calls';
import { CsvButton } from '../CsvButton';
import { PagedList } from '../PagedList';
import { Button, Outcome, styles } from '../ui';
import { useAction, useLoad } from '../useLoad';
import quiz from './Quiz.module.css';
import { MailBy, MailLateSummary } from './QuizMail';
import { timeLeft, useMinuteClock } from './quizTime';

/**
 * The roulette's winners: by default those still to be reached, the nearest
 * contact deadline first (an unreached winner's prize is forfeited after
 * the contact days), with whom to call and the buttons that move the prize
 * on. Filters: state, campaign, week. Above them, the physical prizes past
 * their mail-by day (./QuizMail.tsx).
 */
export function QuizWinners() {
  const t = useT();
  const [state, setState] = useState<QuizAwardState | null>('awaitingContact');
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const [weekId, setWeekId] = useState<number | null>(null);
  const [campaigns] = useLoad(fetchQuizCampaigns, []);
  const lang = currentLang();
  const list = campaigns.kind === 'ready' ? campaigns.data : [];
  const weeks = list.find((c) => c.id === campaignId)?.weeks ?? [];
  const filter = { state, campaignId, weekId };
  return (
    <div data-testid="console-quiz-winners">
      <MailLateSummary />
      <div className={styles.row}>
        <select
          className={styles.select}
          style={{ width: 'auto' }}
          aria-label={t('console.quiz.stateLabel')}
          value={state ?? ''}
          onChange={(e) => setState(QUIZ_AWARD_STATES.find((s) => s === e.target.value) ?? null)}
          data-testid="console-quiz-filter-state"
        >
          <option value="">{t('console.quiz.allStates')}</option>
          {QUIZ_AWARD_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`console.quiz.awardState.${s}`)}
            </option>
          ))}
        </select>
        <select
          className={styles.select}
          style={{ width: 'auto' }}
          aria-label={t('console.quiz.campaigns')}
          value={campaignId ?? ''}
          onChange={(e) => {
            setCampaignId(e.target.value ? Number(e.target.value) : null);
            setWeekId(null);
          }}
          data-testid="console-quiz-filter-campaign"
        >
          <option value="">{t('console.quiz.allCampaigns')}</option>
          {list.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title[lang]}
            </option>
          ))}
        </select>
        {weeks.length > 0 && (
          <select
            className={styles.select}
            style={{ width: 'auto' }}
            aria-label={t('console.quiz.weeks')}
            value={weekId ?? ''}
            onChange={(e) => setWeekId(e.target.value ? Number(e.target.value) : null)}
            data-testid="console-quiz-filter-week"
          >
            <option value="">{t('console.quiz.allWeeks')}</option>
            {weeks.map((w) => (
              <option key={w.id} value={w.id}>
                {t('console.quiz.week', [w.number])}
              </option>
            ))}
          </select>
        )}
        {/* All the winners these filters list, not only the pages loaded. */}
        <CsvButton table="quiz-winners" filters={{ state, campaignId, weekId }} />
      </div>
      <PagedList
        key={JSON.stringify(filter)}
        fetchPage={(cursor) => fetchQuizAwards(filter, cursor)}
        empty="console.quiz.noWinners"
        render={(award, changed) => <Winner award={award} changed={changed} />}
      />
    </div>
  );
}

function Deadline({ award }: { award: AdminQuizAward }) {
  const t = useT();
  const now = useMinuteClock();
  if (!award.contactBy) return null;
  const waiting = award.state === 'awaitingContact';
  const left = waiting ? timeLeft(award.contactBy, now) : null;
  return (
    <span data-testid={`console-quiz-award-${award.id}-deadline`}>
      {t('console.field.labelled', [t('console.quiz.contactBy'), formatDateTime(award.contactBy)])}
      {waiting &&
        (left ? (
          <>
            {' '}
            · <span className={quiz.due}>{t('console.quiz.left', [left.days, left.hours])}</span>
          </>
        ) : (
          <>
            {' '}
            · <span className={`${styles.badge} ${quiz.overdue}`}>{t('console.quiz.overdue')}</span>
          </>
        ))}
    </span>
  );
}

function Winner({ award, changed }: { award: AdminQuizAward; changed: () => void }) {
  const t = useT();
  const [note, setNote] = useState('');
  const action = useAction();
  const moves = QUIZ_AWARD_MOVES[award.state];
  const move = (state: QuizAwardOperatorState) => {
    // A forfeited prize goes to nobody and cannot come back: ask first.
    if (state === 'forfeited' && !window.confirm(t('console.quiz.confirmForfeit'))) return;
    void action.run(async () => {
      await moveQuizAward(award.id, { state, ...(note.trim() ? { note: note.trim() } : {}) });
      changed();
      return null;
    });
  };
  return (
    <li className={styles.item} data-testid={`console-quiz-award-${award.id}`}>
      <div className={styles.row}>
        <strong className={styles.grow}>
          #{award.id} · {award.label[currentLang()]}
          {award.kind === 'coins' && <> ({t('console.redemptions.coins', [formatNumber(award.coins)])})</>}
        </strong>
        <span className={styles.badge} data-testid={`console-quiz-award-${award.id}-state`}>
          {t(`console.quiz.awardState.${award.state}`)}
        </span>
      </div>
      <div>
        {award.uid} · {award.fullName}
        {award.phone && <> · {award.phone}</>}
      </div>
      <div className={styles.meta}>
        {t('console.quiz.week', [award.weekNumber])} · {t('console.field.labelled', [t('console.quiz.wonAt'), formatDateTime(award.wonAt)])}{' '}
        · <Deadline award={award} />
      </div>
      <MailBy award={award} />
      {award.note && <div className={styles.meta}>{t('console.field.labelled', [t('console.quiz.note'), award.note])}</div>}
      {moves.length > 0 && (
        <div className={styles.row}>
          <input
            className={`${styles.input} ${styles.grow}`}
            value={note}
            maxLength={QUIZ_LIMITS.noteLength}
            placeholder={t('console.quiz.note')}
            aria-label={t('console.quiz.note')}
            onChange={(e) => setNote(e.target.value)}
            data-testid={`console-quiz-award-${award.id}-note`}
          />
          {moves.map((m) => (
            <Button
              key={m}
              variant={m === 'forfeited' ? 'danger' : undefined}
              disabled={action.busy}
              onClick={() => move(m)}
              testId={`console-quiz-award-${award.id}-${m}`}
            >
              {t(`console.quiz.move.${m}`)}
            </Button>
          ))}
        </div>
      )}
      <Outcome error={action.error} />
    </li>
  );
}
