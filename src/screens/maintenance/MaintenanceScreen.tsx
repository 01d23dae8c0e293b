import { useEffect, useState } from 'react';
import { ROUTES } from '../../../contract/routes';
import { checkMaintenance } from '../../app/maintenanceCheck';
import { usePageTitle } from '../../app/usePageTitle';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format';
import styles from './MaintenanceScreen.module.css';

/** How often a player waiting here asks whether the system is back. */
const POLL_MS = 5_000;

export default function MaintenanceScreen() {
  const t = useT();
  usePageTitle('title.maintenance');
  const [until, setUntil] = useState<string | null>(null);
  useEffect(() => {
    const poll = () => void checkMaintenance(ROUTES.maintenance).then((m) => setUntil(m?.mDateTime ?? null));
    poll();
    const timer = setInterval(poll, POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <main className={`screen ${styles.screen}`} data-testid="maintenance">
      <svg className={styles.art} width="140" height="140" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="54" fill="#341a5a" stroke="#ffd34d" strokeWidth="3" />
        <circle cx="60" cy="60" r="44" fill="none" stroke="#ffd34d" strokeWidth="1.5" strokeDasharray="3 6" opacity=".6" />
        <path
          d="M40 80 L72 48 M66 42 a12 12 0 1 0 12 12 l-8 -2 -2 -8z"
          stroke="#ffd34d"
          strokeWidth="8"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <h1 className={styles.title}>{t('maintenance.title')}</h1>
      <p className={styles.body}>{t('maintenance.body')}</p>
      {until && (
        <p className={styles.until} data-testid="maintenance-until">
          {t('maintenance.expectedBack', [formatDateTime(until)])}
        </p>
      )}
    </main>
  );
}
