import { useState } from 'react';
import { QUIZ_CAMPAIGN } from '../../../contract/constants';
import { QUIZ_LIMITS, type AdminQuizCampaign, type AdminQuizWeek } from '../../../contract/games/quizConsole';
import type { Localized } from '../../../contract/schemas/common';
import { currentLang } from '../../i18n';
import { DateField } from '../../components/kit/DateField';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format';
import { addQuizCampaign, addQuizWeek, editQuizCampaign, editQuizWeek } from '../calls';
import { Button, EMPTY_TEXT, Field, LocalizedFields, Outcome, styles } from '../ui';
import { useAction } from '../useLoad';
import { QuizPrizes } from './QuizPrizes';
import { QuizQuestions } from './QuizQuestions';
import { fromBusinessInput, toBusinessInput, useMinuteClock } from './quizTime';

/** After a save: the campaign as the server answered it. */
export type Saved = (campaign: AdminQuizCampaign) => void;

/** A campaign's fields, then (once it exists) its weeks with their questions and its roulette's table. */
export function QuizCampaignEditor({ campaign, saved }: { campaign: AdminQuizCampaign | null; saved: Saved }) {
  const t = useT();
  return (
    <div data-testid="console-quiz-editor">
      <h2>{campaign ? campaign.title[currentLang()] : t('console.quiz.newCampaign')}</h2>
      <CampaignForm campaign={campaign} saved={saved} />
      {campaign && (
        <>
          <h3>{t('console.quiz.weeks')}</h3>
          {campaign.weeks.map((w) => (
            <WeekForm key={w.id} campaignId={campaign.id} week={w} saved={saved} />
          ))}
          <NewWeek campaign={campaign} saved={saved} />
          <QuizPrizes campaign={campaign} saved={saved} />
        </>
      )}
    </div>
  );
}

/** The form for the next week, fresh (the next number) after each week added. */
function NewWeek({ campaign, saved }: { campaign: AdminQuizCampaign; saved: Saved }) {
  const next = Math.max(0, ...campaign.weeks.map((w) => w.number)) + 1;
  return <WeekForm key={next} campaignId={campaign.id} week={null} nextNumber={next} saved={saved} />;
}

/**
 * A date and time on the GMT+8 wall clock ('YYYY-MM-DDTHH:mm', '' when
 * unset): the day reads DD/MM/YYYY whatever the desktop's locale (DateField),
 * the time hh:mm AM/PM as everywhere in the app; a day without a time is its midnight.
 */
function WhenField({
  label,
  value,
  onChange,
  testId,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  disabled?: boolean;
}) {
  const [day = '', time = ''] = value.split('T');
  const join = (d: string, tm: string) => (d ? `${d}T${tm || '00:00'}` : '');
  return (
    <div className={styles.label}>
      {label}
      <div className={styles.row}>
        <DateField
          className={styles.grow}
          value={day}
          onChange={(d) => onChange(join(d, time))}
          aria-label={label}
          disabled={disabled}
          data-testid={`${testId}-day`}
        />
        <input
          className={styles.input}
          style={{ width: 130 }}
          type="time"
          value={time}
          aria-label={label}
          disabled={disabled}
          onChange={(e) => onChange(join(day, e.target.value))}
          data-testid={`${testId}-time`}
        />
      </div>
    </div>
  );
}

/** Whole numbers typed in a field: NaN when it is not one, so the server's 400 names the field. */
const whole = (text: string): number => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : NaN);

function CampaignForm({ campaign, saved }: { campaign: AdminQuizCampaign | null; saved: Saved }) {
  const t = useT();
  const [slug, setSlug] = useState(campaign?.slug ?? '');
  const [title, setTitle] = useState<Localized>(campaign?.title ?? EMPTY_TEXT);
  const [start, setStart] = useState(campaign ? toBusinessInput(campaign.startsAt) : '');
  const [end, setEnd] = useState(campaign ? toBusinessInput(campaign.endsAt) : '');
  const [seconds, setSeconds] = useState(String(campaign?.answerSeconds ?? 20));
  const [places, setPlaces] = useState(String(campaign?.eligiblePlaces ?? QUIZ_CAMPAIGN.eligiblePlaces));
  const action = useAction();
  const startsAt = fromBusinessInput(start);
  const endsAt = fromBusinessInput(end);
  const now = useMinuteClock();
  const started = campaign !== null && Date.parse(campaign.startsAt) <= now;
  const save = () =>
    void action.run(async () => {
      if (!startsAt || !endsAt) return null;
      const body = { slug: slug.trim(), title, startsAt, endsAt, answerSeconds: whole(seconds), eligiblePlaces: whole(places) };
      const answer = campaign ? await editQuizCampaign(campaign.id, body) : await addQuizCampaign(body);
      saved(answer);
      return t('console.action.saved');
    });
  return (
    <div className={styles.panel} data-testid="console-quiz-campaign-form">
      <div className={styles.row}>
        <div className={styles.grow}>
          <Field label={t('console.quiz.slug')} value={slug} onChange={setSlug} testId="console-quiz-slug" />
        </div>
        <div className={styles.grow}>
          {/* A started campaign keeps its start (the server refuses a move): shown, not editable. */}
          <WhenField label={t('console.quiz.starts')} value={start} onChange={setStart} testId="console-quiz-start" disabled={started} />
        </div>
        <div className={styles.grow}>
          <WhenField label={t('console.quiz.ends')} value={end} onChange={setEnd} testId="console-quiz-end" />
        </div>
      </div>
      {started && <p className={styles.meta}>{t('console.quiz.startedHint')}</p>}
      <LocalizedFields label={t('console.quiz.title')} value={title} onChange={setTitle} testId="console-quiz-title" />
      <div className={styles.row}>
        <div className={styles.grow}>
          <Field
            label={t('console.quiz.answerSeconds', [QUIZ_LIMITS.answerSeconds.min, QUIZ_LIMITS.answerSeconds.max])}
            type="number"
            value={seconds}
            onChange={setSeconds}
            testId="console-quiz-seconds"
          />
        </div>
        <div className={styles.grow}>
          <Field
            label={t('console.quiz.eligiblePlaces', [QUIZ_LIMITS.eligiblePlaces.min, QUIZ_LIMITS.eligiblePlaces.max])}
            type="number"
            value={places}
            onChange={setPlaces}
            testId="console-quiz-places"
          />
        </div>
      </div>
      <Button disabled={action.busy || !startsAt || !endsAt || !slug.trim()} onClick={save} testId="console-quiz-save-campaign">
        {t(campaign ? 'console.action.save' : 'console.action.add')}
      </Button>
      <Outcome error={action.error} note={action.note} />
    </div>
  );
}

/** One week's number and dates (GMT+8), and its questions; with week null, the form that adds the next week. */
function WeekForm({
  campaignId,
  week,
  nextNumber = 1,
  saved,
}: {
  campaignId: number;
  week: AdminQuizWeek | null;
  nextNumber?: number;
  saved: Saved;
}) {
  const t = useT();
  const [number, setNumber] = useState(String(week?.number ?? nextNumber));
  const [start, setStart] = useState(week ? toBusinessInput(week.startsAt) : '');
  const [end, setEnd] = useState(week ? toBusinessInput(week.endsAt) : '');
  const [showQuestions, setShowQuestions] = useState(false);
  const action = useAction();
  const startsAt = fromBusinessInput(start);
  const endsAt = fromBusinessInput(end);
  const testId = week ? `console-quiz-week-${week.number}` : 'console-quiz-week-new';
  const now = useMinuteClock();
  const weekStarted = week !== null && Date.parse(week.startsAt) <= now;
  const save = () =>
    void action.run(async () => {
      if (!startsAt || !endsAt) return null;
      const body = { number: whole(number), startsAt, endsAt };
      const answer = week ? await editQuizWeek(week.id, body) : await addQuizWeek(campaignId, body);
      saved(answer);
      return t('console.action.saved');
    });
  return (
    <div className={styles.item} style={{ marginBottom: 8 }} data-testid={testId}>
      <div className={styles.row}>
        <strong>{week ? t('console.quiz.week', [week.number]) : t('console.quiz.addWeek')}</strong>
        {week && (
          <span className={styles.meta}>
            {formatDateTime(week.startsAt)} – {formatDateTime(week.endsAt)} ·{' '}
            {t('console.quiz.questionsCount', [week.questions.length, QUIZ_CAMPAIGN.questionsPerWeek])}
            {' · '}
            {t('console.quiz.plays', [week.plays])}
          </span>
        )}
      </div>
      <div className={styles.row}>
        <div style={{ width: 110 }}>
          <Field label={t('console.quiz.weekNumber')} type="number" value={number} onChange={setNumber} testId={`${testId}-number`} />
        </div>
        <div className={styles.grow}>
          <WhenField label={t('console.quiz.starts')} value={start} onChange={setStart} testId={`${testId}-start`} disabled={weekStarted} />
        </div>
        <div className={styles.grow}>
          <WhenField label={t('console.quiz.ends')} value={end} onChange={setEnd} testId={`${testId}-end`} />
        </div>
        <Button disabled={action.busy || !startsAt || !endsAt} onClick={save} testId={`${testId}-save`}>
          {t(week ? 'console.action.save' : 'console.action.add')}
        </Button>
        {week && (
          <Button variant="ghost" onClick={() => setShowQuestions((v) => !v)} testId={`${testId}-questions`}>
            {t(showQuestions ? 'console.quiz.hideQuestions' : 'console.quiz.showQuestions')}
          </Button>
        )}
      </div>
      <Outcome error={action.error} note={action.note} />
      {week && showQuestions && <QuizQuestions week={week} saved={saved} />}
    </div>
  );
}
