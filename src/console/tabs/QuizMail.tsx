// Mailing the quiz's physical prizes within 14 working days (SPEC 9, issue
// 26 item 3): the late summary above the winners, each prize's mail-by line,
// and the public holidays the working-day count skips.
import { MAIL_BY_WORKING_DAYS } from '../../../contract/workingDays';
import type { AdminQuizAward } from '../../../contract/games/quizConsole';
import { currentLang } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatCalendarDay, formatDay } from '../../lib/format';
import { deleteHoliday, fetchHolidays, fetchQuizMailLate, putHoliday } from '../calls';
import { Loaded, styles } from '../ui';
import { useLoad } from '../useLoad';
import { DayCalendar, type DayCalendarCalls, type DayCalendarIds, type DayCalendarTexts } from './DayCalendar';
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
                    #{a.id} · {a.label[lang]} · {a.uid} ·{' '}
                    {t('console.field.labelled', [t('console.quiz.mailBy'), a.mailBy ? dayLabel(a.mailBy) : '-'])}
                    {' · '}
                    {t(`console.quiz.awardState.${a.state}`)}
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
      {t('console.field.labelled', [t('console.quiz.mailBy'), dayLabel(award.mailBy)])}
      {award.mailedAt && <> · {t('console.field.labelled', [t('console.quiz.mailedAt'), formatDay(award.mailedAt)])}</>}
      {award.late && (
        <>
          {' '}
          ·{' '}
          <span className={`${styles.badge} ${quiz.overdue}`} data-testid={`console-quiz-award-${award.id}-late`}>
            {t('console.quiz.late')}
          </span>
        </>
      )}
    </div>
  );
}

// Module constants, so the calendar's load stays the same function between renders.
const HOLIDAY_CALLS: DayCalendarCalls = { load: fetchHolidays, save: putHoliday, remove: deleteHoliday };
const HOLIDAY_TEXTS: DayCalendarTexts = {
  hint: 'console.quiz.holidaysHint',
  hintArgs: [MAIL_BY_WORKING_DAYS],
  empty: 'console.quiz.noHolidays',
  day: 'console.quiz.holidayDay',
  name: 'console.quiz.holidayName',
  save: 'console.quiz.saveHoliday',
  saved: 'console.quiz.holidaySaved',
  remove: 'console.quiz.removeHoliday',
};
const HOLIDAY_IDS: DayCalendarIds = { root: 'console-holidays', item: 'console-holiday' };

/** The public holidays: a list with remove buttons and a form that adds (or renames) a day. */
export function HolidaysEditor() {
  return <DayCalendar calls={HOLIDAY_CALLS} texts={HOLIDAY_TEXTS} ids={HOLIDAY_IDS} />;
}
