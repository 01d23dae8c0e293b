// The festival calendar of issue 28 item 4 (Hari Raya Aidilfitri, Chinese New
// Year, Deepavali, Hari Merdeka, Malaysia Day, Christmas...): on each of these
// GMT+8 days the server refills every player's streak shield.
import { useT } from '../../i18n/useT';
import { deleteFestival, fetchFestivals, putFestival } from '../calls';
import { DayCalendar, type DayCalendarCalls, type DayCalendarIds, type DayCalendarTexts } from './DayCalendar';

// Module constants, so the calendar's load stays the same function between renders.
const FESTIVAL_CALLS: DayCalendarCalls = { load: fetchFestivals, save: putFestival, remove: deleteFestival };
const FESTIVAL_TEXTS: DayCalendarTexts = {
  hint: 'console.missions.festivals.hint',
  empty: 'console.missions.festivals.none',
  day: 'console.missions.festivals.day',
  name: 'console.missions.festivals.name',
  save: 'console.missions.festivals.save',
  saved: 'console.missions.festivals.saved',
  remove: 'console.missions.festivals.remove',
};
const FESTIVAL_IDS: DayCalendarIds = { root: 'console-festivals', item: 'console-festival' };

export function FestivalsEditor() {
  const t = useT();
  return (
    <section aria-labelledby="console-festivals-title">
      <h2 id="console-festivals-title">{t('console.missions.festivals.title')}</h2>
      <DayCalendar calls={FESTIVAL_CALLS} texts={FESTIVAL_TEXTS} ids={FESTIVAL_IDS} />
    </section>
  );
}
