// The console's one mission form, for a new mission and for editing one: the
// texts in the three languages, the goal, target, reward, reset period and
// the active days (GMT+8). The server checks every field and answers a
// refusal's key, shown here in words.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AdminMission, MissionInput } from '../../../contract/loyalty/missions';
import { MISSION_GOALS, MISSION_PERIODS, type MissionGoal, type MissionPeriod } from '../../../contract/loyalty/missionsRules';
import type { Localized } from '../../../contract/schemas/common';
import { useT } from '../../i18n/useT';
import { Button, EMPTY_TEXT, Field, LocalizedFields, Outcome, styles } from '../ui';
import { useAction } from '../useLoad';
import { toBusinessInput } from './quizTime';

/** What the form holds, as typed. */
export interface MissionDraft {
  title: Localized;
  body: Localized;
  goal: MissionGoal;
  period: MissionPeriod;
  target: string;
  reward: string;
  /** GMT+8 days, YYYY-MM-DD */
  starts: string;
  ends: string;
  /** an edited mission's own instants and what the form does not show, sent back as they are */
  kept?: Pick<AdminMission, 'startsAt' | 'endsAt' | 'active' | 'sort'>;
}

export const BLANK_MISSION: MissionDraft = {
  title: EMPTY_TEXT,
  body: EMPTY_TEXT,
  goal: 'ftoFinish',
  period: 'daily',
  target: '1',
  reward: '1',
  starts: '',
  ends: '',
};

const dayOf = (iso: string): string => toBusinessInput(iso).slice(0, 10);

export const draftOf = (m: AdminMission): MissionDraft => ({
  title: m.title,
  body: m.body,
  goal: m.goal,
  period: m.period,
  target: String(m.target),
  reward: String(m.reward),
  starts: dayOf(m.startsAt),
  ends: dayOf(m.endsAt),
  kept: { startsAt: m.startsAt, endsAt: m.endsAt, active: m.active, sort: m.sort },
});

/** A day as the server's instant: its GMT+8 midnight, or the mission's own instant while its day is left as it was. */
const instant = (day: string, kept: string | undefined): string => {
  if (kept !== undefined && dayOf(kept) === day) return kept;
  return day ? `${day}T00:00:00+08:00` : '';
};

export function inputOf(d: MissionDraft): MissionInput {
  return {
    title: d.title,
    body: d.body,
    goal: d.goal,
    period: d.period,
    target: Number(d.target),
    reward: Number(d.reward),
    startsAt: instant(d.starts, d.kept?.startsAt),
    endsAt: instant(d.ends, d.kept?.endsAt),
    ...(d.kept ? { active: d.kept.active, sort: d.kept.sort } : {}),
  };
}

export function MissionForm({
  heading,
  initial,
  save,
  submitLabel,
  testId,
  clearOnSave = false,
  onClose,
}: {
  heading: string;
  initial: MissionDraft;
  /** sends the mission; answers the note to show */
  save: (input: MissionInput) => Promise<string>;
  submitLabel: string;
  /** prefix of the fields' test ids */
  testId: string;
  /** blank again after a save, for the next mission */
  clearOnSave?: boolean;
  /** an editor's close button; opening one moves the focus to it */
  onClose?: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const action = useAction();
  const headingId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const editor = onClose !== undefined;
  useEffect(() => {
    if (editor) title.current?.focus();
  }, [editor]);
  const set =
    <K extends keyof MissionDraft>(key: K) =>
    (value: MissionDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      const note = await save(inputOf(draft));
      if (clearOnSave) setDraft(initial);
      return note;
    });
  };

  return (
    <form onSubmit={submit} className={styles.panel} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} ref={title} tabIndex={-1}>
        {heading}
      </h2>
      <LocalizedFields label={t('console.missions.title')} value={draft.title} onChange={set('title')} testId={`${testId}-title`} />
      <LocalizedFields label={t('console.missions.text')} value={draft.body} onChange={set('body')} multiline testId={`${testId}-text`} />
      <label className={styles.label}>
        {t('console.missions.goal')}
        <select
          className={styles.select}
          value={draft.goal}
          data-testid={`${testId}-goal`}
          onChange={(e) => set('goal')(MISSION_GOALS.find((g) => g === e.target.value) ?? 'ftoFinish')}
        >
          {MISSION_GOALS.map((g) => (
            <option key={g} value={g}>
              {t(`console.missions.goals.${g}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.label}>
        {t('console.missions.period')}
        <select
          className={styles.select}
          value={draft.period}
          data-testid={`${testId}-period`}
          onChange={(e) => set('period')(MISSION_PERIODS.find((p) => p === e.target.value) ?? 'daily')}
        >
          {MISSION_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`console.missions.periods.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <Field label={t('console.missions.target')} type="number" value={draft.target} onChange={set('target')} testId={`${testId}-target`} />
      <Field label={t('console.missions.reward')} type="number" value={draft.reward} onChange={set('reward')} testId={`${testId}-reward`} />
      <Field label={t('console.missions.starts')} type="date" value={draft.starts} onChange={set('starts')} testId={`${testId}-starts`} />
      <Field label={t('console.missions.ends')} type="date" value={draft.ends} onChange={set('ends')} testId={`${testId}-ends`} />
      <Outcome error={action.error} note={action.note} />
      <Button type="submit" disabled={action.busy} testId={`${testId}-save`}>
        {submitLabel}
      </Button>
      {onClose && (
        <Button variant="ghost" onClick={onClose} testId={`${testId}-close`}>
          {t('console.missions.close')}
        </Button>
      )}
    </form>
  );
}
