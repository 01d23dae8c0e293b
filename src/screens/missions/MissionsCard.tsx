// Home's missions card: today's missions with progress and claim (a guest
// sees what exists and is invited to log in), and the way to the full list.
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { useT } from '../../i18n/useT';
import { playerState } from '../../state/player';
import { MissionRow } from './MissionRow';
import { useMissions } from './useLoyalty';
import styles from './Missions.module.css';

export function MissionsCard() {
  const t = useT();
  const { authenticated } = useSnapshot(playerState);
  const missions = useMissions(authenticated);
  if (missions.status !== 'ok') return null;
  const today = missions.data.missions.filter((m) => m.period === 'daily');
  if (today.length === 0) return null;
  return (
    <section className={styles.card} data-testid="missions-card" aria-labelledby="missions-card-title">
      <header className={styles.cardHead}>
        <h2 id="missions-card-title" className={styles.cardTitle}>
          {t('missions.today')}
        </h2>
        <Link href={ROUTES.missions} className={styles.more}>
          {t('missions.seeAll')}
        </Link>
      </header>
      {!authenticated && <p className={styles.guest}>{t('missions.guest')}</p>}
      <ul className={styles.list}>
        {today.map((m) => (
          <MissionRow key={m.id} mission={m} onClaimed={missions.retry} />
        ))}
      </ul>
    </section>
  );
}
