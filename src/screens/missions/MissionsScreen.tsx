// /missions (private): the streak, today's missions and this week's.
import { useSnapshot } from 'valtio/react';
import { useT } from '../../i18n/useT';
import { playerState } from '../../state/player';
import { MissionRow } from './MissionRow';
import { StreakCard } from './StreakCard';
import { useMissions } from './useLoyalty';
import styles from './Missions.module.css';

export default function MissionsScreen() {
  const t = useT();
  const { authenticated } = useSnapshot(playerState);
  const missions = useMissions(authenticated);
  const list = missions.status === 'ok' ? missions.data.missions : [];
  const groups = [
    { key: 'daily', title: t('missions.today'), items: list.filter((m) => m.period === 'daily') },
    { key: 'weekly', title: t('missions.week'), items: list.filter((m) => m.period === 'weekly') },
  ];
  return (
    <main className="screen" data-testid="missions-screen">
      <h1 className="screen-title">{t('missions.title')}</h1>
      <StreakCard />
      {missions.status === 'error' && <p className={styles.guest}>{t(missions.message)}</p>}
      {missions.status === 'ok' && list.length === 0 && <p className={styles.guest}>{t('missions.none')}</p>}
      {groups
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <section key={g.key} className={styles.card} aria-label={g.title}>
            <h2 className={styles.cardTitle}>{g.title}</h2>
            <ul className={styles.list}>
              {g.items.map((m) => (
                <MissionRow key={m.id} mission={m} onClaimed={missions.retry} />
              ))}
            </ul>
          </section>
        ))}
    </main>
  );
}
