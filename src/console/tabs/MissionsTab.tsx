import { useState } from 'react';
import type { AdminMission, MissionInput } from '../../../contract/loyalty/missions';
import { useT } from '../../i18n/useT';
import { addMission, editMission, fetchAdminMissions, removeMission } from '../calls';
import { CsvButton } from '../CsvButton';
import { Button, Loaded, Outcome, styles, when } from '../ui';
import { useAction, useLoad } from '../useLoad';
import { FestivalsEditor } from './FestivalsEditor';
import { BLANK_MISSION, draftOf, MissionForm } from './MissionForm';

/** Daily and weekly missions (roles admin and content): the list, a mission edited or a new one in the three languages, and the festival calendar. */
export function MissionsTab() {
  const t = useT();
  const [load, reload] = useLoad(fetchAdminMissions, []);
  const [editing, setEditing] = useState<AdminMission | null>(null);
  const action = useAction();

  const add = async (input: MissionInput) => {
    const made = await addMission(input);
    reload();
    return t('console.missions.added', [made.id]);
  };
  const edit = (id: number) => async (input: MissionInput) => {
    await editMission(id, input);
    reload();
    return t('console.missions.saved', [id]);
  };
  const remove = (id: number) =>
    void action.run(async () => {
      await removeMission(id);
      if (editing?.id === id) setEditing(null);
      reload();
      return null;
    });

  return (
    <div className={styles.panel} data-testid="console-missions">
      <CsvButton table="missions" />
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
                  <tr key={m.id} data-testid={`console-mission-${m.id}`}>
                    <td>{m.title.en}</td>
                    <td>{t(`console.missions.goals.${m.goal}`)}</td>
                    <td>{m.target}</td>
                    <td>{m.reward}</td>
                    <td>{t(`console.missions.periods.${m.period}`)}</td>
                    <td>
                      {when(m.startsAt)} – {when(m.endsAt)}
                    </td>
                    <td>
                      <Button
                        variant="ghost"
                        onClick={() => setEditing(m)}
                        ariaLabel={t('console.missions.editOne', [m.title.en])}
                        testId={`console-mission-${m.id}-edit`}
                      >
                        {t('console.missions.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        onClick={() => remove(m.id)}
                        disabled={action.busy}
                        ariaLabel={t('console.missions.removeOne', [m.title.en])}
                      >
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
      <Outcome error={action.error} />
      {editing && (
        <MissionForm
          key={editing.id}
          heading={t('console.missions.editing', [editing.id])}
          initial={draftOf(editing)}
          save={edit(editing.id)}
          submitLabel={t('console.missions.save')}
          testId="console-mission-edit"
          onClose={() => setEditing(null)}
        />
      )}
      <MissionForm
        heading={t('console.missions.newOne')}
        initial={BLANK_MISSION}
        save={add}
        submitLabel={t('console.missions.add')}
        testId="console-mission"
        clearOnSave
      />
      <FestivalsEditor />
    </div>
  );
}
