// One editor for the operator's named-day calendars (the public holidays the
// mail-by count skips, the festival days that refill the streak shield): a
// list with remove buttons and a form that adds, or renames, a day. Both
// calendars have the same shape on the server, so only their calls, texts
// and test ids differ.
import { useState } from 'react';
import type { Localized } from '../../../contract/schemas/common';
import { currentLang } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatCalendarDay } from '../../lib/format';
import { Button, EMPTY_TEXT, Field, LocalizedFields, Loaded, Outcome, styles } from '../ui';
import { useAction, useLoad } from '../useLoad';

/** A day of a calendar: a GMT+8 day (YYYY-MM-DD) and its name in every language. */
export interface NamedDay {
  day: string;
  name: Localized;
}

export interface DayCalendarCalls {
  load: () => Promise<{ days: readonly NamedDay[] }>;
  save: (body: NamedDay) => Promise<unknown>;
  remove: (day: string) => Promise<unknown>;
}

/** Message keys (console dictionary); `hintArgs` fill the hint's placeholders. */
export interface DayCalendarTexts {
  hint: string;
  hintArgs?: readonly (string | number)[];
  empty: string;
  day: string;
  name: string;
  save: string;
  saved: string;
  remove: string;
}

/**
 * Test ids: `root` on the editor; `item` prefixes each row (`item-YYYY-MM-DD`,
 * its `-remove` button) and the form (`item-day`, `item-name-<lang>`, `item-save`).
 */
export interface DayCalendarIds {
  root: string;
  item: string;
}

export function DayCalendar({ calls, texts, ids }: { calls: DayCalendarCalls; texts: DayCalendarTexts; ids: DayCalendarIds }) {
  const t = useT();
  const [load, reload] = useLoad(calls.load, []);
  const [day, setDay] = useState('');
  const [name, setName] = useState(EMPTY_TEXT);
  const action = useAction();
  const lang = currentLang();
  const save = () =>
    void action.run(async () => {
      await calls.save({ day, name });
      setDay('');
      setName(EMPTY_TEXT);
      reload();
      return t(texts.saved);
    });
  const remove = (d: string) =>
    void action.run(async () => {
      await calls.remove(d);
      reload();
      return null;
    });
  return (
    <div data-testid={ids.root}>
      <p className={styles.meta}>{t(texts.hint, texts.hintArgs ? [...texts.hintArgs] : undefined)}</p>
      <Loaded load={load} reload={reload} empty={(list) => (list.days.length ? null : texts.empty)}>
        {(list) => (
          <ul className={styles.list}>
            {list.days.map((d) => {
              const label = `${formatCalendarDay(d.day)} · ${d.name[lang]}`;
              return (
                <li key={d.day} className={styles.row} data-testid={`${ids.item}-${d.day}`}>
                  <span className={styles.grow}>{label}</span>
                  {/* Every row's button reads "Remove"; a screen reader also hears which day. */}
                  <Button
                    variant="ghost"
                    disabled={action.busy}
                    onClick={() => remove(d.day)}
                    testId={`${ids.item}-${d.day}-remove`}
                    ariaLabel={`${t(texts.remove)} ${label}`}
                  >
                    {t(texts.remove)}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
      <Field label={t(texts.day)} type="date" value={day} onChange={setDay} testId={`${ids.item}-day`} />
      <LocalizedFields label={t(texts.name)} value={name} onChange={setName} testId={`${ids.item}-name`} />
      <Button disabled={action.busy} onClick={save} testId={`${ids.item}-save`}>
        {t(texts.save)}
      </Button>
      <Outcome error={action.error} note={action.note} />
    </div>
  );
}
