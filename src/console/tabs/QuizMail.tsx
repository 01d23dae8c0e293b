// Mailing the quiz's physical prizes within 14 working days (SPEC 9, issue
// 26 item 3): the late summary above the winners, each prize's mail-by line,
// and the public holidays the working-day count skips.
import { useState } from 'react';
import { MAIL_BY_WORKING_DAYS } from '../../../contract/workingDays';
import type { AdminQuizAward } from '../../../contract/games/quizConsole';
import { currentLang } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatCalendarDay, formatDay } from '../../lib/format';
import { deleteHoliday, fetchHolidays, fetchQuizMailLate, putHoliday } from '../calls';
import { Button, EMPTY_TEXT, Field, LocalizedFields, Loaded, Outcome, styles } from '../ui';
import { useAction, useLoad } from '../useLoad';
import quiz from './Quiz.module.css';

/** A GMT+8 day (YYYY-MM-DD) as the operator reads dates (DD/MM/YYYY), as the player reads them too. */
export const dayLabel = formatCalendarDay;

/** How many physical prizes are past their mail-by day, and the ones still to mail. */
export function MailLateSummary() {
  const t = useT();
  const [load, reload] = useLoad(fetchQuizMailLate, []);
  const lang = currentLang();
  return (
    <div data-testid="console-quiz-mail-late">
      <Loaded load={load} reload={reload} empty={() => null}>
        {(late) => (
          <>
            <p className={late.overdue > 0 ? quiz.overdue : styles.meta} data-testid="console-quiz-mail-late-count">
              {t('console.quiz.mailLateCount', [late.overdue, MAIL_BY_WORKING_DAYS])}
              {late.mailedLate > 0 && <> · {t('console.quiz.mailedLateCount', [late.mailedLate])}</>}
            </p>
            {late.rows.length > 0 && (
              <ul className={styles.list}>
                {late.rows.map((a) => (
                  <li key={a.id} className={styles.meta} data-testid={`console-quiz-mail-late-${a.id}`}>
                    #{a.id} · {a.label[lang]} · {a.uid} · {t('console.quiz.mailBy')}: {a.mailBy ? dayLabel(a.mailBy) : '-'} · {t(`console.quiz.awardState.${a.state}`)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}

/** A physical prize's mail-by day, when it was mailed, and the late badge. */
export function MailBy({ award }: { award: AdminQuizAward }) {
  const t = useT();
  if (!award.mailBy) return null;
  return (
    <div className={styles.meta} data-testid={`console-quiz-award-${award.id}-mail`}>
      {t('console.quiz.mailBy')}: {dayLabel(award.mailBy)}
      {award.mailedAt && <> · {t('console.quiz.mailedAt')}: {formatDay(award.mailedAt)}</>}
      {award.late && <> · <span className={`${styles.badge} ${quiz.overdue}`} data-testid={`console-quiz-award-${award.id}-late`}>{t('console.quiz.late')}</span></>}
    </div>
  );
}

/** The public holidays: a list with remove buttons and a form that adds (or renames) a day. */
export function HolidaysEditor() {
  const t = useT();
  const [load, reload] = useLoad(fetchHolidays, []);
  const [day, setDay] = useState('');
  const [name, setName] = useState(EMPTY_TEXT);
  const action = useAction();
  const lang = currentLang();
  const save = () => void action.run(async () => {
    await putHoliday({ day, name });
    setDay('');
    setName(EMPTY_TEXT);
    reload();
    return t('console.quiz.holidaySaved');
  });
  const remove = (d: string) => void action.run(async () => {
    await deleteHoliday(d);
    reload();
    return null;
  });
  return (
    <div data-testid="console-holidays">
      <p className={styles.meta}>{t('console.quiz.holidaysHint', [MAIL_BY_WORKING_DAYS])}</p>
      <Loaded load={load} reload={reload} empty={(list) => (list.days.length ? null : 'console.quiz.noHolidays')}>
        {(list) => (
          <ul className={styles.list}>
            {list.days.map((h) => (
              <li key={h.day} className={styles.row} data-testid={`console-holiday-${h.day}`}>
                <span className={styles.grow}>{dayLabel(h.day)} · {h.name[lang]}</span>
                <Button variant="ghost" disabled={action.busy} onClick={() => remove(h.day)} testId={`console-holiday-${h.day}-remove`}>
                  {t('console.quiz.removeHoliday')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <Field label={t('console.quiz.holidayDay')} type="date" value={day} onChange={setDay} testId="console-holiday-day" />
      <LocalizedFields label={t('console.quiz.holidayName')} value={name} onChange={setName} testId="console-holiday-name" />
      <Button disabled={action.busy} onClick={save} testId="console-holiday-save">{t('console.quiz.saveHoliday')}</Button>
      <Outcome error={action.error} note={action.note} />
    </div>
  );
}
