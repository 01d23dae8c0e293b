import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Switch } from '../../components/kit/Switch';
import { useT } from '../../i18n/useT';
import { playerState } from '../../state/player';
import { saveExpiryReminders } from './account';
import { MenuRow } from './MenuRow';
import styles from './Setting.module.css';

/** Reminders before coins expire (inbox, push, Telegram): saved on the server, which the reminder job reads. Players only. */
export function ExpiryRemindersRow() {
  const t = useT();
  const { expiryReminders } = useSnapshot(playerState);
  const [error, setError] = useState<string | null>(null);
  const noteId = 'setting-expiry-note';

  async function toggle(next: boolean) {
    setError(null);
    setError(await saveExpiryReminders(next));
  }

  return (
    <li>
      <MenuRow
        icon="expiry"
        label={t('setting.expiryReminders')}
        testId="setting-expiry"
        trailing={
          <Switch
            checked={expiryReminders}
            label={t('setting.expiryReminders')}
            describedBy={noteId}
            testId="expiry-switch"
            onChange={(next) => void toggle(next)}
          />
        }
      />
      <p id={noteId} className={error ? `${styles.rowNote} ${styles.rowError}` : styles.rowNote} role={error ? 'alert' : undefined}>
        {error ? t(error) : t('screens.setting.expiryHint')}
      </p>
    </li>
  );
}
