import { useEffect, useId, useState } from 'react';
import { Switch } from '../components/kit/Switch';
import { currentLang } from '../i18n';
import { useT } from '../i18n/useT';
import { askDeviceToken, pushBlocker, type PushState } from '../push/device';
import { allowOperatorPush, stopOperatorPush } from './promiseCalls';
import { styles } from './ui';

/** This device's token while the notices are pushed to it: a setting of the device, so it outlives the tab's operator session. */
const KEPT = 'vip.console.pushToken';

function stateOf(kept: string | null): PushState {
  return pushBlocker() ?? (kept && Notification.permission === 'granted' ? 'on' : 'ask');
}

/**
 * "Notify me on this device" for operators who decide redemptions (issue 26):
 * the device's push token, got as the player app gets it (src/push/device.ts),
 * is saved with the console's language (PUT admin/push-token) so the 12 h and
 * 20 h notices reach it with the console closed; off removes it. Says plainly
 * when push is off on this build or impossible in this browser.
 */
export function PushSwitch() {
  const t = useT();
  const lang = currentLang();
  const [kept, setKept] = useState(() => localStorage.getItem(KEPT));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const noteId = useId();
  const now = stateOf(kept);

  // While on, the device goes with whoever signs in here, and its pushes with the console's language.
  useEffect(() => {
    const token = localStorage.getItem(KEPT);
    if (token && stateOf(token) === 'on') void allowOperatorPush({ token, lang }).catch(() => undefined);
  }, [lang]);

  async function toggle(on: boolean) {
    setBusy(true);
    setFailed(false);
    try {
      if (on) {
        const asked = await askDeviceToken();
        if ('state' in asked) {
          setFailed(asked.state === 'failed');
          return;
        }
        await allowOperatorPush({ token: asked.token, lang });
        localStorage.setItem(KEPT, asked.token);
        setKept(asked.token);
      } else if (kept) {
        await stopOperatorPush(kept);
        localStorage.removeItem(KEPT);
        setKept(null);
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const blocked = now === 'off' || now === 'unsupported' || now === 'blocked';
  return (
    <div className={styles.row} data-testid="console-push">
      <span>{t('console.push.label')}</span>
      <Switch
        checked={now === 'on'}
        onChange={(on) => void toggle(on)}
        label={t('console.push.label')}
        disabled={busy || blocked}
        describedBy={noteId}
        testId="console-push-switch"
      />
      <span id={noteId} className={failed ? styles.error : styles.hint} role={failed ? 'alert' : undefined} data-testid="console-push-note">
        {t(`console.push.${failed ? 'failed' : now}`)}
      </span>
    </div>
  );
}
