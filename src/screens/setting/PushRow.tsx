import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { pushState, turnOnPush, type PushState } from '../../push/device';
import { MenuRow } from './MenuRow';
import styles from './Setting.module.css';

const NOTE: Record<PushState | 'failed', string> = {
  off: 'screens.setting.push.off',
  unsupported: 'screens.setting.push.unsupported',
  blocked: 'screens.setting.push.blocked',
  ask: 'screens.setting.push.ask',
  on: 'screens.setting.push.enabled',
  failed: 'screens.setting.push.failed',
};

/**
 * Push on this device, for a logged-in player: the browser's permission is
 * asked only from the tap here. Says plainly when push is off in this app or
 * impossible in this browser, and what to do when it is blocked.
 */
export function PushRow() {
  const t = useT();
  const [state, setState] = useState<PushState | 'failed'>(() => pushState());
  const [busy, setBusy] = useState(false);

  async function turnOn() {
    setBusy(true);
    setState(await turnOnPush());
    setBusy(false);
  }

  const canAsk = state === 'ask' || state === 'failed';
  return (
    <li>
      <MenuRow
        icon="bell"
        label={t('screens.setting.push.label')}
        testId="setting-push"
        value={state === 'on' ? t('screens.setting.push.on') : undefined}
        trailing={
          canAsk ? (
            <button type="button" className="btn" disabled={busy} onClick={() => void turnOn()} data-testid="push-turn-on">
              {busy ? t('screens.setting.push.turningOn') : t('screens.setting.push.turnOn')}
            </button>
          ) : null
        }
      />
      <p
        className={state === 'failed' ? `${styles.rowNote} ${styles.rowError}` : styles.rowNote}
        role={state === 'failed' ? 'alert' : undefined}
        data-testid="push-note"
      >
        {t(NOTE[state])}
      </p>
    </li>
  );
}
