import { useState } from 'react';
import type { Maintenance } from '../../../contract/schemas/refresh';
import { Switch } from '../../components/kit/Switch';
import { useT } from '../../i18n/useT';
import { GAME_NAME } from '../gameNames';
import { fetchGames, fetchMaintenance, setGameMaintenance, setMaintenance } from '../calls';
import { Button, Field, Loaded, Outcome, styles } from '../ui';
import { useAction, useLoad } from '../useLoad';
import { fromBusinessInput, toBusinessInput } from './quizTime';

/** A datetime-local value on the GMT+8 clock (the one players read the time in) from a stored ISO time, and back. */
const toLocalInput = (iso: string | null): string => (iso ? toBusinessInput(iso) : '');
const fromLocalInput = (value: string): string | null => (value ? fromBusinessInput(value) : null);

/** System maintenance with its expected-back time, and each game's own maintenance switch. */
export function SystemTab() {
  const t = useT();
  return (
    <>
      <SystemMaintenance />
      <section className={styles.panel}>
        <h2>{t('console.system.games')}</h2>
        <GameSwitches />
      </section>
      <p className={styles.meta}>{t('console.system.warning')}</p>
    </>
  );
}

function SystemMaintenance() {
  const t = useT();
  const [load, reload] = useLoad(fetchMaintenance, []);
  return (
    <section className={styles.panel} data-testid="console-maintenance">
      <h2>{t('console.system.maintenance')}</h2>
      <Loaded load={load} reload={reload} empty={() => null}>
        {(m) => <MaintenanceForm key={`${m.maintenance}${m.mDateTime ?? ''}`} current={m} saved={reload} />}
      </Loaded>
    </section>
  );
}

function MaintenanceForm({ current, saved }: { current: Maintenance; saved: () => void }) {
  const t = useT();
  const [on, setOn] = useState(current.maintenance === 1);
  const [until, setUntil] = useState(toLocalInput(current.mDateTime));
  const action = useAction();
  const apply = () =>
    void action.run(async () => {
      await setMaintenance({ maintenance: on ? 1 : 0, mDateTime: fromLocalInput(until) });
      saved();
      return t('console.action.saved');
    });
  return (
    <>
      <p className={current.maintenance === 1 ? styles.on : styles.off} data-testid="console-maintenance-state">
        {t(current.maintenance === 1 ? 'console.system.isOn' : 'console.system.isOff')}
      </p>
      <div className={styles.row}>
        <Switch checked={on} onChange={setOn} label={t('console.system.maintenance')} testId="console-maintenance-switch" />
        <div className={styles.grow}>
          <Field label={t('console.system.expectedBack')} type="datetime-local" value={until} onChange={setUntil} />
        </div>
        <Button onClick={apply} disabled={action.busy} testId="console-maintenance-apply">
          {t('console.system.apply')}
        </Button>
      </div>
      <Outcome error={action.error} note={action.note} />
    </>
  );
}

function GameSwitches() {
  const t = useT();
  const [load, reload] = useLoad(fetchGames, []);
  const action = useAction();
  const flip = (slug: string, maintenance: boolean) =>
    void action.run(async () => {
      await setGameMaintenance(slug, maintenance);
      reload();
      return null;
    });
  return (
    <Loaded load={load} reload={reload} empty={(games) => (games.length ? null : 'common.empty')}>
      {(games) => (
        <>
          <ul className={styles.list}>
            {games.map((g) => {
              // The players' name of the game in the console's language; the slug stays beside it for support.
              const name = GAME_NAME[g.key] ? t(GAME_NAME[g.key] ?? '') : g.slug;
              return (
                <li key={g.slug} className={`${styles.item} ${styles.row}`} data-testid={`console-game-${g.slug}`}>
                  <span className={styles.grow}>
                    <strong>{name}</strong>{' '}
                    <span className={styles.meta}>
                      {g.slug} · {t(`console.system.status.${g.status}`)}
                    </span>
                  </span>
                  <Switch
                    checked={g.maintenance}
                    disabled={action.busy}
                    onChange={(next) => flip(g.slug, next)}
                    label={t('console.field.labelled', [name, t('console.system.games')])}
                    testId={`console-game-switch-${g.slug}`}
                  />
                </li>
              );
            })}
          </ul>
          <Outcome error={action.error} />
        </>
      )}
    </Loaded>
  );
}
