import { useState, type FormEvent } from 'react';
import { MISSION_GOALS, MISSION_PERIODS, type MissionGoal, type MissionPeriod } from '../../../contract/loyalty/missionsRules';
import { useT } from '../../i18n/useT';
import { addMission, fetchAdminMissions, removeMission } from '../calls';
import { Button, EMPTY_TEXT, Field, Loaded, LocalizedFields, Outcome, styles, when } from '../ui';
import { useAction, useLoad } from '../useLoad';
import { FestivalsEditor } from './FestivalsEditor';

/** A GMT+8 calendar day's midnight, as the server's instant. */
const gmt8Midnight = (day: string): string => (day ? `${day}T00:00:00+08:00` : '');

/** Daily and weekly missions (roles admin and content): the list, a new one in the three languages, and the festival calendar. */
export function MissionsTab() {
  const t = useT();
  const [load, reload] = useLoad(fetchAdminMissions, []);
  const [title, setTitle] = useState(EMPTY_TEXT);
  const [body, setBody] = useState(EMPTY_TEXT);
  const [goal, setGoal] = useState<MissionGoal>('ftoFinish');
  const [period, setPeriod] = useState<MissionPeriod>('daily');
  const [target, setTarget] = useState('1');
  const [reward, setReward] = useState('1');
  const [starts, setStarts] = useState('');
  const [ends, setEnds] = useState('');
  const action = useAction();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server checks every field and answers a refusal's key (shown by Outcome).
    void action.run(async () => {
      const made = await addMission({
        title,
        body,
        goal,
        period,
        target: Number(target),
        reward: Number(reward),
        startsAt: gmt8Midnight(starts),
        endsAt: gmt8Midnight(ends),
      });
      setTitle(EMPTY_TEXT);
      setBody(EMPTY_TEXT);
      reload();
      return t('console.missions.added', [made.id]);
    });
  };
  const remove = (id: number) =>
    void action.run(async () => {
      await removeMission(id);
      reload();
      return null;
    });

  return (
    <div className={styles.panel} data-testid="console-missions">
      <Loaded load={load} reload={reload} empty={(d) => (d.missions.length === 0 ? 'console.missions.none' : null)}>
        {(d) => (
          // In its scroller like the console's other tables, so a phone scrolls it sideways instead of widening the page.
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('console.missions.title')}</th>
                  <th>{t('console.missions.goal')}</th>
                  <th>{t('console.missions.target')}</th>
                  <th>{t('console.missions.reward')}</th>
                  <th>{t('console.missions.period')}</th>
                  <th>{t('console.missions.dates')}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {d.missions.map((m) => (
                  <tr key={m.id}>
                    <td>{m.title.en}</td>
                    <td>{t(`console.missions.goals.${m.goal}`)}</td>
                    <td>{m.target}</td>
                    <td>{m.reward}</td>
                    <td>{t(`console.missions.periods.${m.period}`)}</td>
                    <td>
                      {when(m.startsAt)} – {when(m.endsAt)}
                    </td>
                    <td>
                      <Button variant="ghost" onClick={() => remove(m.id)} disabled={action.busy}>
                        {t('console.missions.remove')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>
      <form onSubmit={submit} className={styles.panel}>
        <LocalizedFields label={t('console.missions.title')} value={title} onChange={setTitle} testId="console-mission-title" />
        <LocalizedFields label={t('console.missions.text')} value={body} onChange={setBody} multiline testId="console-mission-text" />
        <label className={styles.label}>
          {t('console.missions.goal')}
          <select
            className={styles.select}
            value={goal}
            onChange={(e) => setGoal(MISSION_GOALS.find((g) => g === e.target.value) ?? 'ftoFinish')}
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
            value={period}
            onChange={(e) => setPeriod(MISSION_PERIODS.find((p) => p === e.target.value) ?? 'daily')}
          >
            {MISSION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`console.missions.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <Field label={t('console.missions.target')} type="number" value={target} onChange={setTarget} />
        <Field label={t('console.missions.reward')} type="number" value={reward} onChange={setReward} />
        <Field label={t('console.missions.starts')} type="date" value={starts} onChange={setStarts} />
        <Field label={t('console.missions.ends')} type="date" value={ends} onChange={setEnds} />
        <Outcome error={action.error} note={action.note} />
        <Button type="submit" disabled={action.busy} testId="console-mission-add">
          {t('console.missions.add')}
        </Button>
      </form>
      <FestivalsEditor />
    </div>
  );
}
