import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { Switch } from '../../components/kit/Switch';
import { useT } from '../../i18n/useT';
import { playerState } from '../../state/player';
import { saveNotify } from './account';
import { MenuRow } from './MenuRow';
import styles from './Setting.module.css';

/** The notification switch: saved on the server for a player; a guest sees it off-limits with a way to log in. */
export function NotificationRow() {
  const t = useT();
  const { authenticated, notify } = useSnapshot(playerState);
  const [error, setError] = useState<string | null>(null);
  const noteId = 'setting-notify-note';

  async function toggle(next: boolean) {
    setError(null);
    setError(await saveNotify(next));
  }

  return (
    <li>
      <MenuRow
        icon="bell"
        label={t('setting.notification')}
        testId="setting-notify"
        trailing={
          <Switch
            checked={authenticated && notify}
            disabled={!authenticated}
            label={t('setting.notification')}
            describedBy={noteId}
            testId="notify-switch"
            onChange={(next) => void toggle(next)}
          />
        }
      />
      <p id={noteId} className={error ? `${styles.rowNote} ${styles.rowError}` : styles.rowNote} role={error ? 'alert' : undefined}>
        {error ? (
          t(error)
        ) : authenticated ? (
          t('screens.setting.notifyHint')
        ) : (
          <Link href={`~${ROUTES.login}`}>{t('screens.setting.notifyLogin')}</Link>
        )}
      </p>
    </li>
  );
}
